// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ReactNode } from 'react';
import { PageContainer } from '@web/components/ui/page-container';
import { Lock } from 'lucide-react';
import type { ReportTeaser } from '@shared/contract/reports';
import { Avatar } from '@web/components/ui/avatar';
import { avatarUrl } from '@web/lib/avatar-url';
import { formatLongDate, formatMinutes } from '@shared/dates/format';
import { ReportBackLink } from './report-page-parts';

/**
 * What a reader without access sees: the title, the channel, the first key learning and a way to subscribe.
 * Props in, markup out: the page draws it, and the server draws a document's first screen with it (ADR
 * 236). `price` is the sentence on the price after the trial, or null while the payments mode is unknown.
 */
export function ReportTeaserView({
  teaser,
  backHref,
  price,
  subscribe,
  timeZone,
}: {
  teaser: ReportTeaser;
  backHref: string;
  price: string | null;
  subscribe: ReactNode;
  /** The reader's own unless given. */
  timeZone?: string;
}) {
  return (
    <PageContainer as="div" measure="reading">
      <ReportBackLink to={backHref} />
      <header className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Avatar
            name={teaser.channel.channelName}
            src={avatarUrl(teaser.channel.channelName, teaser.channel.logoUrl)}
            size="md"
          />
          <div className="text-sm">
            <p className="font-medium">{teaser.channel.channelName}</p>
            <p className="text-muted-foreground">
              {formatLongDate(teaser.publishedAt, timeZone)} · {formatMinutes(teaser.readingTimeSeconds)} read
            </p>
          </div>
        </div>
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
          {teaser.title}
        </h1>
      </header>
      {teaser.firstKeyLearning ? (
        <section aria-labelledby="teaser-learning" className="rounded-xl border border-border bg-card p-5">
          <h2
            id="teaser-learning"
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            A key learning from this episode
          </h2>
          <p className="mt-3 font-semibold">{teaser.firstKeyLearning.title}</p>
          {teaser.firstKeyLearning.detail ? (
            <p className="mt-1 text-muted-foreground">{teaser.firstKeyLearning.detail}</p>
          ) : null}
        </section>
      ) : null}
      <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-primary/50 bg-primary/5 px-6 py-10 text-center">
        <Lock className="size-8 text-primary" aria-hidden />
        <h2 className="text-lg font-semibold">
          Subscribe to {teaser.channel.channelName} to read the full report
        </h2>
        <p className="max-w-md text-sm text-muted-foreground">
          The summary and every key learning of each episode, readable in 1-2 minutes.
          {price ? ` ${price}` : ''}
        </p>
        {subscribe}
      </section>
    </PageContainer>
  );
}
