import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { OperationId } from '../common/openapi.js';
import { GuestLanguage, type Language } from '../common/translations.js';
import { ExtrasService } from './extras.service.js';
import { ExtrasQueryDto } from './dto/extras-query.dto.js';
import { ExtraDto } from './dto/extra.dto.js';

// The OpenAPI operation id keeps the specification's word for extras, "adding", as the path does.
@ApiTags('extras (guest)')
@Controller('addings')
export class ExtrasController {
  constructor(private readonly extras: ExtrasService) {}

  @Get()
  @OperationId('AddingsController_list')
  @ApiOkResponse({ type: [ExtraDto] })
  list(@Query() query: ExtrasQueryDto, @GuestLanguage() lang: Language) {
    return this.extras.listForGuests(query.menuItemId, lang);
  }
}
