import { ConsoleLogger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { requestLogger } from './common/request-logger.middleware.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/app-config.js';
import { LiveIoAdapter } from './live/live-io.adapter.js';
import { acceptJsonOnly } from './http/json-only.middleware.js';
import { inspectRequestInput } from './http/request-input.middleware.js';
import { securityHeaders } from './http/security-headers.js';
import { buildOpenApiDocument } from './openapi/openapi-document.js';
import { mountSpas } from './spa/spa.js';

function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/json' });
}

/** Builds the configured application (used by main.ts and by the API tests). */
export async function createApp(config: AppConfig, options: { logger?: false } = {}): Promise<NestExpressApplication> {
  const logger =
    options.logger === false ? false : new ConsoleLogger({ json: process.env.NODE_ENV === 'production', logLevels: config.logLevels });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger,
    bodyParser: false,
    abortOnError: false,
  });
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; anyone else could forge it.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  app.use('/api', requestLogger);
  // JSON only (no urlencoded parser): see acceptJsonOnly.
  app.use('/api', acceptJsonOnly);
  app.useBodyParser('json', { limit: '100kb' });
  app.use('/api', inspectRequestInput);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new LiveIoAdapter(app, config));
  setUpOpenApi(app);
  mountSpas(app.getHttpAdapter().getInstance(), { guest: config.guestUiDist, admin: config.adminUiDist });
  return app;
}
