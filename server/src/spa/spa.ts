import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/** Serves a built single-page app: its files, and index.html for every client-side route under its prefixes. */
function mountSpa(app: Express, dist: string, assetBase: string, routePrefixes: string[]): void {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return;
  app.use(assetBase, express.static(dist, { index: false, redirect: false, maxAge: '1y', immutable: true, fallthrough: true }));
  const sendIndex = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  for (const prefix of routePrefixes) app.get([prefix, `${prefix}/*splat`], sendIndex);
}

/** One port serves everything: /api, the guest app under /order and the back office under /login and /admin. */
export function mountSpas(app: Express, dists: { guest: string | null; admin: string | null }): void {
  if (dists.guest) mountSpa(app, dists.guest, '/order', ['/order']);
  if (dists.admin) mountSpa(app, dists.admin, '/admin', ['/admin', '/login']);
  app.get('/', (_req, res) => res.redirect(302, '/order/start'));
}
