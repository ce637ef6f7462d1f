import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ChannelCard as ChannelCardData, ChannelPage, ChannelViewer } from '@shared/contract/channels';
import { formatLongDate } from '@shared/dates/format';
import { Button } from '@web/components/ui/button';
import { ChannelCard } from '@web/features/channels/components/channel-card';
import { ChannelLinks } from '@web/features/channels/components/channel-links';
import { ChannelReportList } from '@web/features/channels/components/channel-report-list';
import type { SubscribeTarget } from '@web/features/subscriptions/hooks/use-subscribe-flow';
import { ChannelPageFrame, ChannelTitle, type ChannelPageFrameKind } from './channel-page-frame';
import { LazyActivationCard } from './lazy-activation-card';
import { paths } from './paths';

/** In place of Subscribe for a subscriber: until when they have access, and where to go next. */
export function SubscribedAction({
  viewer,
  to,
  label,
}: {
  viewer: ChannelViewer;
  to: string;
  label: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-muted-foreground">
        {viewer.cancelAtPeriodEnd && viewer.currentPeriodEnd
          ? `Access until ${formatLongDate(viewer.currentPeriodEnd)}`
          : 'You are subscribed'}
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to={to}>{label}</Link>
      </Button>
    </div>
  );
}

export interface ChannelPageShellProps {
  /** Which page's box the channel sits in (ChannelPageFrameKind). */
  frame: ChannelPageFrameKind;
  back?: ReactNode;
  /** The channel, once loaded; until then (or when it failed) `children` show instead. */
  channel?: ChannelCardData | undefined;
  /** The page's title above the card (default: the channel's name, for screen readers only). */
  heading?: ReactNode;
  /** The card's action: Subscribe, or what a subscriber sees instead. */
  action?: ReactNode;
  /** The channel's links and reports under the card, with the reports' heading. */
  reports?: { title: string; page: ChannelPage };
  /** The channel just subscribed to, for the activation card. */
  activated: SubscribeTarget | null;
  onCloseActivation: () => void;
  children?: ReactNode;
}

/**
 * One channel page, whichever way it was reached (docs/product.md#pages-and-routes): the way back, the
 * title, the channel card with its action, the channel's links and reports, and the activation card that
 * opens once a subscription goes through (fetched the first time it opens, ADR 150).
 */
export function ChannelPageShell({
  frame,
  back,
  channel,
  heading,
  action,
  reports,
  activated,
  onCloseActivation,
  children,
}: ChannelPageShellProps) {
  const navigate = useNavigate();
  return (
    <ChannelPageFrame frame={frame}>
      {back}
      {channel ? (
        <>
          {heading ?? <ChannelTitle name={channel.channelName} />}
          <ChannelCard channel={channel} action={action} expanded headingLevel="h2" />
          {reports && (
            <>
              <ChannelLinks channel={reports.page.channel} />
              <section aria-labelledby="channel-reports">
                <h2 id="channel-reports" className="mb-3 text-lg font-semibold">
                  {reports.title}
                </h2>
                <ChannelReportList
                  creatorId={reports.page.channel.creatorId}
                  firstPage={reports.page.reports}
                  reportHref={paths.reports.detail}
                />
              </section>
            </>
          )}
        </>
      ) : (
        children
      )}
      <LazyActivationCard
        open={activated !== null}
        channelName={activated?.channelName ?? ''}
        logoUrl={activated?.logoUrl ?? null}
        onAccess={() => navigate(paths.reports.list())}
        onClose={onCloseActivation}
      />
    </ChannelPageFrame>
  );
}
