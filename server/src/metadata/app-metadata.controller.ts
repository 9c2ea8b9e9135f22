import { Body, Controller, Delete, Get, HttpCode, Post, Put, UploadedFile } from '@nestjs/common';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ImageUpload } from '../media/image-upload.decorator.js';
import { AppInfoService } from './app-info.service.js';
import { AppMetadataService } from './app-metadata.service.js';
import { UpdateAppMetadataDto } from './dto/update-app-metadata.dto.js';
import { AppMetadataDto, ServiceProviderDto, SupportContactDto } from './dto/app-metadata.dto.js';

/** Public look-and-feel data (the guest UI reads the background from it); changes are ADMIN only. */
@ApiTags('app metadata')
@Controller('app-metadata')
export class AppMetadataController {
  constructor(
    private readonly metadata: AppMetadataService,
    private readonly appInfo: AppInfoService,
  ) {}

  @Get()
  @ApiOkResponse({ type: AppMetadataDto })
  get() {
    return this.metadata.get();
  }

  /** Email, phone and website of the app info (the rest of it stays ADMIN only). */
  @Get('support')
  @ApiOkResponse({ type: SupportContactDto })
  support() {
    return this.appInfo.supportContact();
  }

  /** Name, address and contact of the restaurant, as the guest app's accessibility statement names them. */
  @Get('provider')
  @ApiOkResponse({ type: ServiceProviderDto })
  provider() {
    return this.appInfo.serviceProvider();
  }

  @Put()
  @Auth('ADMIN')
  @ApiOkResponse({ type: AppMetadataDto })
  update(@Body() body: UpdateAppMetadataDto) {
    return this.metadata.update(body);
  }

  @Post('upload/background')
  @HttpCode(200)
  @Auth('ADMIN')
  @ImageUpload()
  @ApiOkResponse({ type: AppMetadataDto })
  uploadBackground(@UploadedFile() file: UploadedMultipartFile | undefined) {
    return this.metadata.upload('background', file?.buffer);
  }

  @Delete('upload/background')
  @Auth('ADMIN')
  @ApiOkResponse({ type: AppMetadataDto })
  resetBackground() {
    return this.metadata.reset('background');
  }

  @Post('upload/default-item')
  @HttpCode(200)
  @Auth('ADMIN')
  @ImageUpload()
  @ApiOkResponse({ type: AppMetadataDto })
  uploadDefaultItem(@UploadedFile() file: UploadedMultipartFile | undefined) {
    return this.metadata.upload('defaultItem', file?.buffer);
  }

  @Delete('upload/default-item')
  @Auth('ADMIN')
  @ApiOkResponse({ type: AppMetadataDto })
  resetDefaultItem() {
    return this.metadata.reset('defaultItem');
  }

  /** The restaurant's logo: the guest app's header shows it and /favicon.ico serves it. */
  @Post('upload/logo')
  @HttpCode(200)
  @Auth('ADMIN')
  @ImageUpload()
  @ApiOkResponse({ type: AppMetadataDto })
  uploadLogo(@UploadedFile() file: UploadedMultipartFile | undefined) {
    return this.metadata.upload('logo', file?.buffer);
  }

  @Delete('upload/logo')
  @Auth('ADMIN')
  @ApiOkResponse({ type: AppMetadataDto })
  resetLogo() {
    return this.metadata.reset('logo');
  }
}
