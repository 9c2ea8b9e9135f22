import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { restaurantTimeZone } from '../common/time-zone.js';
import type { AppInfo } from './app-info.entity.js';
import { toAppInfoDto } from './app-info.mapper.js';
import { APP_INFO_FIELDS, type AppInfoDto } from './dto/app-info.dto.js';
import type { ServiceProviderDto, SupportContactDto } from './dto/app-metadata.dto.js';
import { MetadataRepository } from './metadata.repository.js';

/** The restaurant's data (one row); also what invoices print and the counter they are numbered by. */
@Injectable()
export class AppInfoService {
  constructor(private readonly metadata: MetadataRepository) {}

  async get() {
    return toAppInfoDto(await this.metadata.appInfo());
  }

  /** The restaurant's time zone (app info's, else Europe/Vienna): the days of reports and order filters, invoice times. */
  async timeZone(): Promise<string> {
    return restaurantTimeZone((await this.metadata.appInfo()).timezone);
  }

  /** The public part: how staff reach the restaurant's support. */
  async supportContact(): Promise<SupportContactDto> {
    const { email, phone, website } = await this.metadata.appInfo();
    return { email, phone, website };
  }

  /** The public provider details of the guest app (accessibility statement). */
  async serviceProvider(): Promise<ServiceProviderDto> {
    const { appName, companyName, appStreet, appZipCode, appCity, email, phone, website } = await this.metadata.appInfo();
    return { appName, companyName, appStreet, appZipCode, appCity, email, phone, website };
  }

  /** Writes the fields present in the payload (never lastInvoiceNo, which invoicing owns), in the caller's transaction if given. */
  async update(input: AppInfoDto, manager?: EntityManager) {
    const changes = Object.fromEntries(APP_INFO_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]));
    await this.metadata.updateAppInfo({ ...changes, updatedAt: new Date() }, manager);
    return toAppInfoDto(await this.metadata.appInfo(manager));
  }

  /** The row as it is, for an invoice being issued in the caller's transaction. */
  current(manager: EntityManager): Promise<AppInfo> {
    return this.metadata.appInfo(manager);
  }

  /** The next invoice number with its prefix; the number is given back if the caller's transaction rolls back. */
  async takeInvoiceNumber(manager: EntityManager): Promise<string> {
    const { number, prefix } = await this.metadata.takeInvoiceNumber(manager);
    return `${prefix ?? ''}${number}`;
  }
}
