import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { GuestOrderEventMessageDto, StaffOrderEventMessageDto } from '../orders/dto/guest-order.dto.js';

/** The API's OpenAPI document, as served at /api/docs and as the web apps' wire types are generated from. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder().setTitle('Tischlein API').setVersion('1').addBearerAuth().build();
  // The live feed's messages travel over Socket.IO, not HTTP; listed so the apps get their types too.
  return SwaggerModule.createDocument(app, config, { extraModels: [StaffOrderEventMessageDto, GuestOrderEventMessageDto] });
}
