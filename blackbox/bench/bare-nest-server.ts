// The menu read's second limit: NestJS on fastify with nothing but one controller that sends the recorded
// answer (status, headers and bytes, as bare-http-server.ts does): what the framework the product is built on
// costs per request on this machine. Started as its own process (argv[2]: the recorded answer as a JSON
// file); prints its port on the first line of stdout.
import { readFileSync } from 'node:fs';
import { Controller, Get, Module, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import type { RecordedAnswer } from './bare-http.js';

const answer = JSON.parse(readFileSync(process.argv[2], 'utf8')) as RecordedAnswer;
const body = Buffer.from(answer.bodyBase64, 'base64');
const path = process.argv[3];

@Controller()
class AnswerController {
  @Get(path)
  answer(@Res() reply: FastifyReply) {
    return reply.code(answer.status).headers(answer.headers).send(body);
  }
}

@Module({ controllers: [AnswerController] })
class AnswerModule {}

const app = await NestFactory.create<NestFastifyApplication>(AnswerModule, new FastifyAdapter(), { logger: false });
await app.listen(0, '127.0.0.1');
const address = app.getHttpServer().address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
