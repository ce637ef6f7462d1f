import type { TestApp } from './test-app';

/**
 * Every operation the API publishes, read from the live /api/openapi.json, so a route added later is
 * covered by the security tests without anyone remembering to list it.
 */
export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/reports/{id}. */
  path: string;
  /** Whether the operation declares a JSON request body. */
  jsonBody: boolean;
}

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function apiOperations(t: TestApp): Promise<ApiOperation[]> {
  const res = await fetch(`${t.baseUrl}/api/openapi.json`);
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}`);
  const doc = (await res.json()) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      operations.push({
        method: upper as ApiOperation['method'],
        path,
        jsonBody: Boolean(operation.requestBody?.content?.['application/json']),
      });
    }
  }
  return operations;
}

/** A concrete URL path for an OpenAPI path: every {param} becomes `value` (wildcards a file name). */
export function concretePath(path: string, value = '00000000-0000-4000-8000-000000000000'): string {
  return path.replace(/\{\*\}/g, 'public/nothing.png').replace(/\{[^{}]+\}/g, value);
}
