import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { helmetOptions, securityHeadersPlugin } from './security-headers';

/**
 * ADR 156: the security headers are worked out once at start instead of by @fastify/helmet on every
 * request. Every response must carry exactly what @fastify/helmet itself would have set, where it would
 * have set it: on a JSON answer, under a route's own header, and on a response written raw.
 */
const configs = {
  production: {
    isProduction: true,
    google: { mode: 'google', issuer: 'https://accounts.google.com' },
    storage: { driver: 's3', endpoint: 'https://files.example.com:9000/base' },
  },
  development: {
    isProduction: false,
    google: { mode: 'emulator', issuer: 'http://localhost:3000' },
    storage: { driver: 'local' },
  },
} as unknown as Record<string, Config>;

function routes(app: FastifyInstance) {
  app.get('/json', async () => ({ ok: true }));
  app.get('/own-csp', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send('x'),
  );
  app.get('/raw', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.end('raw');
  });
}

async function headersOf(register: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify({ logger: false });
  await register(app);
  routes(app);
  const answers = Object.fromEntries(
    await Promise.all(
      ['/json', '/own-csp', '/raw'].map(async (url) => {
        const { headers } = await app.inject(url);
        const { date: _date, ...rest } = headers;
        return [url, rest] as const;
      }),
    ),
  );
  await app.close();
  return answers;
}

describe('security headers worked out once (ADR 156)', () => {
  for (const [name, config] of Object.entries(configs)) {
    it(`sets what @fastify/helmet sets, where it sets it (${name})`, async () => {
      const ours = await headersOf(async (app) => {
        await app.register(securityHeadersPlugin, { config });
      });
      const theirs = await headersOf(async (app) => {
        await app.register(helmet, helmetOptions(config));
        app.addHook('onSend', async (_request, reply) => {
          void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
        });
      });
      expect(ours).toEqual(theirs);
      expect(ours['/json']!['content-security-policy']).toMatch(/^default-src 'self'/);
      expect(ours['/own-csp']!['content-security-policy']).toBe("default-src 'none'");
      expect(ours['/raw']!['x-frame-options']).toBe('SAMEORIGIN');
    });
  }
});

describe('where media may come from (ADR 200)', () => {
  const mediaSrc = async (config: Config) => {
    const answers = await headersOf(async (app) => {
      await app.register(securityHeadersPlugin, { config });
    });
    return /media-src ([^;]*)/.exec(String(answers['/json']!['content-security-policy']))?.[1];
  };

  it('is the app alone with local files: feed enclosures come through the app', async () => {
    expect(await mediaSrc(configs.development!)).toBe("'self'");
  });

  it("adds the bucket's origin on S3, whose signed links point at it", async () => {
    expect(await mediaSrc(configs.production!)).toBe("'self' https://files.example.com:9000");
    const aws = { ...configs.production!, storage: { driver: 's3', endpoint: undefined } } as Config;
    expect(await mediaSrc(aws)).toBe("'self' https://*.amazonaws.com");
  });
});
