/** The operations of the API as its own OpenAPI document describes them, for the fuzzer to call. */

export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

/** Who the operation is for: staff (an admin token opens it), one guest session, or anyone. */
export type Access = 'staff' | 'session' | 'public';

export interface Operation {
  /** "POST /api/admin/tables/{id}" */
  key: string;
  method: string;
  /** The path with `{name}` placeholders, as the document has it. */
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; schema: JsonSchema }>;
  body?: { contentType: string; schema: JsonSchema };
  access: Access;
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Replaces every `$ref` by the schema it names (the document's DTOs reference each other, never themselves in a loop we follow twice). */
export function resolveRefs(schema: JsonSchema | undefined, doc: OpenApiDocument, seen: string[] = []): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    if (seen.includes(name)) return { type: 'object' };
    return resolveRefs(doc.components?.schemas?.[name], doc, [...seen, name]);
  }
  const resolved: JsonSchema = { ...schema };
  if (schema.items) resolved.items = resolveRefs(schema.items, doc, seen);
  if (schema.properties) {
    resolved.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, sub]) => [name, resolveRefs(sub, doc, seen)]));
  }
  for (const list of ['oneOf', 'anyOf', 'allOf'] as const) {
    if (schema[list]) resolved[list] = schema[list].map((sub) => resolveRefs(sub, doc, seen));
  }
  return resolved;
}

function accessOf(path: string, operation: OpenApiOperation): Access {
  if (path.includes('{sessionId}')) return 'session';
  return operation.security?.length ? 'staff' : 'public';
}

function bodyOf(operation: OpenApiOperation, doc: OpenApiDocument): Operation['body'] {
  const [entry] = Object.entries(operation.requestBody?.content ?? {});
  return entry ? { contentType: entry[0], schema: resolveRefs(entry[1].schema, doc) } : undefined;
}

/** Every operation of the document, in the document's order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    METHODS.filter((method) => byMethod[method]).map((method) => {
      const operation = byMethod[method];
      const params = operation.parameters ?? [];
      const param = (p: OpenApiParameter) => ({ name: p.name, schema: resolveRefs(p.schema, doc) });
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map(param),
        queryParams: params.filter((p) => p.in === 'query').map(param),
        body: bodyOf(operation, doc),
        access: accessOf(path, operation),
      };
    }),
  );
}
