// The automatic JSX runtime named here: the server renders these under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageContainer } from '@web/components/ui/page-container';
import { paths } from './paths';

/**
 * The frame of a channel page, props in and markup out: the pages draw it, and the server draws a public
 * channel's first screen in it (ADR 236).
 * 'public': /channels/{id}, anyone's; 'subscriber': /subscriber/podcasts/{id}, in the signed-in page
 * width; 'invite': an invite link's narrow column.
 */
export type ChannelPageFrameKind = 'public' | 'subscriber' | 'invite';

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

/** The box each channel page sits in: as wide as the page it belongs to. */
export function ChannelPageFrame({ frame, children }: { frame: ChannelPageFrameKind; children: ReactNode }) {
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

/** The page's title when it is the channel's name: for screen readers, the card shows the name. */
export function ChannelTitle({ name }: { name: string }) {
  return (
    <h1 id="channel-title" className="sr-only">
      {name}
    </h1>
  );
}

/** The way back from a public channel page: the reader's channels signed in, the home page otherwise. */
export function PublicChannelBackLink({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <ChannelBackLink to={paths.subscriber.podcasts()} label="Podcast Channels" />
  ) : (
    <ChannelBackLink to={paths.home()} label="Home" />
  );
}
