import { useId } from 'react';
import { Ban, Check, Copy } from 'lucide-react';
import type { InviteLink } from '@shared/contract/creator';
import { formatLongDate } from '@shared/dates/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';

export interface InviteLinkUrls {
  invite: string;
  subscribe: string;
}

function CopyRow({
  label,
  url,
  copied,
  onCopy,
  disabled,
}: {
  label: string;
  url: string;
  copied: boolean;
  onCopy: () => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          mono
          onFocus={(event) => event.currentTarget.select()}
          disabled={disabled}
        />
        <Button
          variant="outline"
          size="md"
          onClick={onCopy}
          disabled={disabled}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          <span className="hidden sm:inline">{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </div>
    </div>
  );
}

/** One invite link: its two shareable URLs with copy buttons, its use count, and Revoke. */
export function InviteLinkCard({
  link,
  urls,
  copiedText,
  onCopy,
  onRevoke,
}: {
  link: InviteLink;
  urls: InviteLinkUrls;
  copiedText: string | null;
  onCopy: (text: string) => void;
  onRevoke: () => void;
}) {
  const revoked = link.revokedAt !== null;
  return (
    <Card className={cn(revoked && 'opacity-70')} data-testid="invite-link">
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-0.5">
            <h3 className="font-medium">{link.label ?? 'Untitled link'}</h3>
            <p className="text-xs text-muted-foreground">
              Created {formatLongDate(link.createdAt)} · {link.useCount}{' '}
              {link.useCount === 1 ? 'subscriber' : 'subscribers'} joined
              {revoked && link.revokedAt ? ` · Revoked ${formatLongDate(link.revokedAt)}` : ''}
            </p>
          </div>
          {revoked ? (
            <Badge variant="muted">Revoked</Badge>
          ) : (
            <div className="flex items-center gap-2">
              <Badge variant="success">Active</Badge>
              <Button variant="outline" size="sm" onClick={onRevoke}>
                <Ban aria-hidden />
                Revoke
              </Button>
            </div>
          )}
        </div>
        {!revoked && (
          <div className="grid gap-3 md:grid-cols-2">
            <CopyRow
              label="Invite link"
              url={urls.invite}
              copied={copiedText === urls.invite}
              onCopy={() => onCopy(urls.invite)}
              disabled={revoked}
            />
            <CopyRow
              label="Subscribe link"
              url={urls.subscribe}
              copied={copiedText === urls.subscribe}
              onCopy={() => onCopy(urls.subscribe)}
              disabled={revoked}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
