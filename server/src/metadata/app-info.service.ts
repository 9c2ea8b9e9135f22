import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppInfo } from './app-info.entity.js';
import { toAppInfoDto } from './app-info.mapper.js';
import { APP_INFO_FIELDS, type AppInfoDto } from './dto/app-info.dto.js';

@Injectable()
export class AppInfoService {
  constructor(@InjectRepository(AppInfo) private readonly appInfo: Repository<AppInfo>) {}

  async get() {
    return toAppInfoDto(await this.appInfo.findOneByOrFail({ id: 1 }));
  }

  /** Writes the fields present in the payload (never lastInvoiceNo, which invoicing owns). */
  async update(input: AppInfoDto) {
    const changes = Object.fromEntries(APP_INFO_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]));
    await this.appInfo.update({ id: 1 }, { ...changes, updatedAt: new Date() });
    return this.get();
  }
}
