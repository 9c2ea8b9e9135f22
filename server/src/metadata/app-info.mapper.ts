import type { AppInfo } from './app-info.entity.js';
import type { AppInfoRecordDto } from './dto/app-metadata.dto.js';
import { APP_INFO_FIELDS } from './dto/app-info.dto.js';

export function toAppInfoDto(info: AppInfo): AppInfoRecordDto {
  const fields = Object.fromEntries(APP_INFO_FIELDS.map((field) => [field, info[field]])) as Pick<
    AppInfo,
    (typeof APP_INFO_FIELDS)[number]
  >;
  return { ...fields, createdAt: info.createdAt.toISOString(), updatedAt: info.updatedAt.toISOString() };
}
