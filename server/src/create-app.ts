import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import { ConsoleLogger, type INestApplication } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { guestLanguage } from './common/translations.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/app-config.js';
import { JSON_BODY_LIMIT, registerJsonBody } from './http/json-body.js';
import { registerRequestInputInspection } from './http/request-input.hook.js';
import { registerRequestLogger } from './http/request-logger.hook.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { LiveIoAdapter } from './live/live-io.adapter.js';
import { CATALOGUE_ROUTES, registerCataloguePageShortcut } from './menu/catalogue-page.js';
import { type GuestMenuAnswer, GuestMenuPages } from './menu/guest-menu-pages.js';
import { RestaurantFaceService } from './metadata/restaurant-face.service.js';
import { buildOpenApiDocument } from './openapi/openapi-document.js';
import { firstScreenPainter } from './spa/first-screen.js';
import { guestPageAnswers, mountSpas } from './spa/spa.js';

/** Answers smaller than this go out uncompressed: compressing them costs more than it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** The document is built on its first request: building it costs a third of a second, every start paid it. */
function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/json' });
}

function createAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; anyone else could forge it.
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
  });
}

/** Builds the configured application (used by main.ts and by the API tests). */
export async function createApp(config: AppConfig, options: { logger?: false } = {}): Promise<NestFastifyApplication> {
  const logger =
    options.logger === false ? false : new ConsoleLogger({ json: process.env.NODE_ENV === 'production', logLevels: config.logLevels });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), createAdapter(config), {
    logger,
    bodyParser: false,
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerSecurityHeaders(fastify, config);
  // JSON answers above the threshold; the web apps' files are compressed at build time (see spa.ts).
  fastify.addHook('onRoute', (route) => {
    // No route takes compressed request bodies (they would only slip past the body limit's intent).
    route.decompress = false;
    if (CATALOGUE_ROUTES.has(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
  if (config.logLevels.includes('debug')) registerRequestLogger(fastify);
  registerJsonBody(fastify);
  registerRequestInputInspection(fastify);
  const menuPages = app.get(GuestMenuPages);
  registerCataloguePageShortcut(fastify, (url, acceptLanguage) => menuPages.builtPageFor(url, acceptLanguage));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(HttpAdapterHost)));
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new LiveIoAdapter(app, config));
  if (config.apiDocs) setUpOpenApi(app);
  const embedded = (answers: GuestMenuAnswer[]) => answers.map(({ url, page }) => ({ url, etag: page.etag, json: page.plain }));
  const guestAnswersOf = guestPageAnswers({
    opening: async (type, acceptLanguage) => embedded(await menuPages.opening(type, guestLanguage(undefined, acceptLanguage))),
    starting: async (acceptLanguage) => embedded(await menuPages.starting(guestLanguage(undefined, acceptLanguage))),
  });
  const face = app.get(RestaurantFaceService);
  await mountSpas(
    fastify,
    { guest: config.guestUiDist, admin: config.adminUiDist },
    {
      guestAnswersOf,
      guestFaceOf: () => face.face(),
      // Built beside the guest app (guest-ui's `build`).
      guestFirstScreen: config.guestUiDist
        ? firstScreenPainter(join(config.guestUiDist, '..', 'dist-first-screen', 'first-screen.js'))
        : null,
      faviconOf: () => face.favicon(),
    },
  );
  return app;
}
