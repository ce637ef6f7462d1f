import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { reportStatuses, type ReportStatus } from '@shared/contract/creator-reports';
import { CreatorPageHeader } from '@web/features/creator/components/creator-page-header';
import { NotCreatorNotice } from '@web/features/creator/components/not-creator-notice';
import { creatorReportKeys } from '@web/features/creator-reports/api/query-keys';
import { ReportsList } from '@web/features/creator-reports/components/reports-list';
import { ConnectedFeedCard } from '@web/features/feeds/connections/components/connected-feed-card';
import { useFeedConnection } from '@web/features/feeds/connections/api/feed-connection';
import { PastEpisodesImport } from '@web/features/feeds/backfills/components/past-episodes-import';
import { paths } from '../../paths';

function statusFrom(value: string | null): ReportStatus | undefined {
  return reportStatuses.find((s) => s === value);
}

/** /creator/reports: the creator's episodes and reports, with 'Add episode' (issue #7 item 4). */
export default function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const feed = useFeedConnection();
  // A check of the connected feed made new drafts: the list shows them without a reload.
  const onFeedImported = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: creatorReportKeys.lists() }),
    [queryClient],
  );
  return (
    <section className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-6 sm:px-6">
      <CreatorPageHeader
        title="Reports"
        description="Your episodes and their reports: add an episode, generate its report, review it and publish."
      />
      <ConnectedFeedCard onImported={onFeedImported} />
      {feed.data?.connection && <PastEpisodesImport onImported={onFeedImported} />}
      <ReportsList
        status={statusFrom(search.get('status'))}
        onStatusChange={(status) =>
          setSearch(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (status) next.set('status', status);
              else next.delete('status');
              return next;
            },
            { replace: true },
          )
        }
        reportHref={paths.creator.report}
        onCreated={(report) => void navigate(paths.creator.report(report.id))}
        notCreator={<NotCreatorNotice onboardingHref={paths.onboarding()} />}
      />
    </section>
  );
}
