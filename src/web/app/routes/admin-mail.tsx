import { PageContainer } from '@web/components/ui/page-container';
import { FailedMailList } from '@web/features/mail-admin/components/failed-mail-list';

/** /admin/mail: mails an SMTP server refused for good, for administrators (issue 26). */
export default function AdminMailPage() {
  return (
    <PageContainer aria-labelledby="admin-mail-title">
      <header>
        <h1 id="admin-mail-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Failed mails
        </h1>
        <p className="mt-1 text-muted-foreground">
          Mails the mail server refused for good. They are not sent again; mails that failed for a while are
          retried on their own.
        </p>
      </header>
      <FailedMailList />
    </PageContainer>
  );
}
