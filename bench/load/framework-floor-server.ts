/**
 * The framework floor: a bare Fastify server (no plugins, no logger, no database) answering each route
 * with the exact JSON bytes the real API answered, pinned to the server's core. API ÷ this floor is what
 * our plugins, hooks, queries and serialisation cost on top of Fastify itself.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serveWorker } from '../lib/processes';

let server: FastifyInstance | undefined;

async function start(payload: { bodies: Record<string, string> }): Promise<{ port: number }> {
  server = Fastify({ logger: false });
  const bodies = new Map(Object.entries(payload.bodies));
  // PUT too, for the note save: Fastify parses the JSON body as the API's route would, then answers.
  server.route<{ Params: { name: string } }>({
    method: ['GET', 'PUT'],
    url: '/floor/:name',
    handler: async (request, reply) => {
      const body = bodies.get(request.params.name);
      if (body === undefined) return reply.code(404).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  return { port: typeof address === 'object' && address ? address.port : 0 };
}

async function stop(): Promise<void> {
  await server?.close();
}

serveWorker({ start, stop });
