import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { packageVersion } from '../paths';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * @fastify/swagger expands querystring, params and headers into OpenAPI parameters and cannot follow a
 * `$ref` there. A zod object with `.meta({ id })` becomes such a reference, so for those three parts the
 * document uses an unnamed object of the same fields (only the document; validation is unaffected).
 */
export function inlineParameterSchemas(input: TransformInput): TransformInput {
  const schema = input.schema as Record<string, unknown> | undefined;
  if (!schema) return input;
  const copy: Record<string, unknown> = { ...schema };
  for (const part of ['querystring', 'params', 'headers']) {
    const value = copy[part];
    if (value instanceof z.ZodObject) copy[part] = z.object(value.shape);
  }
  return { ...input, schema: copy as TransformInput['schema'] };
}

/** Publishes every route's zod schemas as OpenAPI at /api/openapi.json, with a docs page at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Podbrief API',
          version: packageVersion,
          description:
            'Read podcasts instead of listening to them. Errors always have the shape { error: { code, message } }.',
        },
        servers: [{ url: opts.config.appUrl }],
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'pb_session' } },
        },
      },
      // The public API /api/v1 has a document of its own (plugins/openapi-v1.ts).
      transform: (input) =>
        input.url.startsWith('/api/v1/')
          ? { schema: { ...input.schema, hide: true }, url: input.url }
          : jsonSchemaTransform(inlineParameterSchemas(input)),
      transformObject: jsonSchemaTransformObject,
      hideUntagged: true,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The app's own CSP (plugins/security-headers.ts) covers the docs page too; swagger-ui's built-in one
      // was looser (frame-ancestors 'self', no form-action, a third-party image host).
      staticCSP: false,
      transformSpecificationClone: true,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
