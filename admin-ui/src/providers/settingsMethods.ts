import type { AppInfo, AppMetadata } from '@tischlein/api-types';
import { apiFetch, fileForm } from './http';

/** The images the restaurant may replace (spec 7, Application metadata), and its logo (guest header, favicon). */
export type MetadataImage = 'default-item' | 'background' | 'logo';

/** The query key of the app info record: the settings' dialogs and the panel's first-day checklist share it. */
export const APP_INFO_QUERY = ['settings', 'app-info'];

/** The restaurant's data (app info, ADMIN only) and what the guest app shows (app metadata: images). */
export const settingsMethods = {
  getAppInfo: () => apiFetch<AppInfo>('/admin/app-info'),
  saveAppInfo: (info: Partial<AppInfo>) => apiFetch<AppInfo>('/admin/app-info', { method: 'PUT', body: JSON.stringify(info) }),
  getAppMetadata: () => apiFetch<AppMetadata>('/app-metadata'),
  /** Each image call answers the whole metadata as it is now. */
  uploadMetadataImage: (image: MetadataImage, file: File) =>
    apiFetch<AppMetadata>(`/app-metadata/upload/${image}`, { method: 'POST', body: fileForm(file) }),
  resetMetadataImage: (image: MetadataImage) => apiFetch<AppMetadata>(`/app-metadata/upload/${image}`, { method: 'DELETE' }),
};
