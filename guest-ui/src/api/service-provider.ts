import type { ServiceProvider } from '@tischlein/api-types';
import { callApi } from './http.ts';

export type { ServiceProvider };

const FIELDS = ['appName', 'companyName', 'appStreet', 'appZipCode', 'appCity', 'email', 'phone', 'website'] as const;

/**
 * GET /app-metadata/provider (public): the restaurant's name, address and contact for the accessibility
 * statement. Every field is a trimmed text or null (blank and missing fields too); throws HttpError on failure.
 */
export async function loadServiceProvider(): Promise<ServiceProvider> {
  const data = await callApi<Partial<Record<keyof ServiceProvider, unknown>> | null>('/app-metadata/provider');
  const field = (name: keyof ServiceProvider) => {
    const value = data && typeof data === 'object' ? data[name] : null;
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  return Object.fromEntries(FIELDS.map((name) => [name, field(name)])) as ServiceProvider;
}
