import { e2ePorts } from '../ports';

/**
 * Where the `payments` project's servers listen (playwright.config.ts starts them; the specs reach the local
 * Stripe directly, as an operator would from Stripe's dashboard). One place, so the config and the specs
 * agree on ports and secrets.
 */
const ports = e2ePorts();

export const paymentsE2E = {
  /** The app with payments on. */
  appURL: `http://localhost:${ports.paymentsApp}`,
  appPort: ports.paymentsApp,
  /** The local Stripe (`npm run stripe:local`). */
  stripeURL: `http://127.0.0.1:${ports.stripe}`,
  stripePort: ports.stripe,
  secretKey: 'sk_test_podbrief_e2e',
  webhookSecret: 'whsec_podbrief_e2e',
};

/** Flags of `playwright test` that take a value as the next argument (so that value is no file filter). */
const VALUE_FLAGS = new Set([
  '-c',
  '--config',
  '-g',
  '--grep',
  '--grep-invert',
  '--project',
  '--reporter',
  '-j',
  '--workers',
  '--timeout',
  '--retries',
  '--repeat-each',
  '--shard',
  '--output',
  '--max-failures',
  '--global-timeout',
  '--trace',
  '--tsconfig',
  '--browser',
  '--test-list',
  '--test-list-invert',
]);

/**
 * Which of the two projects a `playwright test` command line can run, from its file filters and
 * `--project` flags. When in doubt both: a server too many costs seconds, a server missing fails the run.
 */
export function projectsInRun(argv: string[]): { beta: boolean; payments: boolean } {
  const at = argv.indexOf('test');
  const args = at === -1 ? [] : argv.slice(at + 1);
  const files: string[] = [];
  const projects: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (arg === '--project' && args[i + 1] !== undefined) projects.push(args[++i]!);
    else if (VALUE_FLAGS.has(arg)) i++;
    else if (!arg.startsWith('-')) files.push(arg);
  }
  const isPayments = (file: string) => /payments/.test(file);
  return {
    beta:
      (files.length === 0 || files.some((f) => !isPayments(f))) &&
      (projects.length === 0 || projects.includes('chromium')),
    payments:
      (files.length === 0 || files.some(isPayments)) &&
      (projects.length === 0 || projects.includes('payments')),
  };
}
