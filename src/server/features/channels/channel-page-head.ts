import type { AppDeps } from '../../app-types';
import type { PageHead } from '../../plugins/page-head';
import { findChannel } from './repository';
import { shareCardSize } from './share-card';
import { shareImageVersion } from './share-image';

const publicChannelPath = /^\/channels\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The head of a public channel page (/channels/{creatorId}), so a shared link previews with the channel's
 * name, description and its share card (a PNG of name, creator, description and logo, ADR 203). Null for
 * any other path or an unknown channel (the page says so itself).
 */
export async function channelPageHead(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  path: string,
): Promise<PageHead | null> {
  const creatorId = publicChannelPath.exec(path.split('?')[0] ?? '')?.[1];
  if (!creatorId) return null;
  const channel = await findChannel(deps.db, creatorId.toLowerCase(), deps.clock.now());
  if (!channel) return null;
  const appUrl = deps.config.appUrl;
  return {
    title: `${channel.channelName} — Podbrief`,
    description:
      channel.description?.trim() ||
      `${channel.channelName} by ${channel.creatorName}: every episode as a short report you can read in 1-2 minutes.`,
    url: `${appUrl}/channels/${channel.creatorId}`,
    image: {
      url: `${appUrl}/api/channels/${channel.creatorId}/share.png?v=${shareImageVersion(channel)}`,
      ...shareCardSize,
      type: 'image/png',
      alt: `${channel.channelName} by ${channel.creatorName} on Podbrief`,
    },
  };
}
