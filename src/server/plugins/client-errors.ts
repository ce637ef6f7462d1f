import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorBody } from './errors';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (header block past the size limit, a
 * request that took too long to arrive, bytes that are not HTTP). Fastify's `clientErrorHandler` option
 * installs this on the server's `clientError` event, so these answers come in the one error shape too.
 */
function answerFor(parserCode: string | undefined): { status: number; body: ErrorBody } {
  switch (parserCode) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: {
          error: {
            code: 'headers_too_large',
            message: 'The request headers (with the address and cookies) are too large.',
          },
        },
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        body: { error: { code: 'request_timeout', message: 'The request took too long to arrive.' } },
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return {
        status: 413,
        body: { error: { code: 'payload_too_large', message: 'The request body is too large.' } },
      };
    default:
      return {
        status: 400,
        body: { error: { code: 'malformed_request', message: 'The request is not valid HTTP.' } },
      };
  }
}

/** The response as raw bytes: there is no request object to answer through, only the socket. */
function clientErrorResponse(parserCode: string | undefined): string {
  const { status, body } = answerFor(parserCode);
  const text = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    text,
  ].join('\r\n');
}

/** The response each connection is sending now, from the server's public `request` event. */
const responses = new WeakMap<Socket, ServerResponse>();

/**
 * Remembers which response a connection is in the middle of, so a refusal is never written into it.
 * Called once with the server Fastify listens on (`app.server`).
 */
export function trackResponses(server: Server): void {
  server.on('request', (request, response: ServerResponse) => {
    const socket = request.socket;
    responses.set(socket, response);
    const done = () => {
      if (responses.get(socket) === response) responses.delete(socket);
    };
    response.once('finish', done);
    response.once('close', done);
  });
}

export function clientErrorHandler(
  this: { log: FastifyBaseLogger },
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.info({ parserCode: error.code }, 'request refused before routing');
  // As Node does: only when no response has started on this connection (keep-alive); bytes of a
  // refusal inside a response that is being sent would corrupt it.
  if (socket.writable && !responses.get(socket)?.headersSent) socket.write(clientErrorResponse(error.code));
  socket.destroy(error);
}
