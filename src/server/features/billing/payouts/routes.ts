import { payoutLinkSchema, payoutStatusSchema } from '@shared/contract/payouts';
import type { App } from '../../../app-types';
import { currentUser, requireCreator } from '../../../http/authorization';
import { errorResponses } from '../../../http/error-responses';
import { apiErrorSchema } from '@shared/contract/api-error';
import { getPayoutStatus, openDashboard, refreshPayoutStatus, startOnboarding } from './service';

const tags = ['payouts'];
const security = [{ session: [] }];
const responses = { ...errorResponses, 502: apiErrorSchema };

/**
 * /api/creator/payouts: the creator's payout account on Stripe Connect (ADR 213). Its state comes from
 * `account.updated`; the studio may ask for a refresh when the creator returns from Stripe's onboarding.
 */
export async function payoutRoutes(app: App) {
  const deps = () => app.deps;

  app.get(
    '/payouts',
    {
      onRequest: [requireCreator],
      schema: {
        tags,
        summary: 'The payout account’s state, and whether listeners pay the channel’s price now, or why not',
        security,
        response: { 200: payoutStatusSchema, ...responses },
      },
    },
    async (request) => getPayoutStatus(deps(), currentUser(request).id),
  );

  app.post(
    '/payouts/refresh',
    {
      onRequest: [requireCreator],
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Read the payout account from Stripe now (after onboarding) and store its state; 404 payments_disabled with payments off',
        security,
        response: { 200: payoutStatusSchema, ...responses },
      },
    },
    async (request) => refreshPayoutStatus(deps(), currentUser(request).id),
  );

  app.post(
    '/payouts/onboarding',
    {
      onRequest: [requireCreator],
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'A link to Stripe’s onboarding; makes the creator’s Express account on the first call and reuses it after',
        security,
        response: { 200: payoutLinkSchema, ...responses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return startOnboarding(deps(), { id: user.id, email: user.email });
    },
  );

  app.post(
    '/payouts/dashboard',
    {
      onRequest: [requireCreator],
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A login link to the creator’s Express dashboard; 404 payout_account_not_found before setup',
        security,
        response: { 200: payoutLinkSchema, ...responses },
      },
    },
    async (request) => openDashboard(deps(), currentUser(request).id),
  );
}
