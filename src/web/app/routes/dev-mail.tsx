import { PageContainer } from '@web/components/ui/page-container';
import { DevMailbox } from '@web/features/mail/dev-mail/components/dev-mailbox';

/** /dev-mail: the local mailbox outside production (like /dev-google is the local sign-in, ADR 180). */
export default function DevMailPage() {
  return (
    <PageContainer aria-labelledby="dev-mail-title">
      <header>
        <h1 id="dev-mail-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Local mailbox
        </h1>
        <p className="mt-1 text-muted-foreground">
          Mail the app sent on this machine. With SMTP_URL set, mail goes to that server instead.
        </p>
      </header>
      <DevMailbox />
    </PageContainer>
  );
}
