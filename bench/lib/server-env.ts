import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { STREAMS_PER_USER } from '../steps/streams';

/**
 * Production settings with throwaway credentials, behind a (simulated) proxy so each reader has their own
 * address. The limiter's budget is lifted so it never answers 429, but its counting queries still run.
 */
export const benchServerEnv =
  (workDir: string) =>
  (extra: Record<string, string>) =>
  (origin: string): Record<string, string> => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    APP_URL: origin,
    GOOGLE_CLIENT_ID: 'podbrief-bench',
    GOOGLE_CLIENT_SECRET: 'podbrief-bench-secret',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '1000000000',
    NOTE_WRITES_PER_MINUTE: '1000000000',
    TRUST_PROXY: 'true',
    DATA_DIR: join(workDir, 'server-data'),
    EVENT_STREAMS_PER_USER: String(STREAMS_PER_USER),
    ...extra,
  });
