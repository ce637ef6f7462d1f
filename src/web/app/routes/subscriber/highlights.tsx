import { PageContainer } from '@web/components/ui/page-container';
import { ObsidianExportButton } from '@web/features/library-export/components/obsidian-export-button';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { HighlightsList } from '@web/features/highlights/components/highlights-list';
import { ReadwisePanel } from '@web/features/readwise/components/readwise-panel';
import { paths } from '../../paths';

/**
 * Highlights (/subscriber/highlights, issue 27): every passage the reader kept, across reports, with its
 * moment and "Play from" (the report opens at `?t=` and plays from there).
 */
export default function HighlightsPage() {
  const { user } = useAuth();
  return (
    <PageContainer aria-labelledby="highlights-title">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 id="highlights-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Highlights
          </h1>
          <p className="text-muted-foreground">
            What you kept from your reports, newest first. Only you can see them.
          </p>
        </div>
        <ObsidianExportButton />
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {user ? <HighlightsList userId={user.id} reportHref={paths.reports.at} /> : <div />}
        <ReadwisePanel />
      </div>
    </PageContainer>
  );
}
