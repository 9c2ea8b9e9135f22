import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { AppInfoService } from './app-info.service.js';
import { AppInfoDto } from './dto/app-info.dto.js';
import { AppInfoRecordDto } from './dto/app-metadata.dto.js';

@ApiTags('app info (admin)')
@Auth('ADMIN')
@Controller('admin/app-info')
export class AppInfoController {
  constructor(private readonly appInfo: AppInfoService) {}

  @Get()
  @ApiOkResponse({ type: AppInfoRecordDto })
  get() {
    return this.appInfo.get();
  }

  @Put()
  @ApiOkResponse({ type: AppInfoRecordDto })
  update(@Body() body: AppInfoDto) {
    return this.appInfo.update(body);
  }
}
