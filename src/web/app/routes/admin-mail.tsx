import { FailedMailList } from '@web/features/mail/delivery/components/failed-mail-list';
import { AdminShell } from './admin/admin-shell';

/** /admin/mail: mails an SMTP server refused for good, for administrators (issue 26); a section of /admin. */
export default function AdminMailPage() {
  return (
    <AdminShell
      section="mail"
      title="Failed mails"
      description="Mails the mail server refused for good. They are not sent again; mails that failed for a while are retried on their own."
    >
      <FailedMailList />
    </AdminShell>
  );
}
