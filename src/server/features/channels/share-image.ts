import type { AppDeps } from '../../app-types';
import { notFound } from '../../errors';
import { readAll } from '../../storage/file-storage';
import { findChannel, type ChannelRow } from './repository';
import { logoTypeOf, renderShareCard, shareCardVersion, type ShareCardContent } from './share-card';

/** Logos we store are served from here (ADR 168); a logo elsewhere is not fetched, its initials are drawn. */
const storedLogoPrefix = '/api/files/public/';

/** Drawn cards kept per process, by version: a link shared in a busy chat is fetched by many previewers. */
const renderedLimit = 64;
const rendered = new Map<string, Promise<Buffer>>();

type Deps = Pick<AppDeps, 'db' | 'clock' | 'storage'>;

/** What the card shows, without the logo's bytes (its stored key changes with every upload, ADR 168). */
function contentOf(channel: ChannelRow): Omit<ShareCardContent, 'logo'> & { logoUrl: string | null } {
  return {
    channelName: channel.channelName,
    creatorName: channel.creatorName,
    description:
      channel.description?.trim() ||
      `${channel.channelName} by ${channel.creatorName}: every episode as a short report you can read in 1-2 minutes.`,
    isVerified: channel.isVerified,
    reportCount: channel.reportCount,
    logoUrl: channel.logoUrl?.startsWith(storedLogoPrefix) ? channel.logoUrl : null,
  };
}

/** The card's version for this channel: part of its URL, so a changed channel gets a new image. */
export function shareImageVersion(channel: ChannelRow): string {
  const { logoUrl, ...content } = contentOf(channel);
  return shareCardVersion({ ...content, logoKey: logoUrl });
}

async function storedLogo(deps: Deps, logoUrl: string | null): Promise<ShareCardContent['logo']> {
  if (!logoUrl) return null;
  const file = await deps.storage.get(`public/${logoUrl.slice(storedLogoPrefix.length)}`).catch(() => null);
  if (!file) return null;
  const bytes = await readAll(file);
  const type = logoTypeOf(bytes);
  // WebP and GIF logos are allowed (ADR 168) but not drawn here: the card shows the initials instead.
  return type ? { bytes, type } : null;
}

/**
 * A channel's share card: its version at once, and the PNG when asked (a revalidation that still holds
 * needs no drawing). 404 `creator_not_found` for an unknown channel.
 */
export async function channelShareImage(
  deps: Deps,
  creatorId: string,
): Promise<{ version: string; png: () => Promise<Buffer> }> {
  const channel = /^[0-9a-f-]{36}$/i.test(creatorId)
    ? await findChannel(deps.db, creatorId.toLowerCase(), deps.clock.now())
    : undefined;
  if (!channel) throw notFound('creator_not_found', 'This channel does not exist.');
  const version = shareImageVersion(channel);
  return {
    version,
    png: () => {
      let png = rendered.get(version);
      if (!png) {
        const { logoUrl, ...content } = contentOf(channel);
        png = storedLogo(deps, logoUrl).then((logo) => renderShareCard({ ...content, logo }));
        rendered.set(version, png);
        // A failed drawing is not kept; the oldest card leaves when the map is full.
        png.catch(() => rendered.delete(version));
        if (rendered.size > renderedLimit) rendered.delete(rendered.keys().next().value as string);
      }
      return png;
    },
  };
}
