// The LCP's limit: a bare React 19 page that renders the menu page's first items as soon as its script
// runs (no router, no data requests, no texts to load), built with Vite and served by a bare node:http
// server with the product's compression and cache headers. What client-side React costs under
// Lighthouse's simulated mobile network on its own.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { REPO_ROOT } from '../harness/built-product.js';

export interface BarePage {
  url: string;
  stop(): Promise<void>;
}

/** What the page shows: the menu page's first items. */
export interface MenuLine {
  name: string;
  description: string;
  price: string;
}

// Inside the repository, so the build resolves react and react-dom from its node_modules (dist-bench/ is ignored).
const workDir = join(REPO_ROOT, 'blackbox/dist-bench/bare-react-page');

const INDEX_HTML = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Bare React 19</title>
    <script type="module" src="./main.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const mainJs = (lines: MenuLine[]) => `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
const lines = ${JSON.stringify(lines)};
createRoot(document.getElementById('root')).render(
  h('main', null, h('h1', null, 'Speisekarte'), ...lines.map((line, i) =>
    h('article', { key: i }, h('h2', null, line.name), h('p', null, line.description), h('strong', null, line.price)))),
);
`;

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Builds the page and serves it on a free loopback port: gzip when asked (Chromium asks brotli only over HTTPS). */
export async function startBareReactPage(lines: MenuLine[]): Promise<BarePage> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  writeFileSync(join(workDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(workDir, 'main.js'), mainJs(lines));
  const outDir = join(workDir, 'dist');
  await build({ root: workDir, base: '/', configFile: false, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const files = new Map(
    filesUnder(outDir).map((path) => {
      const body = readFileSync(path);
      return [
        `/${relative(outDir, path)}`,
        { body, gzip: gzipSync(body, { level: 9 }), type: TYPES[extname(path)] ?? 'application/octet-stream' },
      ];
    }),
  );
  const server: Server = createServer((request, response) => {
    const path = request.url === '/' ? '/index.html' : (request.url ?? '');
    const file = files.get(path);
    if (!file) return void response.writeHead(404).end();
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gzip : file.body;
    response.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(workDir, { recursive: true, force: true });
          done();
        });
      }),
  };
}
