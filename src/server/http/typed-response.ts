import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The response serializer of a hot route whose handler already builds its answer in the exact shape of
 * its response schema (ADR 156): in production the answer is `JSON.stringify`ed as it is, without Zod
 * walking it again on every request. Everywhere else (development, every API test) Zod's own serializer
 * runs too and the route throws unless both give the very same bytes, so a handler that drifts from its
 * schema (an extra field, a wrong type, another key order) fails its tests instead of changing the API.
 */
export function typedResponseSerializer<Schema = ZodType>(
  isProduction: boolean,
): FastifySerializerCompiler<Schema> {
  if (isProduction) return () => (data) => JSON.stringify(data);
  return (route) => {
    const checked = serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
    return (data) => {
      const expected = checked(data);
      const plain = JSON.stringify(data);
      if (plain !== expected) {
        throw new Error(
          `${route.method} ${route.url} (${route.httpStatus}): the answer is not exactly in its schema's shape`,
        );
      }
      return plain;
    };
  };
}
