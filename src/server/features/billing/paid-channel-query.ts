import type { AppDeps } from '../../app-types';
import { isPaidChannel } from './paid-channel';
import { activePayoutAccountId } from './payouts/repository';

/** Whether a listener pays this channel's price now (ADR 213), read at the moment of the request. */
export async function isChannelPaidNow(
  { db }: Pick<AppDeps, 'db'>,
  paymentsEnabled: boolean,
  creatorId: string,
  price: number,
): Promise<boolean> {
  if (!isPaidChannel(paymentsEnabled, price, true)) return false;
  return (await activePayoutAccountId(db, creatorId)) !== null;
}
