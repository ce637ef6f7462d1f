import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionUser } from '../auth/current-user';
import { toErrorResponse } from '../plugins/errors';
import { currentUser, requireAdmin, requireCreator, requireUser } from './authorization';

const people: Record<string, SessionUser> = {
  listener: {
    id: 'listener',
    sessionId: 's1',
    email: 'l@example.test',
    displayName: 'Lee',
    fullName: 'Lee Listener',
    avatarUrl: null,
    isCreator: false,
    isAdmin: false,
  },
  creator: {
    id: 'creator',
    sessionId: 's2',
    email: 'c@example.test',
    displayName: 'Cy',
    fullName: 'Cy Creator',
    avatarUrl: null,
    isCreator: true,
    isAdmin: false,
  },
  admin: {
    id: 'admin',
    sessionId: 's3',
    email: 'a@example.test',
    displayName: 'Ada',
    fullName: 'Ada Admin',
    avatarUrl: null,
    isCreator: false,
    isAdmin: true,
  },
};

let app: FastifyInstance;

beforeAll(async () => {
  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.setErrorHandler((error, _request, reply) => {
    const { status, body } = toErrorResponse(error);
    return reply.status(status).send(body);
  });
  // Stands in for the session plugin: who the caller is comes from a header.
  server.decorateRequest('sessionUser', null);
  server.addHook('onRequest', async (request) => {
    request.sessionUser = people[String(request.headers['x-user'])] ?? null;
  });
  const body = z.object({ n: z.number() });
  const reply = async (request: Parameters<typeof currentUser>[0]) => ({ id: currentUser(request).id });
  server.post('/user', { onRequest: [requireUser], schema: { body } }, reply);
  server.post('/creator', { onRequest: [requireCreator], schema: { body } }, reply);
  server.post('/admin', { onRequest: [requireAdmin], schema: { body } }, reply);
  server.post('/unguarded', { schema: { body } }, reply);
  await server.ready();
  app = server;
});

afterAll(async () => {
  await app.close();
});

const post = (url: string, who: string | null, payload: unknown = { n: 1 }) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(who ? { 'x-user': who } : {}) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('authorization hooks', () => {
  it.each([
    ['/user', null, 401],
    ['/user', 'listener', 200],
    ['/creator', null, 401],
    ['/creator', 'creator', 200],
    ['/admin', null, 401],
    ['/admin', 'listener', 403],
    ['/admin', 'creator', 403],
    ['/admin', 'admin', 200],
  ])('%s as %s → %i', async (url, who, status) => {
    const res = await post(url, who);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 200) expect(res.json()).toEqual({ id: who });
  });

  it.each([
    ['/user', null, 401],
    ['/creator', null, 401],
    ['/admin', null, 401],
    ['/admin', 'listener', 403],
  ])('%s as %s answers %i before looking at the body', async (url, who, status) => {
    expect((await post(url, who, { n: 'not a number' })).statusCode).toBe(status);
    expect((await post(url, who, '{"n": ')).statusCode).toBe(status);
  });

  it('lets the schema refuse the body of a caller the guard let through', async () => {
    const res = await post('/admin', 'admin', { n: 'not a number' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation_error' } });
  });

  it('refuses to hand a handler the user of a route that declares no guard', async () => {
    const res = await post('/unguarded', 'admin');
    expect(res.statusCode).toBe(500);
  });
});
