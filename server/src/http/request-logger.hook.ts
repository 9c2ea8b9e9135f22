import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const logger = new Logger('HTTP');

/** One structured line per API request (at debug level; server errors are logged by the exception filter). */
export function registerRequestLogger(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api')) return;
    logger.debug({
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    });
  });
}
