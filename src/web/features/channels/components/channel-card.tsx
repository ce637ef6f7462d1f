import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChannelCard as ChannelCardData } from '@shared/contract/channels';
import { usePaymentsMode } from '@web/lib/payments-mode';
import { ChannelCardView } from './channel-card-view';

export interface ChannelCardProps {
  channel: ChannelCardData;
  /** Where the channel name links to (the channel page). */
  href?: string;
  /** The action area: Subscribe or Open, supplied by the page. */
  action?: ReactNode;
  /** Show the full description instead of three lines. */
  expanded?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A channel's card (ChannelCardView) with the price the payments mode tells and its name as a link. */
export function ChannelCard({ channel, href, ...props }: ChannelCardProps) {
  const mode = usePaymentsMode();
  return (
    <ChannelCardView
      channel={channel}
      mode={mode}
      nameLink={
        href ? (
          <Link
            to={href}
            className="truncate rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {channel.channelName}
          </Link>
        ) : undefined
      }
      {...props}
    />
  );
}
