import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../config/app-config.js';

/**
 * Helmet's headers, except that HSTS and CSP's `upgrade-insecure-requests` are sent only when the
 * product is served over https: a restaurant often runs it over plain HTTP on its own network
 * (http://192.168.1.20:3000), where the upgrade would make the browser fetch every script over
 * https and render nothing. Cross-Origin-Opener-Policy, which browsers only honour over https, likewise.
 */
export function securityHeaders(config: Pick<AppConfig, 'servedOverHttps'>): FastifyHelmetOptions {
  return {
    global: true,
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
