import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ExtrasService } from './extras.service.js';
import { ExtrasQueryDto } from './dto/extras-query.dto.js';

@ApiTags('extras (guest)')
@Controller('addings')
export class ExtrasController {
  constructor(private readonly extras: ExtrasService) {}

  @Get()
  list(@Query() query: ExtrasQueryDto) {
    return this.extras.listForGuests(query.menuItemId);
  }
}
