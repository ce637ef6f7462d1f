import type { FastifyRequest } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import { accessTokenScopes } from '@shared/contract/access-tokens';
import { protectedResourceMetadataSchema, type ProtectedResourceMetadata } from '@shared/contract/mcp';
import type { App } from '../app-types';
import { AppError } from '../errors';
import { requireToken, tokenRateLimit } from '../http/bearer-auth';
import { packageVersion } from '../paths';
import { injectLibraryClient } from './inject-library-client';
import { createPodbriefMcpServer } from './tools';

/** Where an MCP client reads how to get a token for /mcp (RFC 9728 §3: the path of /mcp suffixed too). */
const protectedResourceMetadataPaths = [
  '/.well-known/oauth-protected-resource',
  '/.well-known/oauth-protected-resource/mcp',
];

/**
 * The remote MCP server (ADR 188): Streamable HTTP at POST /mcp, stateless — a new McpServer and
 * transport per request, so any API process answers any request and nothing lives between requests.
 * A bearer access token with the `read` scope is required; without one the 401 names the metadata
 * document, which names this app as the authorisation server. No session cookie is read here and the
 * same-origin check of the cookie API does not apply; instead, as the MCP specification asks against DNS
 * rebinding, a request from a browser page of another origin is refused.
 */
export async function mcpRoutes(app: App) {
  // These routes speak MCP (JSON-RPC) and RFC 9728, which clients discover through the 401 and the
  // metadata, so they stay out of /api/openapi.json and its one error shape; mcp.api.test.ts checks them.
  const { config } = app.deps;
  const appOrigin = new URL(config.appUrl).origin;
  const metadata: ProtectedResourceMetadata = {
    resource: `${config.appUrl}/mcp`,
    authorization_servers: [config.appUrl],
    scopes_supported: [...accessTokenScopes],
    bearer_methods_supported: ['header'],
    resource_name: 'Podbrief',
  };
  const resourceMetadata = `${config.appUrl}${protectedResourceMetadataPaths[0]}`;

  const checkOrigin = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== appOrigin) {
      throw new AppError(
        403,
        'cross_site_request',
        'This MCP endpoint does not answer pages of other sites.',
      );
    }
  };
  const guard = requireToken('read', { challenge: () => ({ resource_metadata: resourceMetadata }) });
  // A token an OAuth client got for another resource is not for us (RFC 8707 audience binding); a
  // personal token names no resource and is good for the reader's whole library.
  const boundHere = async (request: FastifyRequest) => {
    const bound = request.tokenUser?.resource;
    if (bound && bound !== metadata.resource) {
      throw new AppError(401, 'token_invalid', 'This access token was issued for another resource.', {
        headers: {
          'www-authenticate':
            `Bearer realm="Podbrief", resource_metadata="${resourceMetadata}", error="invalid_token", ` +
            'error_description="The access token was issued for another resource"',
        },
      });
    }
  };

  for (const path of protectedResourceMetadataPaths) {
    app.get(
      path,
      {
        schema: {
          hide: true,
          tags: ['mcp'],
          summary: 'OAuth protected resource metadata of the MCP endpoint (RFC 9728)',
          response: { 200: protectedResourceMetadataSchema },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'public, max-age=3600');
        return metadata;
      },
    );
  }

  app.post(
    '/mcp',
    {
      onRequest: [checkOrigin, guard, boundHere],
      config: tokenRateLimit(config),
      schema: {
        hide: true,
        tags: ['mcp'],
        summary: 'MCP Streamable HTTP endpoint (JSON-RPC; stateless)',
        body: z.unknown(),
      },
    },
    async (request, reply) => {
      const server = createPodbriefMcpServer({
        library: injectLibraryClient(app, {
          authorization: request.headers.authorization ?? '',
          ip: request.ip,
        }),
        appUrl: config.appUrl,
        version: packageVersion,
      });
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      // The transport writes the answer on the raw response itself; Fastify must not send one too.
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      } catch (error) {
        request.log.error({ err: error }, 'MCP request failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'application/json' });
          reply.raw.end(
            JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }),
          );
        }
      }
    },
  );

  // Stateless: no stream to open with GET and no session to end with DELETE (MCP Streamable HTTP).
  const notAllowed = async () => {
    throw new AppError(
      405,
      'method_not_allowed',
      'This MCP endpoint is stateless: send JSON-RPC with POST.',
      {
        headers: { allow: 'POST' },
      },
    );
  };
  app.get('/mcp', { onRequest: [checkOrigin], schema: { hide: true } }, notAllowed);
  app.delete('/mcp', { onRequest: [checkOrigin], schema: { hide: true } }, notAllowed);
}
