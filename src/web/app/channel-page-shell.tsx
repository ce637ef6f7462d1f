import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { ChannelCard as ChannelCardData, ChannelPage, ChannelViewer } from '@shared/contract/channels';
import { formatLongDate } from '@shared/dates/format';
import { Button } from '@web/components/ui/button';
import { PageContainer } from '@web/components/ui/page-container';
import { ChannelCard } from '@web/features/channels/components/channel-card';
import { ChannelLinks } from '@web/features/channels/components/channel-links';
import { ChannelReportList } from '@web/features/channels/components/channel-report-list';
import type { SubscribeTarget } from '@web/features/subscriptions/hooks/use-subscribe-flow';
import { LazyActivationCard } from './lazy-activation-card';
import { paths } from './paths';

/** The way back from a channel page: an arrow and the name of the page it leads to. */
export function ChannelBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}

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

/** The box each channel page sits in: as wide as the page it belongs to. */
function Frame({ frame, children }: { frame: ChannelPageShellProps['frame']; children: ReactNode }) {
  if (frame === 'subscriber')
    return <PageContainer aria-labelledby="channel-title">{children}</PageContainer>;
  if (frame === 'invite') {
    return (
      <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
        {children}
      </section>
    );
  }
  return (
    <section
      aria-labelledby="channel-title"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6"
    >
      {children}
    </section>
  );
}

export interface ChannelPageShellProps {
  /**
   * 'public': /channels/{id}, anyone's; 'subscriber': /subscriber/podcasts/{id}, in the signed-in page
   * width; 'invite': an invite link's narrow column.
   */
  frame: 'public' | 'subscriber' | 'invite';
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
    <Frame frame={frame}>
      {back}
      {channel ? (
        <>
          {heading ?? (
            <h1 id="channel-title" className="sr-only">
              {channel.channelName}
            </h1>
          )}
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
    </Frame>
  );
}
