// Writes file.br (brotli, max quality) and file.gz (gzip level 9) next to every compressible file of a built app,
// so the server can send them as they are (@fastify/static preCompressed) instead of compressing per request.
// Usage: node scripts/precompress.mjs <dist dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.map', '.xml']);
// Below about one packet compression saves nothing worth a second file.
const MIN_BYTES = 1024;

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile()) yield path;
  }
}

function precompress(file) {
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  // A compressed copy that is not smaller would only cost bytes: the server then sends the original.
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  return { raw: raw.length, br: br.length, gz: gz.length };
}

const dist = resolve(process.argv[2] ?? 'dist');
if (!statSync(dist, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`precompress: ${dist} is not a directory – run vite build first`);
  process.exit(1);
}
const totals = { files: 0, raw: 0, br: 0, gz: 0 };
for (const file of filesIn(dist)) {
  if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const sizes = precompress(file);
  totals.files += 1;
  totals.raw += sizes.raw;
  totals.br += sizes.br;
  totals.gz += sizes.gz;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`precompress: ${totals.files} files in ${dist}, ${kb(totals.raw)} → ${kb(totals.br)} br, ${kb(totals.gz)} gz`);
