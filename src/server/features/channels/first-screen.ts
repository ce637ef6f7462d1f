import type { SignedInSession } from '@shared/contract/auth';
import { channelPageSchema, type ChannelPage } from '@shared/contract/channels';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../errors';
import { appFrame, escapeHtml, type FirstScreen } from '../../plugins/first-screen';
import { getChannelPage } from './service';

const publicChannelPath = /^\/channels\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const grouped = new Intl.NumberFormat('en-US');
const count = (value: number, noun: string) => `${grouped.format(value)} ${noun}${value === 1 ? '' : 's'}`;

/** The channel's card as the page draws it: logo, name, creator, description, categories and counts. */
function channelMarkup({ channel }: ChannelPage): string {
  const name = escapeHtml(channel.channelName);
  const description = channel.description
    ? `<p class="text-sm whitespace-pre-line text-muted-foreground">${escapeHtml(channel.description)}</p>`
    : '<p class="text-sm text-muted-foreground italic">No description yet.</p>';
  const categories =
    channel.categories.length > 0
      ? `<ul class="flex flex-wrap gap-1.5" aria-label="Categories">${channel.categories
          .map(
            (category) =>
              `<li><span class="inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap border-transparent bg-muted text-muted-foreground">${escapeHtml(category)}</span></li>`,
          )
          .join('')}</ul>`
      : '';
  const counts = `<div class="mt-auto flex flex-col gap-3 border-t border-border pt-4"><dl class="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground"><div class="flex items-center gap-1.5"><dt class="sr-only">Subscribers</dt><dd>${count(channel.subscriberCount, 'subscriber')}</dd></div><div class="flex items-center gap-1.5"><dt class="sr-only">Reports</dt><dd>${count(channel.reportCount, 'report')}</dd></div></dl></div>`;
  const card = `<div class="flex flex-col rounded-xl bg-card text-card-foreground border border-border shadow-sm h-full gap-4 p-5" role="article" aria-label="${name}"><div class="flex items-start gap-4"><span class="size-16 shrink-0 rounded-xl bg-muted" aria-hidden="true"></span><div class="min-w-0 flex-1"><h2 class="flex items-center gap-1.5 text-base leading-tight font-semibold"><span class="truncate">${name}</span></h2><p class="mt-0.5 truncate text-sm text-muted-foreground">by ${escapeHtml(channel.creatorName)}</p></div></div>${description}${categories}${counts}</div>`;
  return appFrame(
    `<section aria-labelledby="channel-title" class="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6"><span class="h-5"></span><h1 id="channel-title" class="sr-only">${name}</h1>${card}</section>`,
  );
}

/**
 * The public channel page's first screen (/channels/{creatorId}), for anyone: the answer GET
 * /api/channels/:creatorId gives the same session (its viewer part is the session's own), drawn as the
 * page draws its card. Null for another address and an unknown channel (the page says so itself).
 */
export function channelFirstScreen(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return async (pathname: string, session: SignedInSession | null): Promise<FirstScreen | null> => {
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
      return { html: channelMarkup(page), data: { channel: { id: creatorId, page } } };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  };
}
