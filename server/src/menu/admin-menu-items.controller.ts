import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { ImageUpload } from '../media/image-upload.decorator.js';
import { AdminMenuItemImageService } from './admin-menu-item-image.service.js';
import { AdminMenuItemsService } from './admin-menu-items.service.js';
import { availabilityOf } from './availability-body.js';
import { MenuItemDiscountDto, MenuItemInputDto } from './dto/admin-menu-item.dto.js';
import { AdminMenuItemsQueryDto } from './dto/admin-menu-items-query.dto.js';
import { PageOf } from '../common/api-schema.js';
import { AdminMenuItemDto, MenuItemImageDto } from './dto/menu.dto.js';
import { MenuChangesInterceptor } from './menu-changes.interceptor.js';

@ApiTags('menu items (admin)')
@Auth('ADMIN')
@UseInterceptors(MenuChangesInterceptor)
@Controller('admin/menu/items')
export class AdminMenuItemsController {
  constructor(
    private readonly items: AdminMenuItemsService,
    private readonly images: AdminMenuItemImageService,
  ) {}

  @Get()
  @ApiOkResponse({ type: PageOf(AdminMenuItemDto) })
  list(@Query() query: AdminMenuItemsQueryDto) {
    return this.items.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminMenuItemDto })
  one(@Param('id', ParseIdPipe) id: number) {
    return this.items.one(id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminMenuItemDto })
  create(@Body() input: MenuItemInputDto) {
    return this.items.create(input);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminMenuItemDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: MenuItemInputDto) {
    return this.items.update(id, input);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Archiviert das Produkt: Gäste sehen es nicht mehr, Bestellungen behalten ihren Schnappschuss' })
  @ApiOkResponse({ type: AdminMenuItemDto, description: 'The archived item' })
  archive(@Param('id', ParseIdPipe) id: number) {
    return this.items.archive(id);
  }

  @Patch(':id/availability')
  @ApiOperation({ summary: 'Body: true oder false als rohes JSON (oder {"available": bool})' })
  @ApiBody({ schema: { oneOf: [{ type: 'boolean' }, { type: 'object', properties: { available: { type: 'boolean' } } }] } })
  @ApiOkResponse({ type: AdminMenuItemDto })
  setAvailability(@Param('id', ParseIdPipe) id: number, @Body() body: unknown) {
    return this.items.setAvailability(id, availabilityOf(body));
  }

  @Patch(':id/discount')
  @ApiOperation({ summary: 'Alten Preis durchgestrichen zeigen; 409 ohne alten Preis > 0' })
  @ApiOkResponse({ type: AdminMenuItemDto })
  setDiscount(@Param('id', ParseIdPipe) id: number, @Body() input: MenuItemDiscountDto) {
    return this.items.setDiscount(id, input.enabled);
  }

  @Post(':id/image')
  @HttpCode(200)
  @ImageUpload()
  @ApiOkResponse({ type: MenuItemImageDto })
  uploadImage(@Param('id', ParseIdPipe) id: number, @UploadedFile() file: { buffer: Buffer } | undefined) {
    return this.images.replace(id, file?.buffer);
  }

  @Delete(':id/image')
  @ApiOkResponse({ type: MenuItemImageDto })
  removeImage(@Param('id', ParseIdPipe) id: number) {
    return this.images.remove(id);
  }
}
