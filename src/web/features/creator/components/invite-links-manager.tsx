import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AlertCircle, Link2 as LinkIcon, Plus, RefreshCw } from 'lucide-react';
import { creatorLimits, type InviteLink } from '@shared/contract/creator';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-error';
import { useCreateInviteLink } from '../api/create-invite-link';
import { useInviteLinks } from '../api/get-invite-links';
import { useRevokeInviteLink } from '../api/revoke-invite-link';
import { useCopyToClipboard } from '@web/hooks/use-copy-to-clipboard';
import { isNotCreator } from '../lib/not-creator';
import { InviteLinkCard, type InviteLinkUrls } from './invite-link-card';
import { NotCreatorNotice } from './not-creator-notice';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback;

/** Invite links: make one (with an optional label), copy its /invite and /subscribe URLs, revoke it. */
export function InviteLinksManager({
  urlsFor,
  onboardingHref,
  settingsHref,
}: {
  urlsFor: (link: InviteLink) => InviteLinkUrls;
  onboardingHref: string;
  settingsHref: string;
}) {
  const labelId = useId();
  const [label, setLabel] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<InviteLink | null>(null);
  const links = useInviteLinks();
  const create = useCreateInviteLink();
  const revoke = useRevokeInviteLink();
  const { copy, copied } = useCopyToClipboard();

  if (links.isError && isNotCreator(links.error)) return <NotCreatorNotice onboardingHref={onboardingHref} />;

  const onCreate = async (event: React.FormEvent) => {
    event.preventDefault();
    setCreateError(null);
    try {
      await create.mutateAsync(label);
      setLabel('');
      toast({
        title: 'Invite link created',
        description: 'Copy it and share it with your listeners.',
        variant: 'success',
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'creator_settings_not_found') {
        setCreateError('Set up your channel first: invite links open your channel page.');
      } else {
        setCreateError(messageOf(error, 'The link could not be created. Please try again.'));
      }
    }
  };

  const onCopy = async (text: string) => {
    const ok = await copy(text);
    toast(
      ok
        ? { title: 'Link copied', description: text }
        : {
            title: 'Could not copy',
            description: 'Select the link and copy it by hand.',
            variant: 'destructive',
          },
    );
  };

  const onConfirmRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revoke.mutateAsync(toRevoke.id);
      toast({
        title: 'Invite link revoked',
        description: 'People who open it now see that it is no longer valid.',
      });
      setToRevoke(null);
    } catch (error) {
      toast({
        title: 'Error',
        description: messageOf(error, 'The link could not be revoked. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const items = links.data?.pages.flatMap((page) => page.items) ?? [];
  const active = items.filter((link) => link.revokedAt === null);
  const revoked = items.filter((link) => link.revokedAt !== null);

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">New invite link</CardTitle>
          <CardDescription>
            Share a link in your show notes or newsletter. A label helps you see which link brings listeners.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={(event) => void onCreate(event)} noValidate className="grid gap-2">
            <Label htmlFor={labelId}>Label (optional)</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={labelId}
                value={label}
                maxLength={creatorLimits.inviteLabelMaxChars}
                placeholder="e.g. Newsletter, Episode 42 outro"
                onChange={(event) => setLabel(event.target.value)}
                aria-invalid={createError ? true : undefined}
                aria-describedby={createError ? `${labelId}-error` : undefined}
              />
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <Spinner size="sm" label="Creating" /> : <Plus aria-hidden />}
                Create link
              </Button>
            </div>
            {createError && (
              <p id={`${labelId}-error`} role="alert" className="text-sm text-destructive">
                {createError}{' '}
                {createError.startsWith('Set up your channel') && (
                  <Link className="underline" to={settingsHref}>
                    Open channel settings
                  </Link>
                )}
              </p>
            )}
          </form>
        </CardContent>
      </Card>

      <section aria-labelledby="active-links-title" className="grid gap-3">
        <h2 id="active-links-title" className="text-lg font-semibold">
          Active links
        </h2>
        {links.isPending && (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading invite links">
            <Skeleton rounded="xl" className="h-32" />
            <Skeleton rounded="xl" className="h-32" />
          </div>
        )}
        {links.isError && (
          <Card role="alert">
            <CardContent className="flex flex-wrap items-center gap-3">
              <AlertCircle className="size-5 text-destructive" aria-hidden />
              <span className="text-sm">Could not load your invite links.</span>
              <Button variant="outline" size="sm" onClick={() => void links.refetch()}>
                <RefreshCw aria-hidden />
                Try again
              </Button>
            </CardContent>
          </Card>
        )}
        {links.isSuccess && active.length === 0 && (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-8 text-center">
            <LinkIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">No active invite links</p>
            <p className="text-sm text-muted-foreground">
              Create one above to invite listeners to your channel.
            </p>
          </div>
        )}
        {active.map((link) => (
          <InviteLinkCard
            key={link.id}
            link={link}
            urls={urlsFor(link)}
            copiedText={copied}
            onCopy={(text) => void onCopy(text)}
            onRevoke={() => setToRevoke(link)}
          />
        ))}
      </section>

      {revoked.length > 0 && (
        <section aria-labelledby="revoked-links-title" className="grid gap-3">
          <h2 id="revoked-links-title" className="text-lg font-semibold">
            Revoked links
          </h2>
          {revoked.map((link) => (
            <InviteLinkCard
              key={link.id}
              link={link}
              urls={urlsFor(link)}
              copiedText={copied}
              onCopy={(text) => void onCopy(text)}
              onRevoke={() => undefined}
            />
          ))}
        </section>
      )}

      {links.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void links.fetchNextPage()}
          disabled={links.isFetchingNextPage}
        >
          {links.isFetchingNextPage && <Spinner size="sm" label="Loading" />}
          Show more links
        </Button>
      )}

      <Dialog open={toRevoke !== null} onOpenChange={(open) => !open && setToRevoke(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke this invite link?</DialogTitle>
            <DialogDescription>
              {toRevoke?.label ? `“${toRevoke.label}” ` : 'This link '}
              stops working at once: people who open it will see that it is no longer valid. Existing
              subscribers keep their subscriptions. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setToRevoke(null)} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void onConfirmRevoke()} disabled={revoke.isPending}>
              {revoke.isPending && <Spinner size="sm" label="Revoking" />}
              Revoke link
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
