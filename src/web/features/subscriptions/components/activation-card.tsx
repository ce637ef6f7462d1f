import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { timings } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { celebrate, stopCelebration } from '../lib/celebrate';
import { noteActivation } from '../lib/subscription-run';
import { ChannelAvatar } from './channel-avatar';

export interface ActivationCardProps {
  open: boolean;
  channelName: string;
  logoUrl: string | null;
  /** 'Access Report' and the automatic redirect both land here. */
  onAccess: () => void;
  /** Closing the card and 'Stay here' both keep the listener on the page. */
  onClose: () => void;
  redirectMs?: number;
  /** What mail the subscription brings and where to change it (the app passes the mail feature's note). */
  mailNote?: ReactNode;
}

/**
 * The card's content. It mounts when the dialog opens and unmounts when it closes, so the confetti,
 * the countdown and the redirect timer start and stop with it.
 */
function ActivationBody({
  channelName,
  logoUrl,
  onAccess,
  onClose,
  redirectMs,
  mailNote,
}: Omit<ActivationCardProps, 'open'> & { redirectMs: number }) {
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(redirectMs / 1000));
  // Decided once, when the card opens: a card in a run of subscriptions never counts down.
  const [counting, setCounting] = useState(() => !noteActivation(channelName, Date.now()));
  const accessRef = useRef(onAccess);
  useEffect(() => {
    accessRef.current = onAccess;
  }, [onAccess]);

  useEffect(() => {
    celebrate();
    // Leaving (the redirect, 'Access Report', closing, another page) ends the confetti with the card.
    return stopCelebration;
  }, []);

  useEffect(() => {
    if (!counting) return;
    const startedAt = Date.now();
    const tick = setInterval(
      () => setSecondsLeft(Math.max(0, Math.ceil((redirectMs - (Date.now() - startedAt)) / 1000))),
      250,
    );
    const timer = setTimeout(() => accessRef.current(), redirectMs);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [counting, redirectMs]);

  return (
    <div className="flex flex-col items-center gap-4 pt-2">
      <div className="relative">
        <ChannelAvatar name={channelName} logoUrl={logoUrl} size={80} />
        <CheckCircle2
          className="absolute -right-1 -bottom-1 size-7 rounded-full bg-popover text-success"
          aria-hidden
        />
      </div>
      <DialogTitle size="2xl">Subscription Activated!</DialogTitle>
      <DialogDescription look="lead">
        Thank you for subscribing. You now have access to all reports!
      </DialogDescription>
      <p className="text-lg font-semibold">{channelName}</p>
      {mailNote}
      <Button size="lg" className="w-full" onClick={onAccess} autoFocus>
        Access Report
      </Button>
      {counting ? (
        <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
          <p className="text-xs text-muted-foreground">Taking you to your reports in {secondsLeft} s…</p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setCounting(false);
              onClose();
            }}
          >
            Stay here
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Shown right after subscribing (docs/product.md#subscription-screens): confetti, 'Subscription Activated!',
 * the channel, an 'Access Report' button and an automatic redirect to the reports after 5000 ms, with
 * 'Stay here' to cancel it. Closing the card stays. No redirect for a subscription that continues a run of
 * them (subscription-run.ts); the confetti ends when the card does.
 */
export function ActivationCard({
  open,
  onClose,
  redirectMs = timings.activationRedirectMs,
  ...body
}: ActivationCardProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="md" className="text-center" data-testid="activation-card">
        {open && <ActivationBody {...body} onClose={onClose} redirectMs={redirectMs} />}
      </DialogContent>
    </Dialog>
  );
}
