import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { DevMail } from '@shared/contract/mail';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api-error';
import { cn } from '@web/lib/cn';
import { useDevMail, useDevMailList } from '../api/dev-mail';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Links in the shown mail open in a new tab: the frame is sandboxed (no scripts, no same origin, no
 * forms), and only popups may leave it, so "Read the report" works as it would in a mail client.
 */
const framed = (html: string) => `<base target="_blank">${html}`;

/**
 * The local mailbox outside production (/dev-mail, ADR 180): what the app "sent", newest first; one mail
 * as its HTML (in a sandboxed frame), its text and its headers.
 */
export function DevMailbox() {
  const [search, setSearch] = useSearchParams();
  const selected = search.get('id');
  const list = useDevMailList();
  const select = (id: string) => setSearch({ id });

  if (list.isError) {
    const notRunning = list.error instanceof ApiError && list.error.status === 404;
    return (
      <Card className="p-6 text-center" role="alert">
        <p className="font-medium">
          {notRunning ? 'The local mailbox is not running' : 'Could not load the local mailbox'}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {notRunning
            ? 'Mail goes to SMTP_URL, or mail is off (MAIL_ENABLED=false).'
            : 'Check that the server is running, then try again.'}
        </p>
        {!notRunning && (
          <Button className="mt-4" variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        )}
      </Card>
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
      <Card className="overflow-hidden p-0">
        <h2 className="border-b px-4 py-3 text-sm font-semibold">Inbox</h2>
        {list.isPending && (
          <div className="grid gap-2 p-4" aria-busy="true" aria-label="Loading mails">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        )}
        {list.data && list.data.items.length === 0 && (
          <div className="flex flex-col items-center gap-2 p-6 text-center text-sm text-muted-foreground">
            <Inbox className="size-6" aria-hidden />
            <p>No mail yet. Publish a report or wait for a digest; new mail shows up here by itself.</p>
          </div>
        )}
        {list.data && list.data.items.length > 0 && (
          <ul aria-label="Mails" className="max-h-[70vh] divide-y overflow-y-auto">
            {list.data.items.map((mail) => (
              <li key={mail.id}>
                <button
                  type="button"
                  onClick={() => select(mail.id)}
                  aria-current={mail.id === selected ? 'true' : undefined}
                  className={cn(
                    'flex w-full flex-col gap-0.5 px-4 py-3 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
                    mail.id === selected && 'bg-muted',
                  )}
                >
                  <span className="truncate font-medium">{mail.subject || '(no subject)'}</span>
                  <span className="truncate text-sm text-muted-foreground">To {mail.to}</span>
                  <span className="text-xs text-muted-foreground">{when(mail.receivedAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {selected ? (
        <MailView id={selected} />
      ) : (
        <div className="hidden lg:block">
          <Card variant="muted" className="p-6 text-sm">
            Choose a mail to read it.
          </Card>
        </div>
      )}
    </div>
  );
}

function MailView({ id }: { id: string }) {
  const mail = useDevMail(id);
  if (mail.isPending)
    return (
      <Card className="gap-3 p-6" aria-busy="true" aria-label="Loading the mail">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-64" />
      </Card>
    );
  if (mail.isError)
    return (
      <Card className="p-6" role="alert">
        <p className="font-medium">This mail is no longer in the mailbox</p>
      </Card>
    );
  return <MailContent mail={mail.data} />;
}

function MailContent({ mail }: { mail: DevMail }) {
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className="text-lg font-semibold break-words">{mail.subject || '(no subject)'}</h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">From</dt>
        <dd className="min-w-0 break-words">{mail.from}</dd>
        <dt className="text-muted-foreground">To</dt>
        <dd className="min-w-0 break-words">{mail.to}</dd>
        <dt className="text-muted-foreground">Received</dt>
        <dd>{when(mail.receivedAt)}</dd>
      </dl>
      <Tabs defaultValue={mail.html ? 'html' : 'text'} className="mt-4">
        <TabsList>
          <TabsTrigger value="html" disabled={!mail.html}>
            HTML
          </TabsTrigger>
          <TabsTrigger value="text">Text</TabsTrigger>
          <TabsTrigger value="headers">Headers</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          {mail.html && (
            <iframe
              title={`The mail “${mail.subject}”`}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={framed(mail.html)}
              className="h-[70vh] w-full rounded-md border bg-white"
            />
          )}
        </TabsContent>
        <TabsContent value="text">
          <pre className="max-h-[70vh] overflow-auto rounded-md border p-3 text-sm whitespace-pre-wrap break-words">
            {mail.text ?? '(no text part)'}
          </pre>
        </TabsContent>
        <TabsContent value="headers">
          <dl className="max-h-[70vh] overflow-auto rounded-md border p-3 text-sm">
            {mail.headers.map((header, index) => (
              <div key={index} className="grid gap-x-3 py-1 sm:grid-cols-[12rem_1fr]">
                <dt className="font-medium break-words">{header.name}</dt>
                <dd className="min-w-0 font-mono text-xs break-all">{header.value}</dd>
              </div>
            ))}
          </dl>
        </TabsContent>
      </Tabs>
    </Card>
  );
}
