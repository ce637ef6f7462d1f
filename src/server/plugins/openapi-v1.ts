import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { App } from '../app-types';
import type { Config } from '../config';
import { packageVersion } from '../paths';
import { inlineParameterSchemas } from './openapi';

type Json = unknown;

/** The names of the component schemas `value` refers to, directly or through other components. */
function referencedSchemas(
  value: Json,
  components: Record<string, Json>,
  found = new Set<string>(),
): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedSchemas(item, components, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        const name = child.slice('#/components/schemas/'.length);
        if (!found.has(name)) {
          found.add(name);
          referencedSchemas(components[name], components, found);
        }
      } else {
        referencedSchemas(child, components, found);
      }
    }
  }
  return found;
}

/**
 * The document of the public API alone, at /api/v1/openapi.json with a reference page at /api/v1/docs
 * (ADR 186). Registered inside the v1 scope, so its @fastify/swagger sees only the v1 routes; the app's
 * own document leaves them out (plugins/openapi.ts). Only the schemas the v1 operations use are kept.
 */
export async function openApiV1Plugin(v1: App, opts: { config: Config }) {
  await v1.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Podbrief public API',
        version: `1 (Podbrief ${packageVersion})`,
        description: [
          "The reader's own library for their tools and assistants: subscriptions, the feed, reports with",
          'their learnings and moments, transcripts, search and notes. Create a personal access token in',
          'the profile (Access tokens) and send it as `Authorization: Bearer pb_…`. Scopes: `read`, and',
          '`write:notes` to save notes. Errors always have the shape { error: { code, message } }:',
          '401 `token_required` / `token_invalid`, 403 `token_scope_required`, 404 `report_not_found` for a',
          'report outside your library, 429 `rate_limited` with Retry-After. Every answer links back to',
          'Podbrief (`url`), at the moment when there is one.',
        ].join(' '),
      },
      servers: [{ url: opts.config.appUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A personal access token, pb_…' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => jsonSchemaTransform(inlineParameterSchemas(input)),
    transformObject: jsonSchemaTransformObject,
    hideUntagged: true,
  });

  const document = () => {
    const full = v1.swagger() as {
      paths?: Json;
      components?: { schemas?: Record<string, Json> };
    } & Record<string, Json>;
    const schemas = full.components?.schemas ?? {};
    const used = referencedSchemas(full.paths, schemas);
    return {
      ...full,
      components: {
        ...full.components,
        schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
      },
    };
  };

  await v1.register(swaggerUi, {
    routePrefix: '/docs',
    // The page without its final slash names its files from the site's root: it must know it lives
    // under /api/v1, or /api/v1/docs asks for /docs/static/… and gets the app's HTML.
    indexPrefix: '/api/v1',
    // The app's CSP (plugins/security-headers.ts) covers this page too, as it does /api/docs.
    staticCSP: false,
    transformSpecificationClone: false,
    transformSpecification: () => document(),
  });
  v1.get('/openapi.json', { schema: { hide: true } }, async () => document());
}
