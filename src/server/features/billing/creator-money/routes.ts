import { dashboardQuerySchema } from '@shared/contract/dashboard';
import { creatorMoneySchema } from '@shared/contract/money';
import type { App } from '../../../app-types';
import { currentUser, requireCreator } from '../../../http/authorization';
import { errorResponses } from '../../../http/error-responses';
import { getCreatorMoney } from './service';

/** /api/creator/money: what the creator earns, from our payments and Stripe's payouts (issue 25 §6). */
export async function creatorMoneyRoutes(app: App) {
  app.get(
    '/money',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary:
          "The creator's paid subscribers, monthly revenue after the platform's fee, six months of payments, recent payments and refunds, and the next payout; months in the creator's time zone `tz`",
        security: [{ session: [] }],
        querystring: dashboardQuerySchema,
        response: { 200: creatorMoneySchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      const { db, clock, config, stripe } = app.deps;
      return getCreatorMoney({ db, clock, config, stripe, log: request.log }, creator.id, request.query.tz);
    },
  );
}
