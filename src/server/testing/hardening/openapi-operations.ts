/**
 * The operations of the published OpenAPI document, flattened for the hardening suites: each one with its
 * method, path template, parameters and JSON body schema. Both suites read the document the running app
 * serves, so a route added tomorrow is fuzzed and must get a row in the authorization matrix.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OperationObject {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** Upper case: GET, POST, … */
  method: string;
  /** The OpenAPI path template, e.g. /api/reports/{id}/note. */
  path: string;
  /** "GET /api/reports/{id}/note": the key of the authorization matrix. */
  key: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body schema, when the operation takes a JSON body. */
  jsonBody: JsonSchema | undefined;
  /** Whether the operation accepts a body at all (JSON or otherwise, e.g. the logo upload). */
  takesBody: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      const pick = (where: string): Parameter[] =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      const content = op.requestBody?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        key: operationKey(method, path),
        pathParams: pick('path'),
        queryParams: pick('query'),
        jsonBody: content?.['application/json']?.schema,
        // The logo upload documents no body schema but takes raw bytes or multipart.
        takesBody: content !== undefined || method === 'post' || method === 'put' || method === 'patch',
      });
    }
  }
  return operations;
}

/** Follows `#/components/schemas/…` references (the document only uses local ones). */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved reference ${current.$ref}`);
    current = target;
  }
  return current;
}

/** A lone UTF-16 surrogate cannot be percent-encoded; a browser sends U+FFFD in its place. */
export const wellFormed = (value: string) =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Puts parameter values into a path template; each value is percent-encoded as one segment. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^{}]+)\}/g, (_match, name: string) => {
    const value = wellFormed(values[name] ?? 'missing');
    // The wildcard of /api/files/{*} spans segments: keep its slashes, encode the rest.
    return name === '*' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}
