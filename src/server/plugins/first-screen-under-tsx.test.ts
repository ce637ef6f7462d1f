import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('first screens outside the build', () => {
  // `npm run dev`, the seed and the benchmarks run the server through tsx, which reads the root
  // tsconfig.json (a solution file that sets no JSX mode): the app's components the server draws a first
  // screen with (ADR 236) name their JSX runtime, so they render there as the build renders them.
  it('render under tsx from the repository root', async () => {
    const script = [
      'void (async () => {',
      "const { createElement } = await import('react');",
      "const { renderFirstScreen } = await import('./src/server/plugins/first-screen.ts');",
      "const screens = await import('./src/web/app/first-screens.tsx');",
      "const channel = { creatorId: 'c1', channelName: 'Rooftop Bees', creatorName: 'Ann', description: null,",
      "  logoUrl: null, isVerified: true, categories: ['Nature'], subscriberCount: 2, reportCount: 1,",
      "  price: { amount: 0, currency: 'usd', interval: 'month', paid: false },",
      '  viewer: { isOwn: false, isSubscribed: true, subscriptionId: null, cancelAtPeriodEnd: false,',
      '    currentPeriodEnd: null, resubscribeAvailableAt: null, trialUsed: false, endingReason: null } };',
      "const report = { access: 'full', id: 'r1', title: 'Bees need water', summaryHtml: '<p>Water first.</p>',",
      "  channel, publishedAt: '2026-11-01T08:00:00.000Z', readingTimeSeconds: 90, timeSavedSeconds: 600 };",
      "const item = { id: 'r1', title: 'Bees need water', channel, publishedAt: '2026-11-01T08:00:00.000Z',",
      '  readingTimeSeconds: 90, timeSavedSeconds: 0, isRead: false, isFavourite: false,',
      '  firstKeyLearning: null, transcriptMatch: null };',
      "const search = new URLSearchParams('');",
      'console.log([',
      "  renderFirstScreen('/subscriber/reports/r1', createElement(screens.ReportFirstScreen, { report, search })),",
      "  renderFirstScreen('/channels/c1', createElement(screens.ChannelFirstScreen,",
      '    { page: { channel, reports: { items: [], nextCursor: null } }, signedIn: false })),',
      "  renderFirstScreen('/subscriber/reports', createElement(screens.FeedFirstScreen,",
      '    { items: [item], search, now: new Date() })),',
      "].join('\\n'));",
      '})();',
    ].join('\n');
    const { stdout } = await run('npx', ['tsx', '--eval', script], {
      env: { ...process.env, TSX_DISABLE_CACHE: '1' },
      timeout: 60_000,
    });
    const [report, channel, feed] = stdout.trim().split('\n');
    expect(report).toContain('Bees need water</h1>');
    expect(report).toContain('<p>Water first.</p>');
    expect(channel).toContain('Rooftop Bees</h1>');
    expect(channel).toContain('Nature');
    expect(feed).toContain('Bees need water</a></h2>');
  }, 90_000);
});
