// Sums the gzip size of the JavaScript that dist/index.html loads initially (entry script + modulepreloads)
// and fails the build above the budget for /order/start.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 90 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const base = '/order/';

const urls = new Set();
for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
  const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
  const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
  const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
  if ((isScript || isPreload) && url) urls.add(url);
}

let total = 0;
for (const url of urls) {
  const file = join(dist, url.startsWith(base) ? url.slice(base.length) : url);
  const gz = gzipSync(readFileSync(file), { level: 9 }).length;
  total += gz;
  console.log(`  ${url}  ${(gz / 1024).toFixed(1)} KB gzip`);
}
const summary = `Initial JavaScript for /order/start: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`;
if (urls.size === 0) {
  console.error('report-size: index.html loads no module script – is the build broken?');
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error(`${summary} – over budget`);
  process.exit(1);
}
console.log(summary);
