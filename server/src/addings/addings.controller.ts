import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AddingsService } from './addings.service.js';
import { AddingsQueryDto } from './dto/addings-query.dto.js';

@ApiTags('extras (guest)')
@Controller('addings')
export class AddingsController {
  constructor(private readonly addings: AddingsService) {}

  @Get()
  list(@Query() query: AddingsQueryDto) {
    return this.addings.listForGuests(query.menuItemId);
  }
}
