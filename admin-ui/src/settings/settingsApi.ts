import type { AppInfo, AppMetadata, Schema, User } from '@tischlein/api-types';
import { apiFetch } from '../providers/http';

/** The two images the restaurant may replace (spec 7, Application metadata). */
export type MetadataImage = 'default-item' | 'background';

/** PUT /user/{id} answers a fresh jwt when one changed the own password. */
export type UpdatedUser = Schema<'UpdatedUserDto'>;

/** The calls of the settings screen (spec 7): own account, app info (ADMIN) and the app metadata images. */
export const settingsApi = {
  user: (id: string | number) => apiFetch<User>(`/user/${id}`),
  changePassword: (id: string | number, password: string) =>
    apiFetch<UpdatedUser>(`/user/${id}`, { method: 'PUT', body: JSON.stringify({ password }) }),
  appInfo: () => apiFetch<AppInfo>('/admin/app-info'),
  saveAppInfo: (info: Partial<AppInfo>) => apiFetch<AppInfo>('/admin/app-info', { method: 'PUT', body: JSON.stringify(info) }),
  metadata: () => apiFetch<AppMetadata>('/app-metadata'),
  uploadImage: (image: MetadataImage, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiFetch<AppMetadata>(`/app-metadata/upload/${image}`, { method: 'POST', body });
  },
  resetImage: (image: MetadataImage) => apiFetch<AppMetadata>(`/app-metadata/upload/${image}`, { method: 'DELETE' }),
};
