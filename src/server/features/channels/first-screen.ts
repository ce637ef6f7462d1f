import type { SignedInSession } from '@shared/contract/auth';
import { createElement } from 'react';
import { channelPageSchema } from '@shared/contract/channels';
import { ChannelFirstScreen } from '@web/app/first-screens';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../errors';
import { addressOf, renderFirstScreen, type FirstScreen } from '../../plugins/first-screen';
import { getChannelPage } from './service';

const publicChannelPath = /^\/channels\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The public channel page's first screen (/channels/{creatorId}), for anyone: the answer GET
 * /api/channels/:creatorId gives the same session (its viewer part is the session's own), drawn by the
 * components the page draws its card with (ADR 236). Null for another address and an unknown channel
 * (the page says so itself).
 */
export function channelFirstScreen(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return async (
    pathname: string,
    session: SignedInSession | null,
    search: URLSearchParams,
  ): Promise<FirstScreen | null> => {
    const creatorId = publicChannelPath.exec(pathname)?.[1]?.toLowerCase();
    if (!creatorId) return null;
    try {
      const page = channelPageSchema.parse(
        await getChannelPage(
          { db: deps.db, clock: deps.clock, paymentsEnabled: deps.config.payments.enabled },
          session?.user.id ?? null,
          creatorId,
        ),
      );
      const html = renderFirstScreen(
        addressOf(pathname, search),
        createElement(ChannelFirstScreen, { page, signedIn: session !== null }),
      );
      return { html, data: { channel: { id: creatorId, page } } };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  };
}
