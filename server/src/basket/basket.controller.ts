import { Body, Controller, Delete, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { OperationId } from '../common/openapi.js';
import { GuestRateLimit } from '../rate-limits/guest-rate-limit.guard.js';
import { CurrentGuest, SessionOwnerGuard } from '../sessions/session-owner.guard.js';
import type { ActiveSession } from '../sessions/sessions.repository.js';
import { ParseIdPipe, ParseUuidPipe } from '../common/id.pipe.js';
import { GuestLanguage, type Language } from '../common/translations.js';
import { BasketService } from './basket.service.js';
import { AddBasketItemDto } from './dto/add-basket-item.dto.js';
import { RemoveBasketItemQueryDto } from './dto/remove-basket-item.dto.js';
import { BasketDto } from './dto/basket.dto.js';

@ApiTags('basket (guest)')
@ApiBearerAuth()
@UseGuards(SessionOwnerGuard)
@Controller('sessions/:sessionId/basket')
export class BasketController {
  constructor(private readonly basket: BasketService) {}

  @Get()
  @ApiOkResponse({ type: BasketDto })
  get(@Param('sessionId', ParseUuidPipe) _sessionId: string, @CurrentGuest() guest: ActiveSession, @GuestLanguage() lang: Language) {
    return this.basket.get(guest, lang);
  }

  @Post('items')
  @GuestRateLimit('write')
  @ApiCreatedResponse({ type: BasketDto })
  add(
    @Param('sessionId', ParseUuidPipe) _sessionId: string,
    @CurrentGuest() guest: ActiveSession,
    @Body() dto: AddBasketItemDto,
    @GuestLanguage() lang: Language,
  ) {
    return this.basket.addItem(guest, dto, lang);
  }

  @Delete('items/:itemId')
  @GuestRateLimit('write')
  @ApiOkResponse({ type: BasketDto })
  remove(
    @Param('sessionId', ParseUuidPipe) _sessionId: string,
    @CurrentGuest() guest: ActiveSession,
    @Param('itemId', ParseIdPipe) itemId: number,
    @Query() query: RemoveBasketItemQueryDto,
    @GuestLanguage() lang: Language,
  ) {
    return this.basket.removeItem(guest, itemId, query.quantity, lang);
  }

  @Delete('items/:itemId/addings/:addingId')
  @GuestRateLimit('write')
  @OperationId('BasketController_removeAdding')
  @ApiOkResponse({ type: BasketDto })
  removeExtra(
    @Param('sessionId', ParseUuidPipe) _sessionId: string,
    @CurrentGuest() guest: ActiveSession,
    @Param('itemId', ParseIdPipe) itemId: number,
    @Param('addingId', ParseIdPipe) extraId: number,
    @GuestLanguage() lang: Language,
  ) {
    return this.basket.removeExtra(guest, itemId, extraId, lang);
  }
}
