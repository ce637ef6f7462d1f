import { hkdfSync } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { demoAccounts } from '@shared/demo-accounts';
import { readPaymentsConfig, type PaymentsConfig } from './payments-config';
import { projectRoot } from './paths';
import { dataDirSessionSecret } from './session-secret';
import { defaultParseBudget, type ParseBudget } from './transcripts/transcript-pool';

/**
 * The public value earlier versions used when SESSION_SECRET was unset. It is in the repository, so anyone
 * could sign cookies and file links with it: production refuses it, and nothing uses it by default any
 * more (a random secret is kept in the data directory instead, ADR 115).
 */
export const DEV_SESSION_SECRET = 'podbrief-development-secret-do-not-use-in-production';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every setting, read from the environment once. docs/configuration.md lists the same names, which
 * config-docs.test.ts checks.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: optionalUrl,
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).default(100),
  MAX_EVENT_STREAMS: z.coerce.number().int().min(1).default(5000),
  EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(10),
  EVENT_STREAM_MAX_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  NOTE_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('data'),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  FILES_DIR: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag.default(true),
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  LLM_FALLBACK_TO_BUILTIN: flag.default(true),
  LLM_CONTEXT_TOKENS: z.coerce.number().int().min(2048).max(2_000_000).default(8192),
  LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(200_000).default(2048),
  LLM_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  AUDIO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2_000_000_000)
    .default(200 * 1024 * 1024),
  EPISODE_AUDIO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(4_000_000_000)
    .default(300 * 1024 * 1024),
  EPISODE_AUDIO_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(500),
  EPISODE_AUDIO_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(6),
  EPISODE_AUDIO_UPSTREAMS_PER_REPORT: z.coerce.number().int().min(1).max(100).default(3),
  EPISODE_AUDIO_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).max(100_000_000).default(16_384),
  EPISODE_AUDIO_RATE_WINDOW_SECONDS: z.coerce.number().positive().max(600).default(10),
  EPISODE_AUDIO_UPSTREAM_MAX_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  TRANSCRIBE_BASE_URL: optionalUrl,
  TRANSCRIBE_MODEL: optionalString,
  TRANSCRIBE_API_KEY: optionalString,
  TRANSCRIBE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  TRANSCRIBE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2_000_000_000)
    .default(25 * 1024 * 1024),
  /** The longest audio one request may hold (OpenAI's gpt-4o-transcribe models take 1,400 s); unset: any. */
  TRANSCRIBE_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(48 * 3600)
    .optional(),
  YOUTUBE_API_BASE_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_API_KEY: optionalString,
  RSS_ALLOW_PRIVATE_HOSTS: flag.optional(),
  PARSE_TIME_BUDGET_MS: z.coerce.number().int().min(1).max(600_000).default(defaultParseBudget.timeMs),
  PARSE_MEMORY_BUDGET_MB: z.coerce.number().int().min(16).max(16_384).default(defaultParseBudget.memoryMb),
  PARSE_THREADS: z.coerce.number().int().min(1).max(64).default(defaultParseBudget.threads),
  PARSE_QUEUE: z.coerce.number().int().min(1).max(10_000).default(defaultParseBudget.queue),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  MAIL_ENABLED: flag.optional(),
  MAIL_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  MAIL_POSTAL_ADDRESS: optionalString,
  READWISE_BASE_URL: z.url().default('https://readwise.io'),
  SECRETS_KEY: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => decodeSecretsKey(value) !== null,
        'must be 32 bytes as base64 (44 characters) or hex (64)',
      )
      .optional(),
  ),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  appUrl: string;
  role: Env['ROLE'];
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /** Global API budget per client IP and minute; routes may set stricter limits of their own. */
  rateLimitPerMinute: number;
  /** Requests served at once above which new ones are refused with 503 (load shedding, ADR 091). */
  maxRequestsInFlight: number;
  /** Live event streams (ADR 054): open at once per process, per user, and the longest one stays open. */
  eventStreams: { maxOpen: number; perUser: number; maxLifetimeMs: number };
  /** Note saves and deletes per user and minute (stricter than the per-address budget). */
  noteWritesPerMinute: number;
  /** Requests per access token and minute on the public API /api/v1 (and the MCP server). */
  apiTokenRequestsPerMinute: number;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  seedDemo: Env['SEED_DEMO'];
  sessionSecret: string;
  google:
    | { mode: 'google'; issuer: string; clientId: string; clientSecret: string }
    | { mode: 'emulator'; issuer: string; clientId: string; clientSecret: string };
  adminEmails: string[];
  storage:
    | { driver: 'local'; filesDir: string }
    | {
        driver: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  llm:
    | {
        baseUrl: string;
        model: string;
        apiKey: string | undefined;
        /** How long the endpoint may stay silent (before its first byte, between two of a stream). */
        timeoutMs: number;
        /** The model's context window in tokens: sections are sized to fit it (ADR 218). */
        contextTokens: number;
        /** The most tokens one answer may take (`max_tokens`); kept free of the context. */
        maxOutputTokens: number;
        /** Sections asked at the same time. */
        concurrency: number;
        /** When the model fails for good, the built-in summarizer makes the report instead. */
        fallbackToBuiltin: boolean;
      }
    | undefined;
  /** The largest episode audio a creator may upload. */
  audioMaxBytes: number;
  /** The largest feed enclosure the app passes on to readers and keeps a copy of (ADR 200). */
  episodeAudioMaxBytes: number;
  /**
   * How long episode-audio streams are bounded (ADR 222): answers of the audio route at once per process
   * (a budget of their own, outside `maxRequestsInFlight`) and per user, streams from podcast hosts at
   * once per report, and the slowest rate and longest time one stream from a host may take.
   */
  episodeAudioStreams: {
    maxOpen: number;
    perUser: number;
    upstreamsPerReport: number;
    minBytesPerSecond: number;
    rateWindowMs: number;
    upstreamMaxMs: number;
  };
  /** An OpenAI-compatible transcription endpoint (POST /v1/audio/transcriptions), when configured. */
  transcribe:
    | {
        baseUrl: string;
        model: string;
        apiKey: string | undefined;
        timeoutMs: number;
        maxBytes: number;
        /** The longest audio one request may hold; null when the service takes any length. */
        maxSeconds: number | null;
      }
    | undefined;
  youtube: { baseUrl: string; apiKey: string | undefined };
  rssAllowPrivateHosts: boolean;
  /** What one parse of an untrusted transcript or feed may take, on the parse threads (ADR 166). */
  parse: ParseBudget;
  /**
   * Mail to listeners (ADR 177): sent over `smtpUrl`, or, outside production without one, to the
   * in-process dev mailbox (`devMailbox`), whose address is only known once it listens.
   */
  mail: {
    enabled: boolean;
    smtpUrl: string | null;
    from: string;
    /** Mails sent per minute across all processes. */
    perMinute: number;
    /** The sender's postal address, in every mail's footer. */
    postalAddress: string;
    devMailbox: boolean;
  };
  /** Readwise's API (`READWISE_BASE_URL`): a local fake in tests. */
  readwise: { baseUrl: string };
  /**
   * The key that encrypts secrets at rest (a reader's Readwise token, AES-256-GCM, ADR 182): `SECRETS_KEY`,
   * or outside production one derived from the session secret. Null in production without `SECRETS_KEY`:
   * nothing can be stored encrypted, so connecting Readwise is off.
   */
  secretsKey: Buffer | null;
  /** Stripe, when `STRIPE_SECRET_KEY` is set; otherwise the free beta (ADR 210). */
  payments: PaymentsConfig;
}

/** The sender and footer address outside production when none is configured. */
const DEV_MAIL_FROM = 'Podbrief <no-reply@localhost>';
const DEV_MAIL_POSTAL_ADDRESS = 'Podbrief, 1 Example Street, 10000 Example City';

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The emulator's client id and secret: fixed, because the emulator only ever runs locally. */
export const EMULATOR_CLIENT = { clientId: 'podbrief-local', clientSecret: 'podbrief-local-secret' } as const;

const present = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** Rules that involve more than one variable, or production's stricter demands. */
function crossCheck(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const isProduction = source.NODE_ENV?.trim() === 'production';
  if (present(source.GOOGLE_CLIENT_ID) !== present(source.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (isProduction) {
    if (!present(source.GOOGLE_CLIENT_ID) || !present(source.GOOGLE_CLIENT_SECRET)) {
      problems.push(
        'GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: required in production (the local Google emulator is refused)',
      );
    }
    if (!present(source.SESSION_SECRET) || source.SESSION_SECRET === DEV_SESSION_SECRET) {
      problems.push(
        'SESSION_SECRET: required in production (at least 32 random characters, not the development default)',
      );
    }
    if (!present(source.APP_URL))
      problems.push('APP_URL: required in production (the public https:// address)');
    // Mail is on in production when SMTP_URL is set, unless MAIL_ENABLED says otherwise, or when
    // MAIL_ENABLED asks for it.
    const mailFlag = source.MAIL_ENABLED?.trim().toLowerCase();
    const mailOn =
      mailFlag === undefined || mailFlag === ''
        ? present(source.SMTP_URL)
        : ['true', '1', 'yes'].includes(mailFlag);
    if (mailOn) {
      if (!present(source.SMTP_URL))
        problems.push('SMTP_URL: required in production while mail is on (or set MAIL_ENABLED=false)');
      if (!present(source.MAIL_FROM))
        problems.push(
          'MAIL_FROM: required in production while mail is on (e.g. "Podbrief <news@example.com>")',
        );
      if (!present(source.MAIL_POSTAL_ADDRESS))
        problems.push(
          'MAIL_POSTAL_ADDRESS: required in production while mail is on (the footer of every mail)',
        );
    }
    for (const problem of productionAddressProblems(source, mailOn)) problems.push(problem);
  }
  if (source.STORAGE_DRIVER?.trim() === 's3' && !present(source.S3_BUCKET)) {
    problems.push('S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  if (present(source.LLM_BASE_URL) !== present(source.LLM_MODEL)) {
    problems.push('LLM_BASE_URL and LLM_MODEL: set both to use an OpenAI-compatible provider, or neither');
  }
  const context = present(source.LLM_CONTEXT_TOKENS) ? Number(source.LLM_CONTEXT_TOKENS) : 8192;
  const output = present(source.LLM_MAX_OUTPUT_TOKENS) ? Number(source.LLM_MAX_OUTPUT_TOKENS) : 2048;
  if (Number.isFinite(context) && Number.isFinite(output) && context - output < 1536) {
    problems.push(
      'LLM_CONTEXT_TOKENS and LLM_MAX_OUTPUT_TOKENS: the context must leave at least 1536 tokens beside the answer for the transcript and the instructions',
    );
  }
  if (present(source.TRANSCRIBE_BASE_URL) !== present(source.TRANSCRIBE_MODEL)) {
    problems.push(
      'TRANSCRIBE_BASE_URL and TRANSCRIBE_MODEL: set both to transcribe episode audio, or neither',
    );
  }
  return problems;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Domains that can never receive or vouch for mail (RFC 2606, RFC 6761, the documentation's own). */
const undeliverableMailDomain = /(^|\.)(localhost|local|test|invalid|example)$|^example\.(com|net|org)$/i;

const parseUrl = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/** The address of a MAIL_FROM (`Name <news@host>` or `news@host`), or undefined when it has none. */
function mailFromAddress(value: string): string | undefined {
  const text = value.trim();
  const open = text.lastIndexOf('<');
  const address = open >= 0 && text.endsWith('>') ? text.slice(open + 1, -1) : text;
  const at = address.indexOf('@');
  const wellFormed =
    at > 0 && at === address.lastIndexOf('@') && at < address.length - 1 && !/[\s<>]/.test(address);
  return wellFormed ? address : undefined;
}

/**
 * Production's demands on the public address, the OpenID issuer and a mail setup that can work, beyond
 * their presence: APP_URL is the OAuth server's issuer and the cookies' origin, so it is https (RFC 8414
 * §2; http only on a loopback host, for a production build run locally), with no query or fragment; the
 * Google issuer is https; SMTP_URL names a host; MAIL_FROM holds an address on a domain that can send
 * mail; the footer's postal address is not the development example.
 */
function productionAddressProblems(source: Record<string, string | undefined>, mailOn: boolean): string[] {
  const problems: string[] = [];
  if (present(source.APP_URL)) {
    const url = parseUrl(source.APP_URL!.trim());
    if (
      url &&
      (!(url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname))) ||
        url.search ||
        url.hash ||
        url.username)
    )
      problems.push(
        "APP_URL: must be an https:// address without query, fragment or credentials in production (it is the OAuth issuer and the cookies' origin; http:// only on localhost, 127.0.0.1 or [::1])",
      );
  }
  if (present(source.GOOGLE_ISSUER)) {
    const url = parseUrl(source.GOOGLE_ISSUER!.trim());
    if (url && url.protocol !== 'https:')
      problems.push('GOOGLE_ISSUER: must be an https:// address in production');
  }
  if (!mailOn) return problems;
  if (present(source.SMTP_URL)) {
    const url = parseUrl(source.SMTP_URL!.trim());
    if (url && /^smtps?:$/.test(url.protocol) && !url.hostname)
      problems.push('SMTP_URL: names no host (e.g. smtp://user:pass@smtp.example.com:587)');
  }
  if (present(source.MAIL_FROM)) {
    const address = mailFromAddress(source.MAIL_FROM!);
    const domain = address?.split('@').pop() ?? '';
    if (!address || !domain.includes('.') || undeliverableMailDomain.test(domain))
      problems.push(
        'MAIL_FROM: must hold an address on a domain that sends mail in production (e.g. "Podbrief <news@yourdomain.com>"); localhost and example or test domains are refused',
      );
  }
  if (source.MAIL_POSTAL_ADDRESS?.trim() === DEV_MAIL_POSTAL_ADDRESS)
    problems.push('MAIL_POSTAL_ADDRESS: the development example is refused in production; use your own');
  return problems;
}

/**
 * Reads and checks the environment. Throws one ConfigError that names every bad variable, so a broken
 * deployment is fixed in one round.
 */
export function loadConfig(
  source: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env,
): Config {
  const parsed = envSchema.safeParse(source);
  // Rules between variables are checked on the raw values too, so one run reports every problem at once
  // even when some single value is also malformed.
  const payments = readPaymentsConfig(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`)),
    ...crossCheck(source),
    ...payments.problems,
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';

  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/(?<!\/)\/+$/, '');
  const dataDir = resolve(projectRoot, env.DATA_DIR);
  // Production has refused a missing SESSION_SECRET above; elsewhere one is made once and kept.
  let sessionSecret = env.SESSION_SECRET;
  if (sessionSecret === undefined) {
    try {
      sessionSecret = dataDirSessionSecret(dataDir);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new ConfigError([`SESSION_SECRET: not set, and no secret could be kept in ${dataDir} (${why})`]);
    }
  }

  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    appUrl,
    role: env.ROLE,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    maxRequestsInFlight: env.MAX_REQUESTS_IN_FLIGHT,
    eventStreams: {
      maxOpen: env.MAX_EVENT_STREAMS,
      perUser: env.EVENT_STREAMS_PER_USER,
      maxLifetimeMs: Math.round(env.EVENT_STREAM_MAX_MINUTES * 60_000),
    },
    noteWritesPerMinute: env.NOTE_WRITES_PER_MINUTE,
    apiTokenRequestsPerMinute: env.API_TOKEN_REQUESTS_PER_MINUTE,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    dataDir,
    seedDemo: env.SEED_DEMO,
    sessionSecret,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            mode: 'google',
            issuer: env.GOOGLE_ISSUER,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
          }
        : { mode: 'emulator', issuer: `${appUrl}/dev-google`, ...EMULATOR_CLIENT },
    // Outside production the seeded demo admin is an administrator unless ADMIN_EMAILS says otherwise.
    adminEmails:
      source.ADMIN_EMAILS === undefined && !isProduction ? [demoAccounts.admin.email] : env.ADMIN_EMAILS,
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET ?? '',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : {
            driver: 'local',
            filesDir: env.FILES_DIR ? resolve(projectRoot, env.FILES_DIR) : resolve(dataDir, 'files'),
          },
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL,
            model: env.LLM_MODEL,
            apiKey: env.LLM_API_KEY,
            timeoutMs: env.LLM_TIMEOUT_MS,
            contextTokens: env.LLM_CONTEXT_TOKENS,
            maxOutputTokens: env.LLM_MAX_OUTPUT_TOKENS,
            concurrency: env.LLM_CONCURRENCY,
            fallbackToBuiltin: env.LLM_FALLBACK_TO_BUILTIN,
          }
        : undefined,
    audioMaxBytes: env.AUDIO_MAX_BYTES,
    episodeAudioMaxBytes: env.EPISODE_AUDIO_MAX_BYTES,
    episodeAudioStreams: {
      maxOpen: env.EPISODE_AUDIO_MAX_STREAMS,
      perUser: env.EPISODE_AUDIO_STREAMS_PER_USER,
      upstreamsPerReport: env.EPISODE_AUDIO_UPSTREAMS_PER_REPORT,
      minBytesPerSecond: env.EPISODE_AUDIO_MIN_BYTES_PER_SECOND,
      rateWindowMs: Math.round(env.EPISODE_AUDIO_RATE_WINDOW_SECONDS * 1000),
      upstreamMaxMs: Math.round(env.EPISODE_AUDIO_UPSTREAM_MAX_MINUTES * 60_000),
    },
    transcribe:
      env.TRANSCRIBE_BASE_URL && env.TRANSCRIBE_MODEL
        ? {
            baseUrl: env.TRANSCRIBE_BASE_URL,
            model: env.TRANSCRIBE_MODEL,
            apiKey: env.TRANSCRIBE_API_KEY,
            timeoutMs: env.TRANSCRIBE_TIMEOUT_MS,
            maxBytes: env.TRANSCRIBE_MAX_BYTES,
            maxSeconds: env.TRANSCRIBE_MAX_SECONDS ?? null,
          }
        : undefined,
    youtube: { baseUrl: env.YOUTUBE_API_BASE_URL, apiKey: env.YOUTUBE_API_KEY },
    rssAllowPrivateHosts: env.RSS_ALLOW_PRIVATE_HOSTS ?? !isProduction,
    parse: {
      timeMs: env.PARSE_TIME_BUDGET_MS,
      memoryMb: env.PARSE_MEMORY_BUDGET_MB,
      threads: env.PARSE_THREADS,
      queue: env.PARSE_QUEUE,
    },
    mail: mailConfig(env, isProduction),
    readwise: { baseUrl: env.READWISE_BASE_URL.replace(/(?<!\/)\/+$/, '') },
    secretsKey: env.SECRETS_KEY
      ? decodeSecretsKey(env.SECRETS_KEY)
      : isProduction
        ? null
        : Buffer.from(hkdfSync('sha256', sessionSecret, '', 'podbrief secrets key', 32)),
    payments: payments.payments,
  };
}

/** A 32-byte key written as hex (64 characters) or base64 / base64url (43–44); null when it is neither. */
export function decodeSecretsKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

/**
 * With SMTP_URL, mail goes there (on unless MAIL_ENABLED=false). Without it, outside production, the dev
 * mailbox receives it (on unless MAIL_ENABLED=false); in production mail is then off only when
 * MAIL_ENABLED=false, which crossCheck demands.
 */
function mailConfig(env: Env, isProduction: boolean): Config['mail'] {
  const smtpUrl = env.SMTP_URL ?? null;
  const enabled = env.MAIL_ENABLED ?? (smtpUrl !== null || !isProduction);
  return {
    enabled,
    smtpUrl,
    from: env.MAIL_FROM ?? DEV_MAIL_FROM,
    perMinute: env.MAIL_PER_MINUTE,
    postalAddress: env.MAIL_POSTAL_ADDRESS ?? DEV_MAIL_POSTAL_ADDRESS,
    devMailbox: enabled && smtpUrl === null && !isProduction,
  };
}
