// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ReactNode } from 'react';

/**
 * The feed's heading, props in and markup out: the feed page draws it, and the server draws the feed's
 * first screen with it (ADR 236). `live` (the live status) sits on the title's line, centred on it, at
 * every width.
 */
export function FeedHeading({ live }: { live?: ReactNode }) {
  return (
    <header>
      <div className="flex items-center justify-between gap-3">
        <h1 id="reports-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Reports
        </h1>
        {live}
      </div>
      <p className="mt-1 text-muted-foreground">Every episode of your channels, readable in 1-2 minutes.</p>
    </header>
  );
}
