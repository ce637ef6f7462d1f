import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SESSION_SECRET, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

const productionBase = {
  NODE_ENV: 'production',
  APP_URL: 'https://podbrief.example',
  SESSION_SECRET: 'x'.repeat(48),
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret',
};

describe('loadConfig', () => {
  it('runs with no configuration at all on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.database.kind).toBe('pglite');
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/data[/\\]pglite$/);
    expect(config.storage).toEqual({ driver: 'local', filesDir: expect.stringMatching(/data[/\\]files$/) });
    expect(config.google.mode).toBe('emulator');
    expect(config.google.issuer).toBe('http://localhost:3000/dev-google');
    expect(config.llm).toBeUndefined();
    expect(config.role).toBe('all');
    expect(config.seedDemo).toBe('auto');
    expect(config.rateLimitPerMinute).toBe(300);
    expect(config.maxRequestsInFlight).toBe(100);
    expect(config.noteWritesPerMinute).toBe(120);
  });

  it('bounds live event streams by default and refuses limits that are not positive', () => {
    expect(loadConfig({}).eventStreams).toEqual({ maxOpen: 5000, perUser: 10, maxLifetimeMs: 30 * 60_000 });
    expect(loadConfig({ EVENT_STREAM_MAX_MINUTES: '0.5' }).eventStreams.maxLifetimeMs).toBe(30_000);
    const problems = problemsOf({
      MAX_EVENT_STREAMS: '0',
      EVENT_STREAMS_PER_USER: 'many',
      EVENT_STREAM_MAX_MINUTES: '-1',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'EVENT_STREAMS_PER_USER',
      'EVENT_STREAM_MAX_MINUTES',
      'MAX_EVENT_STREAMS',
    ]);
  });

  it('lists every invalid value in one error', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      ROLE: 'janitor',
      DATABASE_URL: 'mysql://localhost/db',
      SESSION_SECRET: 'short',
      APP_URL: 'not a url',
      STORAGE_DRIVER: 's3',
    });
    const named = problems.map((p) => p.split(':')[0]);
    expect(named).toEqual(
      expect.arrayContaining(['PORT', 'ROLE', 'DATABASE_URL', 'SESSION_SECRET', 'APP_URL', 'S3_BUCKET']),
    );
    expect(problems.find((p) => p.startsWith('DATABASE_URL'))).toContain('postgres://');
  });

  it('names both halves of a pair that is only half set', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'only-the-id' })).toEqual([
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither',
    ]);
    expect(problemsOf({ LLM_BASE_URL: 'http://localhost:11434/v1' })[0]).toMatch(
      /^LLM_BASE_URL and LLM_MODEL/,
    );
  });

  it('transcribes only with both TRANSCRIBE_BASE_URL and TRANSCRIBE_MODEL, with OpenAI-like limits by default', () => {
    expect(loadConfig({}).transcribe).toBeUndefined();
    expect(loadConfig({}).audioMaxBytes).toBe(200 * 1024 * 1024);
    expect(
      loadConfig({ TRANSCRIBE_BASE_URL: 'http://localhost:8080/v1', TRANSCRIBE_MODEL: 'whisper-1' })
        .transcribe,
    ).toEqual({
      baseUrl: 'http://localhost:8080/v1',
      model: 'whisper-1',
      apiKey: undefined,
      timeoutMs: 15 * 60_000,
      maxBytes: 25 * 1024 * 1024,
      maxSeconds: null,
    });
    expect(
      loadConfig({
        TRANSCRIBE_BASE_URL: 'http://localhost:8080/v1',
        TRANSCRIBE_MODEL: 'gpt-4o-transcribe',
        TRANSCRIBE_MAX_SECONDS: '1400',
      }).transcribe?.maxSeconds,
    ).toBe(1400);
    expect(problemsOf({ TRANSCRIBE_MODEL: 'whisper-1' })[0]).toMatch(
      /^TRANSCRIBE_BASE_URL and TRANSCRIBE_MODEL/,
    );
    expect(
      problemsOf({ AUDIO_MAX_BYTES: '-1', TRANSCRIBE_MAX_BYTES: 'lots', TRANSCRIBE_MAX_SECONDS: '0' })
        .map((p) => p.split(':')[0])
        .sort(),
    ).toEqual(['AUDIO_MAX_BYTES', 'TRANSCRIBE_MAX_BYTES', 'TRANSCRIBE_MAX_SECONDS']);
  });

  it('puts the built-in summarizer behind a language model unless LLM_FALLBACK_TO_BUILTIN is false', () => {
    const model = { LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1' };
    expect(loadConfig(model).llm?.fallbackToBuiltin).toBe(true);
    expect(loadConfig({ ...model, LLM_FALLBACK_TO_BUILTIN: 'false' }).llm?.fallbackToBuiltin).toBe(false);
    expect(problemsOf({ ...model, LLM_FALLBACK_TO_BUILTIN: 'maybe' })[0]).toMatch(/^LLM_FALLBACK_TO_BUILTIN/);
  });

  it("sizes the model's requests by LLM_CONTEXT_TOKENS, LLM_MAX_OUTPUT_TOKENS and LLM_CONCURRENCY", () => {
    const model = { LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1' };
    expect(loadConfig(model).llm).toMatchObject({
      contextTokens: 8192,
      maxOutputTokens: 2048,
      concurrency: 2,
    });
    expect(
      loadConfig({
        ...model,
        LLM_CONTEXT_TOKENS: '32768',
        LLM_MAX_OUTPUT_TOKENS: '4096',
        LLM_CONCURRENCY: '4',
      }).llm,
    ).toMatchObject({ contextTokens: 32768, maxOutputTokens: 4096, concurrency: 4 });
    expect(problemsOf({ ...model, LLM_CONTEXT_TOKENS: '4096', LLM_MAX_OUTPUT_TOKENS: '3000' })[0]).toMatch(
      /^LLM_CONTEXT_TOKENS and LLM_MAX_OUTPUT_TOKENS/,
    );
    expect(problemsOf({ ...model, LLM_CONCURRENCY: '0' })[0]).toMatch(/^LLM_CONCURRENCY/);
  });

  it('in production refuses the emulator, the default secret and a missing APP_URL, all at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/GOOGLE_CLIENT_ID.*emulator is refused/);
    expect(problems.join('\n')).toMatch(/SESSION_SECRET: required in production/);
    expect(problems.join('\n')).toMatch(/APP_URL: required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/Invalid configuration:\n {2}- /);
  });

  it('in production refuses the development session secret even when set explicitly', () => {
    expect(problemsOf({ ...productionBase, SESSION_SECRET: DEV_SESSION_SECRET })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: required in production/),
    ]);
  });

  it('accepts a complete production configuration with real Google and PostgreSQL', () => {
    const config = loadConfig({
      ...productionBase,
      DATABASE_URL: 'postgres://app@db:5432/podbrief',
      ADMIN_EMAILS: ' Ops@Example.com, ',
    });
    expect(config.isProduction).toBe(true);
    expect(config.google).toMatchObject({ mode: 'google', issuer: 'https://accounts.google.com' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/podbrief',
      poolSize: 10,
    });
    expect(config.adminEmails).toEqual(['ops@example.com']);
    expect(config.rssAllowPrivateHosts).toBe(false);
  });

  it('makes the seeded demo admin an administrator only outside production and only by default', () => {
    expect(loadConfig({}).adminEmails).toEqual(['admin@podbrief.test']);
    expect(loadConfig({ ADMIN_EMAILS: '' }).adminEmails).toEqual([]);
    expect(loadConfig(productionBase).adminEmails).toEqual([]);
  });

  it('sends mail to the dev mailbox outside production with no SMTP_URL, with development defaults', () => {
    expect(loadConfig({}).mail).toEqual({
      enabled: true,
      smtpUrl: null,
      from: 'Podbrief <no-reply@localhost>',
      perMinute: 600,
      postalAddress: expect.any(String),
      devMailbox: true,
    });
    expect(loadConfig({ MAIL_ENABLED: 'false' }).mail).toMatchObject({ enabled: false, devMailbox: false });
    expect(
      loadConfig({
        SMTP_URL: 'smtp://mail.local:2525',
        MAIL_FROM: 'News <news@example.com>',
        MAIL_PER_MINUTE: '60',
      }).mail,
    ).toMatchObject({
      enabled: true,
      smtpUrl: 'smtp://mail.local:2525',
      from: 'News <news@example.com>',
      perMinute: 60,
      devMailbox: false,
    });
    expect(
      problemsOf({ SMTP_URL: 'http://mail.local', MAIL_PER_MINUTE: '0' })
        .map((p) => p.split(':')[0])
        .sort(),
    ).toEqual(['MAIL_PER_MINUTE', 'SMTP_URL']);
  });

  it('in production sends mail only with SMTP_URL, and names what is missing when mail is asked for', () => {
    expect(loadConfig(productionBase).mail).toMatchObject({ enabled: false, devMailbox: false });
    expect(problemsOf({ ...productionBase, MAIL_ENABLED: 'true' }).map((p) => p.split(':')[0])).toEqual([
      'SMTP_URL',
      'MAIL_FROM',
      'MAIL_POSTAL_ADDRESS',
    ]);
    const config = loadConfig({
      ...productionBase,
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Podbrief <news@mail.podbrief.app>',
      MAIL_POSTAL_ADDRESS: 'Podbrief, 2 Real Road, Berlin',
    });
    expect(config.mail).toMatchObject({
      enabled: true,
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      postalAddress: 'Podbrief, 2 Real Road, Berlin',
      devMailbox: false,
    });
    expect(
      loadConfig({ ...productionBase, SMTP_URL: 'smtp://x:25', MAIL_ENABLED: 'false' }).mail.enabled,
    ).toBe(false);
  });

  it('reads S3 storage and trims trailing slashes from APP_URL', () => {
    const config = loadConfig({
      APP_URL: 'https://podbrief.example/',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://localhost:9000',
    });
    expect(config.appUrl).toBe('https://podbrief.example');
    expect(config.storage).toMatchObject({
      driver: 's3',
      bucket: 'files',
      endpoint: 'http://localhost:9000',
      forcePathStyle: true,
    });
  });
});

describe('loadConfig in production: webhooks, mail and OAuth', () => {
  const mailOn = {
    ...productionBase,
    SMTP_URL: 'smtps://user:pass@smtp.mailhost.app:465',
    MAIL_FROM: 'Podbrief <news@mail.podbrief.app>',
    MAIL_POSTAL_ADDRESS: 'Podbrief, 2 Real Road, Berlin',
  };
  const names = (env: Record<string, string>) => problemsOf(env).map((p) => p.split(':')[0]);

  it('refuses an OAuth issuer (APP_URL) that is not https, or carries a query, fragment or credentials', () => {
    for (const appUrl of [
      'http://podbrief.example',
      'http://10.0.0.5:3000',
      'https://podbrief.example/?tenant=1',
      'https://podbrief.example/#top',
      'https://user:pw@podbrief.example',
    ]) {
      expect(problemsOf({ ...productionBase, APP_URL: appUrl }), appUrl).toEqual([
        expect.stringMatching(/^APP_URL: must be an https:\/\/ address .* in production/),
      ]);
    }
    // A production build run on this machine (the benchmarks) may stay on loopback http.
    for (const appUrl of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])
      expect(loadConfig({ ...productionBase, APP_URL: appUrl }).appUrl).toBe(appUrl);
    // Outside production anything goes, as before.
    expect(loadConfig({ APP_URL: 'http://podbrief.lan:3000' }).appUrl).toBe('http://podbrief.lan:3000');
  });

  it('refuses a Google issuer that is not https', () => {
    expect(names({ ...productionBase, GOOGLE_ISSUER: 'http://accounts.google.com' })).toEqual([
      'GOOGLE_ISSUER',
    ]);
    expect(loadConfig({ ...productionBase, GOOGLE_ISSUER: 'https://issuer.example' }).google).toMatchObject({
      issuer: 'https://issuer.example',
    });
  });

  it('refuses a mail setup that cannot work: no SMTP host, a sender without a real domain, the example footer', () => {
    expect(loadConfig(mailOn).mail).toMatchObject({
      enabled: true,
      from: 'Podbrief <news@mail.podbrief.app>',
    });
    expect(names({ ...mailOn, SMTP_URL: 'smtp://' })).toEqual(['SMTP_URL']);
    for (const from of [
      'Podbrief',
      'Podbrief <no-reply@localhost>',
      'news@podbrief',
      'News <news@example.com>',
      'news@podbrief.test',
      'Podbrief <news@mail.example>',
      'a@b@c.app',
    ])
      expect(names({ ...mailOn, MAIL_FROM: from }), from).toEqual(['MAIL_FROM']);
    expect(loadConfig({ ...mailOn, MAIL_FROM: 'news@podbrief.app' }).mail.from).toBe('news@podbrief.app');
    const devFooter = loadConfig({}).mail.postalAddress;
    expect(names({ ...mailOn, MAIL_POSTAL_ADDRESS: devFooter })).toEqual(['MAIL_POSTAL_ADDRESS']);
    // With mail off, none of it is read.
    expect(
      loadConfig({ ...mailOn, MAIL_ENABLED: 'false', MAIL_FROM: 'x@localhost', SMTP_URL: 'smtp://' }).mail
        .enabled,
    ).toBe(false);
  });

  it('refuses webhook secrets that are missing or the examples the docs print, naming each', () => {
    const withKey = { ...productionBase, STRIPE_SECRET_KEY: 'sk_live_abc123' };
    expect(problemsOf(withKey)).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: missing — payments are half configured/),
    ]);
    expect(names({ ...withKey, STRIPE_WEBHOOK_SECRET: 'whsec_podbrief_local' })).toEqual([
      'STRIPE_WEBHOOK_SECRET',
    ]);
    expect(names({ ...withKey, STRIPE_WEBHOOK_SECRET: 'whsec_podbrief_e2e' })).toEqual([
      'STRIPE_WEBHOOK_SECRET',
    ]);
    expect(names({ ...withKey, STRIPE_WEBHOOK_SECRET: 'not-a-secret' })).toEqual(['STRIPE_WEBHOOK_SECRET']);
    expect(
      loadConfig({ ...withKey, STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdefABCDEF' }).payments,
    ).toMatchObject({ enabled: true, webhookSecret: 'whsec_0123456789abcdefABCDEF' });
  });

  it('lists every production problem of a broken deployment in one error', () => {
    const problems = names({
      NODE_ENV: 'production',
      APP_URL: 'http://podbrief.example',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      SESSION_SECRET: 'x'.repeat(48),
      SMTP_URL: 'smtp://',
      MAIL_FROM: 'no-reply@localhost',
      MAIL_POSTAL_ADDRESS: loadConfig({}).mail.postalAddress,
      STRIPE_SECRET_KEY: 'sk_test_local',
    });
    expect(problems.sort()).toEqual(
      [
        'APP_URL',
        'MAIL_FROM',
        'MAIL_POSTAL_ADDRESS',
        'SMTP_URL',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ].sort(),
    );
  });
});
