import { z } from 'zod';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  becomeCreatorResponseSchema,
  creatorDashboardSchema,
  creatorSettingsSchema,
  updateCreatorSettingsSchema,
} from '@shared/contract/creator';
import { dashboardQuerySchema } from '@shared/contract/dashboard';
import type { App } from '../../app-types';
import { getDashboard } from './dashboard-service';
import { logoRoutes } from './logo-routes';
import { currentUser, requireCreator, requireUser } from '../../http/authorization';
import { errorResponses } from '../../http/error-responses';
import { becomeCreator, getSettings, saveSettings, updatePrice } from './service';
import { youtubeRoutes } from './youtube-routes';

/** The route takes any number: the service answers out-of-range prices with `invalid_price`. */
const priceBodySchema = z
  .object({
    amountCents: z.number().describe('Monthly price in cents, a whole number within the allowed bounds'),
  })
  .meta({ id: 'UpdateCreatorPriceBody' });

/** /api/creator: becoming a creator, channel settings, price, logo, YouTube verification, dashboard. */
export async function creatorRoutes(app: App) {
  const deps = () => app.deps;

  app.post(
    '/become',
    {
      onRequest: [requireUser],
      schema: {
        tags: ['creator'],
        summary:
          'Make the signed-in user a creator (docs/product.md#roles: set_user_as_creator). Idempotent.',
        security: [{ session: [] }],
        response: { 200: becomeCreatorResponseSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => becomeCreator(deps(), currentUser(request).id),
  );

  app.get(
    '/settings',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary: "The creator's own channel settings; 404 creator_settings_not_found before the first save",
        security: [{ session: [] }],
        response: { 200: creatorSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return getSettings(app.deps, creator.id);
    },
  );

  app.put(
    '/settings',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary:
          'Save channel settings: creates them on the first save with a channel name, otherwise updates (docs/product.md#creator-settings-save)',
        security: [{ session: [] }],
        body: updateCreatorSettingsSchema,
        response: { 200: creatorSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return saveSettings(deps(), creator.id, request.body);
    },
  );

  app.put(
    '/settings/price',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary: 'Set the monthly subscription price in cents',
        security: [{ session: [] }],
        body: priceBodySchema,
        response: { 200: creatorSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return updatePrice(deps(), creator.id, request.body.amountCents);
    },
  );

  app.get(
    '/dashboard',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary:
          "Subscriber and report statistics of the creator (counts only, never who); weeks and months in the creator's time zone `tz`",
        security: [{ session: [] }],
        querystring: dashboardQuerySchema,
        response: { 200: creatorDashboardSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return getDashboard(deps(), creator.id, request.query.tz);
    },
  );

  await app.register(logoRoutes);
  await app.register(youtubeRoutes, { prefix: '/youtube' });
}
