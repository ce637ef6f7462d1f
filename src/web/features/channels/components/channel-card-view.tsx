// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ReactNode } from 'react';
import { FileText, Users } from 'lucide-react';
import type { ChannelCard as ChannelCardData } from '@shared/contract/channels';
import { VerifiedBadge } from '@web/components/verified-badge';
import { priceCopy } from '@web/lib/pricing-copy';
import type { PaymentsMode } from '@web/lib/payments-mode-type';
import { formatPrice } from '@shared/contract/price';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { formatCount } from '../lib/format-count';
import { ChannelImage } from './channel-image';

export interface ChannelCardViewProps {
  channel: ChannelCardData;
  /** The payments mode, or undefined while it is unknown (no price is told before then). */
  mode: PaymentsMode | undefined;
  /** The channel's name as a link to its page; the name alone when not given. */
  nameLink?: ReactNode;
  /** The action area: Subscribe or Open, supplied by the page. */
  action?: ReactNode;
  /** Show the full description instead of three lines. */
  expanded?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * docs/product.md#entities, a channel: logo, verified badge, description, categories, counts and price.
 * Props in, markup out: the pages draw it through ChannelCard, and the server draws a public channel's
 * first screen with it (ADR 236).
 */
export function ChannelCardView({
  channel,
  mode,
  nameLink,
  action,
  expanded = false,
  headingLevel: Heading = 'h2',
}: ChannelCardViewProps) {
  const subscribed = channel.viewer.isSubscribed;
  return (
    <Card
      className="h-full gap-4 p-5"
      data-testid="channel-card"
      aria-label={channel.channelName}
      role="article"
    >
      <div className="flex items-start gap-4">
        <ChannelImage name={channel.channelName} logoUrl={channel.logoUrl} size={64} className="size-16" />
        <div className="min-w-0 flex-1">
          <Heading className="flex items-center gap-1.5 text-base leading-tight font-semibold">
            {nameLink ?? <span className="truncate">{channel.channelName}</span>}
            {channel.isVerified && <VerifiedBadge />}
          </Heading>
          <p className="mt-0.5 truncate text-sm text-muted-foreground">by {channel.creatorName}</p>
          {subscribed && (
            <Badge variant="success" className="mt-2">
              {channel.viewer.cancelAtPeriodEnd ? 'Subscribed until period end' : 'Subscribed'}
            </Badge>
          )}
          {channel.viewer.isOwn && (
            <Badge variant="secondary" className="mt-2">
              Your channel
            </Badge>
          )}
        </div>
      </div>

      {channel.description ? (
        <p
          className={
            expanded
              ? 'text-sm whitespace-pre-line text-muted-foreground'
              : 'line-clamp-3 text-sm text-muted-foreground'
          }
        >
          {channel.description}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground italic">No description yet.</p>
      )}

      {channel.categories.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
          {channel.categories.map((category) => (
            <li key={category}>
              <Badge variant="muted">{category}</Badge>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto flex flex-col gap-3 border-t border-border pt-4">
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <Users className="size-4" aria-hidden />
            <dt className="sr-only">Subscribers</dt>
            <dd>{formatCount(channel.subscriberCount, 'subscriber')}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <FileText className="size-4" aria-hidden />
            <dt className="sr-only">Reports</dt>
            <dd>{formatCount(channel.reportCount, 'report')}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {mode && <PriceLine copy={cardPriceCopy(channel, mode)} />}
          {action}
        </div>
      </div>
    </Card>
  );
}

/**
 * The price as the viewer meets it (ADR 216); a listener who already had this paid channel's trial is not
 * promised another one: they pay from the first day (ADR 227).
 */
function cardPriceCopy(channel: ChannelCardData, mode: PaymentsMode): ReturnType<typeof priceCopy> {
  const role = channel.viewer.isOwn ? 'creator' : 'listener';
  if (role === 'listener' && mode.enabled && channel.price.paid && channel.viewer.trialUsed) {
    return {
      now: formatPrice({ ...channel.price, currency: channel.price.currency.toUpperCase() }),
      later: 'Your free trial of this channel is used',
    };
  }
  return priceCopy(channel.price, role, mode);
}

/** What the channel costs now (free during the beta) and, smaller, what it will cost after the beta. */
function PriceLine({ copy }: { copy: ReturnType<typeof priceCopy> }) {
  return (
    <p className="flex flex-col" data-testid="channel-price">
      <span className="text-base font-semibold">{copy.now}</span>
      {copy.later && <span className="text-xs text-muted-foreground">{copy.later}</span>}
    </p>
  );
}
