import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('mail templates outside the build', () => {
  // `npm run dev`, the seed and the benchmarks run the server through tsx, which reads the root
  // tsconfig.json (a solution file that sets no JSX mode): the templates must render there too.
  it('render under tsx from the repository root', async () => {
    const script = [
      'void (async () => {',
      "const { renderReportMail } = await import('./src/server/features/mail/templates.ts');",
      'const mail = await renderReportMail({',
      "  appUrl: 'http://localhost:3000', postalAddress: 'Podbrief, 1 Example Street',",
      "  channel: { creatorId: 'c1', name: 'Rooftop Bees' },",
      "  report: { id: 'r1', title: 'Bees need water', summary: 'Water first.', keyLearnings: [] },",
      "  unsubscribeUrl: 'http://localhost:3000/unsubscribe?token=x',",
      '});',
      'console.log(mail.subject);',
      '})();',
    ].join('\n');
    const { stdout } = await run('npx', ['tsx', '--eval', script], {
      env: { ...process.env, TSX_DISABLE_CACHE: '1' },
      timeout: 60_000,
    });
    expect(stdout).toContain('Bees need water');
  }, 90_000);
});
