import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ParseUuidPipe } from '../common/id.pipe.js';
import { MediaService } from './media.service.js';

/** If-None-Match may list several tags, weak or strong, or be `*`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** Images never change under one id (a new upload is a new id), so they may be cached for a year. */
  @Get(':id')
  async serve(@Param('id', ParseUuidPipe) id: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() res: Response) {
    const meta = await this.media.headers(id);
    const etag = `"${meta.etag}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (matchesEtag(ifNoneMatch, etag)) {
      res.status(304).end();
      return;
    }
    const media = await this.media.get(id);
    res.setHeader('Content-Type', media.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(media.data);
  }
}
