import { useId, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { ListenerFeed } from '@shared/contract/listener-feeds';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
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
import { useCopyToClipboard } from '@web/hooks/use-copy-to-clipboard';
import { useListenerFeeds, useResetListenerFeeds } from '../api/listener-feeds';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback;

/**
 * The profile's "Private feeds" section (docs/product.md#private-feeds): RSS feeds of the listener's
 * reports for any feed reader, one of every channel and one per subscribed channel, each with Copy. The
 * addresses hold a secret; Reset replaces it, and the old addresses stop working at once.
 */
export function PrivateFeedsSection() {
  const titleId = useId();
  const feeds = useListenerFeeds();
  const reset = useResetListenerFeeds();
  const [confirming, setConfirming] = useState(false);

  const onConfirmReset = async () => {
    try {
      await reset.mutateAsync();
      toast({
        title: 'Feed addresses reset',
        description: 'The old addresses no longer work. Copy the new ones into your feed reader.',
      });
      setConfirming(false);
    } catch (error) {
      toast({
        title: 'Error',
        description: messageOf(error, 'The feed addresses could not be reset. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section id="private-feeds" className="scroll-mt-20" aria-labelledby={titleId}>
      <Card className="p-6">
        {/* No feed icon: one only the studio's pages draw stays out of every page's first visit (ADR 150). */}
        <div className="mb-4 flex items-start gap-3">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              Private feeds
            </h2>
            <p className="text-sm text-muted-foreground">
              Read your reports in any feed reader. These addresses are private: anyone who has one can read
              that feed, so reset them if one gets out.
            </p>
          </div>
        </div>

        {feeds.isPending && (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading private feeds">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        )}
        {feeds.isError && (
          <div role="alert" className="flex flex-col items-center gap-3 py-4 text-center">
            <p className="font-medium">Could not load your private feeds</p>
            <Button variant="outline" onClick={() => void feeds.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {feeds.data && (
          <>
            <ul className="grid gap-2" aria-label="Private feeds">
              {feeds.data.feeds.map((feed) => (
                <FeedRow key={feed.creatorId ?? 'all'} feed={feed} />
              ))}
            </ul>
            {feeds.data.feeds.length === 1 && (
              <p className="mt-2 text-sm text-muted-foreground">
                Subscribe to a channel and its own feed appears here too.
              </p>
            )}
            <div className="mt-4">
              <Button variant="outline" onClick={() => setConfirming(true)}>
                Reset
              </Button>
            </div>
          </>
        )}

        <Dialog open={confirming} onOpenChange={(open) => !open && setConfirming(false)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Reset your feed addresses?</DialogTitle>
              <DialogDescription>
                Every feed reader that uses the current addresses stops getting your reports at once. You then
                copy the new addresses into the readers you use.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={reset.isPending}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={() => void onConfirmReset()} disabled={reset.isPending}>
                {reset.isPending && <Spinner size="sm" label="Resetting" />}
                Reset addresses
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </Card>
    </section>
  );
}

function FeedRow({ feed }: { feed: ListenerFeed }) {
  const { copy, copied } = useCopyToClipboard();
  const fieldId = useId();
  const onCopy = async () => {
    if (await copy(feed.url)) {
      toast({ title: 'Feed address copied', description: feed.title });
      return;
    }
    (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    toast({
      title: 'Copy failed',
      description: 'Select the address and copy it by hand.',
      variant: 'destructive',
    });
  };
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 truncate font-medium">{feed.title}</span>
        {!feed.access && <Badge variant="muted">Subscription ended</Badge>}
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={fieldId} className="sr-only">
          Feed address of {feed.title}
        </Label>
        <Input
          id={fieldId}
          readOnly
          value={feed.url}
          mono
          className="min-w-0 flex-1"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void onCopy()}
          aria-label={`Copy the feed address of ${feed.title}`}
        >
          {copied === feed.url ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied === feed.url ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </li>
  );
}
