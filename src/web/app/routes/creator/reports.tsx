import { useNavigate, useSearchParams } from 'react-router';
import { reportStatuses, type ReportStatus } from '@shared/contract/creator-reports';
import { CreatorPageHeader } from '@web/features/creator/components/creator-page-header';
import { NotCreatorNotice } from '@web/features/creator/components/not-creator-notice';
import { ReportsList } from '@web/features/creator-reports/components/reports-list';
import { paths } from '../../paths';

function statusFrom(value: string | null): ReportStatus | undefined {
  return reportStatuses.find((s) => s === value);
}

/** /creator/reports: the creator's episodes and reports, with 'Add episode' (issue #7 item 4). */
export default function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  return (
    <section className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-6 sm:px-6">
      <CreatorPageHeader
        title="Reports"
        description="Your episodes and their reports: add an episode, generate its report, review it and publish."
      />
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
