import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { startTestApp, type TestApp } from '../testing/test-app';
import { waitFor } from '../testing/wait-for';

const lines: Record<string, unknown>[] = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOG_LEVEL: 'info' }, logger: (config) => loggerOptions(config, stream) });
});
afterAll(async () => {
  await t.close();
});

const requestLines = (id: string) => lines.filter((line) => line.reqId === id);

/** The line is written once the answer went out, which can be just after the client has it. */
const completed = (id: string) =>
  waitFor(() => requestLines(id).some((line) => line.msg === 'request completed'), {
    what: `the log line of request ${id}`,
  });

describe('request log', () => {
  it('writes one line per request, when it is answered: method, redacted URL, status and time', async () => {
    const res = await fetch(`${t.baseUrl}/api/health?code=secret-code`, {
      headers: { cookie: 'pb_session=abc' },
    });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id') ?? '';
    await completed(id);
    const logged = requestLines(id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?code=%5BRedacted%5D' },
      res: { statusCode: 200 },
    });
    expect(typeof logged[0]!.responseTime).toBe('number');
    expect(JSON.stringify(logged[0])).not.toContain('abc');
  });

  it('logs refused requests the same way, with their status', async () => {
    const res = await fetch(`${t.baseUrl}/api/no/such/route`);
    expect(res.status).toBe(404);
    const id = res.headers.get('x-request-id') ?? '';
    await completed(id);
    const logged = requestLines(id);
    const completions = logged.filter((line) => line.msg === 'request completed');
    expect(completions).toHaveLength(1);
    expect(completions[0]).toMatchObject({
      req: { method: 'GET', url: '/api/no/such/route' },
      res: { statusCode: 404 },
    });
    // Besides it, only the error handler's own line naming the refusal's code.
    expect(logged.filter((line) => line.msg !== 'request completed')).toEqual([
      expect.objectContaining({ msg: 'request refused', code: 'route_not_found' }),
    ]);
  });
});
