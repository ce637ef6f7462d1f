import type { FastifyInstance } from 'fastify';
import { libraryAnswer, v1Url, type LibraryClient } from './library-client';

/**
 * The library as the remote MCP endpoint reaches it: the same /api/v1 routes, answered in-process with
 * the caller's own Authorization header and address, so scopes, ownership and the per-token rate limit
 * hold exactly as for a direct API call (ADR 188). No network hop, no cookie.
 */
export function injectLibraryClient(
  app: FastifyInstance,
  caller: { authorization: string; ip: string },
): LibraryClient {
  return {
    async request(method, path, { query, body } = {}) {
      const response = await app.inject({
        method,
        url: v1Url(path, query),
        remoteAddress: caller.ip,
        headers: {
          authorization: caller.authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return libraryAnswer(response.statusCode, response.body);
    },
  };
}
