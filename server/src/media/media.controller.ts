import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ParseUuidPipe } from '../common/id.pipe.js';
import { matchesEtag } from '../http/etag.js';
import { MediaService } from './media.service.js';

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** Images never change under one id (a new upload is a new id), so they may be cached for a year. */
  @Get(':id')
  async serve(
    @Param('id', ParseUuidPipe) id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const meta = await this.media.headers(id);
    const etag = `"${meta.etag}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=31536000, immutable');
    if (matchesEtag(ifNoneMatch, etag)) return reply.code(304).send();
    const media = await this.media.get(id);
    return reply.header('Content-Type', media.contentType).header('X-Content-Type-Options', 'nosniff').send(media.data);
  }
}
