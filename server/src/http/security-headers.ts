import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/app-config.js';

/**
 * Helmet's headers, except that HSTS and CSP's `upgrade-insecure-requests` are sent only when the
 * product is served over https: a restaurant often runs it over plain HTTP on its own network
 * (http://192.168.1.20:3000), where the upgrade would make the browser fetch every script over
 * https and render nothing. Cross-Origin-Opener-Policy, which browsers only honour over https, likewise.
 */
function helmetOptions(config: Pick<AppConfig, 'servedOverHttps'>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': config.servedOverHttps ? [] : null,
      },
    },
    strictTransportSecurity: config.servedOverHttps,
    // Browsers ignore (and log an error for) COOP on a plain-HTTP origin that is not localhost.
    crossOriginOpenerPolicy: config.servedOverHttps,
  };
}

/** The headers helmet sets, worked out once: they depend on the configuration only, not on the request. */
export function securityHeaderValues(config: Pick<AppConfig, 'servedOverHttps'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    // Lower-case names, as fastify keeps them: it then need not make a new string of each name per answer.
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(config))({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Sends the security headers on every answer (API, web apps, 404s and errors alike). @fastify/helmet would
 * build helmet anew for every request, which showed in the menu-read profile; the values never change.
 * An answer to a request with a token is that token holder's (orders, accounts, a guest's basket): `no-store`
 * keeps it out of the browser's and any proxy's cache (a route that sets its own Cache-Control still may).
 */
export function registerSecurityHeaders(fastify: FastifyInstance, config: Pick<AppConfig, 'servedOverHttps'>): void {
  const headers = securityHeaderValues(config);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
    done();
  });
}
