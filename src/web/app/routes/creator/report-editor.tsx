import { useNavigate, useParams } from 'react-router';
import { NotCreatorNotice } from '@web/features/creator/components/not-creator-notice';
import { ReportEditor } from '@web/features/creator-reports/components/report-editor';
import { paths } from '../../paths';

/** /creator/reports/:reportId: review, edit and publish one report (issue #7 item 4). */
export default function ReportEditorPage() {
  const { reportId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <section className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-6 sm:px-6">
      <ReportEditor
        key={reportId}
        reportId={reportId}
        backHref={paths.creator.reports()}
        readerHref={paths.reports.detail(reportId)}
        onDeleted={() => void navigate(paths.creator.reports(), { replace: true })}
        notCreator={<NotCreatorNotice onboardingHref={paths.onboarding()} />}
      />
    </section>
  );
}
