// The wire model of the Tischlein API, one name per schema of the OpenAPI document (see openapi.ts).
import type { components } from './openapi';

type Schemas = components['schemas'];
export type { components, operations, paths } from './openapi';
export type Schema<Name extends keyof Schemas> = Schemas[Name];
