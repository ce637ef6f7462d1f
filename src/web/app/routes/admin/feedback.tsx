import { AdminFeedbackList } from '@web/features/admin/components/admin-feedback-list';
import { AdminShell } from './admin-shell';

/** /admin and /admin/feedback: what users sent with "Send Feedback", newest first. */
export default function AdminFeedbackPage() {
  return (
    <AdminShell
      section="feedback"
      title="Feedback"
      description="What people sent with Send Feedback, newest first. Mark each one in progress while you look at it and done once it is answered or fixed."
    >
      <AdminFeedbackList />
    </AdminShell>
  );
}
