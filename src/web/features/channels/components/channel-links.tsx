import { ExternalLink } from 'lucide-react';
import type { ChannelDetail } from '@shared/contract/channels';

const platformNames: Record<string, string> = {
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  website: 'Website',
};

const labelOf = (platform: string) =>
  platformNames[platform.toLowerCase()] ?? platform.charAt(0).toUpperCase() + platform.slice(1);

/** The channel's video channel and social links, each once, opening in a new tab. */
export function ChannelLinks({
  channel,
}: {
  channel: Pick<ChannelDetail, 'youtubeChannelUrl' | 'socialLinks'>;
}) {
  const links: { label: string; url: string }[] = [];
  const seen = new Set<string>();
  const add = (label: string, url: string) => {
    if (!/^https?:\/\//i.test(url) || seen.has(url) || links.some((l) => l.label === label)) return;
    seen.add(url);
    links.push({ label, url });
  };
  if (channel.youtubeChannelUrl) add('YouTube', channel.youtubeChannelUrl);
  for (const link of channel.socialLinks) add(labelOf(link.platform), link.url);
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Channel links">
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded-md border border-border px-3 py-1.5 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            {link.label}
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
