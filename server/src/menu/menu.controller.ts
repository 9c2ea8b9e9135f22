import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ParseIdPipe, ParseOptionalIdPipe } from '../common/id.pipe.js';
import { GuestLanguage, type Language, LANGUAGES } from '../common/translations.js';
import { CacheHeaders, type CacheRequestHeaders, sendCataloguePage } from './catalogue-page.js';
import { CategoriesQueryDto, VatQueryDto } from './dto/menu-query.dto.js';
import { GuestMenuPages } from './guest-menu-pages.js';
import { MenuService } from './menu.service.js';
import { CategoryDto, GuestMenuItemDto, MenuItemVatDto, MenuTypeDto } from './dto/menu.dto.js';

/**
 * The guests' menu. Types, categories and items are answered from MenuCatalogueCache as ready bytes
 * with an ETag (304 when the guest has them); they change only when the back office edits the menu.
 * Each answers in the language of `?lang=` or Accept-Language, German per field where a translation is missing.
 */
@ApiQuery({ name: 'lang', required: false, enum: LANGUAGES, description: 'Sprache der Texte; ohne: Accept-Language, sonst Deutsch' })
@ApiTags('menu (guest)')
@Controller('menu')
export class MenuController {
  constructor(
    private readonly menu: MenuService,
    private readonly pages: GuestMenuPages,
  ) {}

  @Get('types')
  @ApiOkResponse({ type: [MenuTypeDto] })
  async types(@GuestLanguage() lang: Language, @CacheHeaders() headers: CacheRequestHeaders, @Res() reply: FastifyReply) {
    return sendCataloguePage(reply, await this.pages.types(lang), headers);
  }

  @Get('categories')
  @ApiOkResponse({ type: [CategoryDto] })
  async categories(
    @Query() query: CategoriesQueryDto,
    @GuestLanguage() lang: Language,
    @CacheHeaders() headers: CacheRequestHeaders,
    @Res() reply: FastifyReply,
  ) {
    return sendCataloguePage(reply, await this.pages.categories(query.type, lang), headers);
  }

  @Get('categories/:id/items')
  @ApiOkResponse({ type: [GuestMenuItemDto] })
  async itemsOfCategory(
    @Param('id', ParseIdPipe) id: number,
    @GuestLanguage() lang: Language,
    @CacheHeaders() headers: CacheRequestHeaders,
    @Res() reply: FastifyReply,
  ) {
    return sendCataloguePage(reply, await this.pages.items(id, lang), headers);
  }

  @Get('items/vat')
  @ApiOkResponse({ type: [MenuItemVatDto] })
  vat(@Query() query: VatQueryDto) {
    return this.menu.vatRates(query.ids);
  }

  /** The hottest read of all: its two optional ids are checked by a pipe, without a query DTO to transform and validate. */
  @Get('items')
  @ApiQuery({ name: 'category', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiQuery({ name: 'categoryId', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiOkResponse({ type: [GuestMenuItemDto] })
  async items(
    @Query('category', new ParseOptionalIdPipe('category')) category: number | undefined,
    @Query('categoryId', new ParseOptionalIdPipe('categoryId')) categoryIdParam: number | undefined,
    @GuestLanguage() lang: Language,
    @CacheHeaders() headers: CacheRequestHeaders,
    @Res() reply: FastifyReply,
  ) {
    return sendCataloguePage(reply, await this.pages.items(category ?? categoryIdParam, lang), headers);
  }
}
