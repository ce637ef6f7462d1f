import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportTeaser } from '@shared/contract/reports';
import { payoutAccounts } from '../../db/schema';
import { insertCreator, insertReport } from '../../testing/factories';
import { freePort } from '../../testing/free-port';
import { anonymousClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** A teaser's `subscribe.paid` is the channel's `price.paid` (ADR 213): its reader starts the trial. */
let paidMode: TestApp;
let beta: TestApp;

beforeAll(async () => {
  paidMode = await startTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_report_teaser',
      // A teaser never calls Stripe: nothing listens here.
      STRIPE_API_URL: `http://127.0.0.1:${await freePort()}`,
    },
  });
  beta = await startTestApp();
});
afterAll(async () => {
  await paidMode?.close();
  await beta?.close();
});

/** A published report of a channel at `price` cents whose payout account is in `payout` (or has none). */
async function teaserOf(t: TestApp, price: number, payout: 'active' | 'under_review' | null) {
  const db = t.testDb.handle.db;
  const creator = await insertCreator(db, { price });
  if (payout) {
    await db
      .insert(payoutAccounts)
      .values({ creatorId: creator.id, stripeAccountId: `acct_${creator.id.slice(0, 8)}`, state: payout });
  }
  const report = await insertReport(db, creator.id);
  const res = await anonymousClient(t).get(`/reports/${report.id}`);
  expect(res.status).toBe(200);
  const teaser = res.body as ReportTeaser;
  expect(teaser.access).toBe('teaser');
  return teaser.subscribe;
}

describe('GET /api/reports/:id teaser price', () => {
  it('is paid with payments on, a price and an active payout account', async () => {
    expect(await teaserOf(paidMode, 450, 'active')).toEqual({
      creatorId: expect.any(String),
      priceCents: 450,
      currency: 'USD',
      interval: 'month',
      paid: true,
      trialUsed: false,
    });
  });

  it.each([
    ['a payout account under review', 450, 'under_review'],
    ['no payout account', 450, null],
    ['a price of zero', 0, 'active'],
  ] as const)('stays free with payments on and %s', async (_, price, payout) => {
    expect((await teaserOf(paidMode, price, payout)).paid).toBe(false);
  });

  it('stays free while payments are off, also with a price and an active payout account', async () => {
    expect((await teaserOf(beta, 450, 'active')).paid).toBe(false);
  });
});
