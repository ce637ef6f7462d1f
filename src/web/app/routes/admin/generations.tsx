import { ReportGenerationList } from '@web/features/admin/components/report-generation-list';
import { AdminShell } from './admin-shell';

/** /admin/generations: reports that fell back to the built-in summarizer or failed, with the operator detail. */
export default function AdminGenerationsPage() {
  return (
    <AdminShell
      section="generations"
      title="Report generations"
      description="Reports the built-in summarizer made because the language model failed, and reports that failed, with what the model's endpoint answered."
    >
      <ReportGenerationList />
    </AdminShell>
  );
}
