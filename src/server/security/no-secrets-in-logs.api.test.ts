import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { EMULATOR_CLIENT } from '../config';
import { CookieJar } from '../testing/cookie-jar';
import { chooseAccount, createClient, postCallback, startSignIn } from '../testing/sign-in';
import type { TestApp } from '../testing/test-app';
import { freePort } from '../testing/free-port';
import { waitFor } from '../testing/wait-for';

/**
 * Security review, logs (issue #9 item 5): the real process (src/server/main.ts, the production logger
 * with its redaction rules) at the most verbose level, driven through sign-in, token rotation, forged
 * cookies and bearer headers, failed sign-ins and errors. Its whole pino output must not contain a
 * session token, the login binding, an authorization code, a bearer token, the session secret or the
 * OAuth client secret. In-process API tests run with the logger off, so only a child process shows what
 * production would write.
 */

const root = new URL('../../../', import.meta.url).pathname;
const sessionSecret = `log-canary-secret-${randomBytes(16).toString('hex')}`;
const bearer = `bearer-canary-${randomBytes(8).toString('hex')}`;
let server: ChildProcess;
let output = '';
let work: string;
let target: TestApp;

beforeAll(async () => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  work = await mkdtemp(join(tmpdir(), 'podbrief-logs-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: join(work, 'data'),
      FILES_DIR: join(work, 'files'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'trace',
      SESSION_SECRET: sessionSecret,
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', () => reject(new Error(`server exited at start:\n${output.slice(-2000)}`))),
  );
  exited.catch(() => undefined);
  await Promise.race([
    waitFor(() => fetch(`${baseUrl}/api/ready`).then((r) => r.status === 200), {
      what: 'the server to be ready',
      timeoutMs: 60_000,
      intervalMs: 300,
    }),
    exited,
  ]);
  target = { baseUrl, config: { appUrl: baseUrl } as Config } as TestApp;
}, 90_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (work) await rm(work, { recursive: true, force: true });
});

describe('no secrets in the logs', () => {
  it('keeps tokens, cookies, codes and secrets out of everything the server writes', async () => {
    const secrets: Record<string, string> = {
      sessionSecret,
      bearer,
      clientSecret: EMULATOR_CLIENT.clientSecret,
    };

    // A full sign-in through the emulator, keeping every value a log line could leak.
    const jar = new CookieJar();
    const started = await startSignIn(target, jar, { returnPath: '/subscriber/reports' });
    secrets.loginBinding = jar.get('pb_login') ?? '';
    const redirect = await chooseAccount(target, jar, started, 'log.canary@example.test', 'Log Canary');
    secrets.authorizationCode = redirect.code ?? '';
    // The browser opens our callback page with the code in the query string.
    await fetch(redirect.callbackUrl, { headers: { accept: 'text/html' } });
    const client = createClient(target, jar);
    expect((await postCallback(client, redirect)).status).toBe(200);
    secrets.firstSessionToken = jar.get('pb_session') ?? '';

    // Token rotation, a replayed code, forged cookies and a bearer header, a refused and a missing route.
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    secrets.rotatedSessionToken = jar.get('pb_session') ?? '';
    expect((await postCallback(client, redirect)).status).toBeGreaterThanOrEqual(400);
    await client.get('/api/profile', undefined, { headers: { authorization: `Bearer ${bearer}` } });
    const forged = createClient(target);
    await forged.get('/api/auth/session', undefined, {
      headers: { cookie: `pb_session=${secrets.firstSessionToken}x` },
    });
    await forged.post('/api/feedback', { subject: 1 }, { headers: { cookie: `pb_session=${bearer}` } });
    await fetch(`${target.baseUrl}/api/profile`, {
      method: 'PATCH',
      headers: { origin: 'https://evil.example', cookie: `pb_session=${secrets.rotatedSessionToken}` },
    });
    await client.get('/api/no/such/route');
    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(204);

    for (const [name, value] of Object.entries(secrets)) expect(value.length, name).toBeGreaterThan(8);
    // The last request's line has reached the pipe, so everything before it has too.
    const lastId = logout.headers.get('x-request-id') ?? '';
    await waitFor(
      () =>
        output
          .split('\n')
          .some((line) => line.includes(`"reqId":"${lastId}"`) && line.includes('request completed')),
      { what: 'the log line of the last request' },
    );
    expect(output).toContain('request completed');
    expect(output.split('\n').length).toBeGreaterThan(20);
    const leaked = Object.entries(secrets)
      .filter(([, value]) => output.includes(value))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
    expect(output).not.toMatch(/pb_session=|pb_login=/);
  });
});
