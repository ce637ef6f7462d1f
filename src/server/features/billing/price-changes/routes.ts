import type { App } from '../../../app-types';
import { registerPriceChangeJobs } from './jobs';

/**
 * Channel price changes reaching existing subscribers (ADR 213): no routes, only the notice and switch
 * jobs. The creator's price save queues the notice (src/server/features/billing/price-change-queue.ts).
 */
export async function priceChangeRoutes(app: App) {
  await registerPriceChangeJobs(app.deps);
}
