import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AlertCircle, CheckCircle2, FileText, Link2, Mic, Settings, Sparkles } from 'lucide-react';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { usePaymentsMode, type PaymentsMode } from '@web/lib/payments-mode';
import { creatorPricePerk } from '@web/lib/pricing-copy-app';
import { useBecomeCreator } from '../api/become-creator';
import { useCreatorSettings } from '../api/get-creator-settings';
import { creatorMessages } from '../lib/messages';
import { isNotCreator } from '../lib/not-creator';
import { ChannelSetupDialog } from './channel-setup-dialog';

export interface OnboardingLinks {
  dashboard: string;
  settings: string;
  inviteLinks: string;
  reports: string;
}

/** The perks of becoming a creator; the price one is told by the payments mode (ADR 216). */
const perksOf = (mode: PaymentsMode | undefined) => [
  { icon: FileText, text: 'Turn each episode into a report listeners read in 1-2 minutes.' },
  { icon: Sparkles, text: creatorPricePerk(mode) },
  { icon: Link2, text: 'Share invite links and watch your subscribers grow.' },
];

/**
 * /onboarding: become a creator (docs/product.md#roles), then the channel setup dialog (name, description,
 * logo, categories, social links), then the next steps. Each stage is derived from the server, so a reload or
 * a second visit resumes where the user left off.
 */
export function OnboardingFlow({
  links,
  isCreator,
  onBecameCreator,
}: {
  links: OnboardingLinks;
  /** From the session: a listener's page asks nothing of the creator API, which would only refuse. */
  isCreator: boolean;
  onBecameCreator?: () => void | Promise<void>;
}) {
  const [became, setBecame] = useState(false);
  const creator = isCreator || became;
  const settings = useCreatorSettings({ enabled: creator });
  const [setupOpen, setSetupOpen] = useState(false);
  const autoOpened = useRef(false);

  const needsChannel = settings.isSuccess && settings.data === null;
  // A creator without a channel goes straight to the setup dialog, once.
  useEffect(() => {
    if (needsChannel && !autoOpened.current) {
      autoOpened.current = true;
      setSetupOpen(true);
    }
  }, [needsChannel]);

  // The dialog sits beside the stage, not inside it: saving step 1 creates the channel and moves the page
  // to its next stage, and the dialog must stay open (and keep its step) through that.
  return (
    <>
      <OnboardingStage
        links={links}
        creator={creator}
        onBecameCreator={async () => {
          setBecame(true);
          await onBecameCreator?.();
        }}
        onSetUp={() => setSetupOpen(true)}
      />
      <ChannelSetupDialog open={setupOpen} onOpenChange={setSetupOpen} settings={settings.data ?? null} />
    </>
  );
}

function OnboardingStage({
  links,
  creator,
  onBecameCreator,
  onSetUp,
}: {
  links: OnboardingLinks;
  creator: boolean;
  onBecameCreator: () => void | Promise<void>;
  onSetUp: () => void;
}) {
  const settings = useCreatorSettings({ enabled: creator });
  const become = useBecomeCreator({ onBecameCreator });
  const mode = usePaymentsMode();

  // Not a creator (by the session, or as the API found when the session was behind).
  if (!creator || (settings.isError && isNotCreator(settings.error))) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2" size="2xl" className="flex items-center gap-2">
            <Mic className="size-6 text-primary" aria-hidden />
            Start your channel
          </CardTitle>
          <CardDescription>
            Become a creator and bring your podcast to readers. It takes a minute.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ul className="grid gap-3">
            {perksOf(mode).map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm">
                <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            <Button size="lg" onClick={() => become.mutate()} disabled={become.isPending}>
              {become.isPending && <Spinner size="sm" label="Working" />}
              Become a creator
            </Button>
            {become.isError && (
              <p role="alert" className="text-sm text-destructive">
                {become.error instanceof ApiError && become.error.status > 0
                  ? become.error.message
                  : 'Something went wrong. Please try again.'}
              </p>
            )}
          </div>
        </CardContent>
      </Card>
    );
  }

  if (settings.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only">Loading</span>
        <Skeleton rounded="xl" className="h-72" />
      </div>
    );
  }

  if (settings.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-wrap items-center gap-3">
          <AlertCircle className="size-5 text-destructive" aria-hidden />
          <span>{creatorMessages.loadFailed}</span>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  if (settings.data === null) {
    return (
      <>
        <Card>
          <CardHeader>
            <CardTitle as="h2" size="2xl">
              You are a creator now
            </CardTitle>
            <CardDescription>
              Next, set up your channel: a name, a short description, a logo and a few topics.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button size="lg" onClick={onSetUp}>
              Set up your channel
            </Button>
          </CardContent>
        </Card>
      </>
    );
  }

  const channel = settings.data;
  const next = [
    {
      to: links.reports,
      icon: FileText,
      title: 'Publish your first report',
      text: 'Paste a transcript and generate a report.',
    },
    {
      to: links.settings,
      icon: Settings,
      title: 'Set your price and verify YouTube',
      text: 'Choose the monthly price and earn the verified badge.',
    },
    {
      to: links.inviteLinks,
      icon: Link2,
      title: 'Invite listeners',
      text: 'Create a link to share in your show notes.',
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" size="2xl" className="flex items-center gap-2">
            <CheckCircle2 className="size-6 text-success" aria-hidden />
            {channel.channelName} is ready
          </CardTitle>
          <CardDescription>Your channel is set up. Here is what to do next.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 md:grid-cols-3">
          {next.map(({ to, icon: Icon, title, text }) => (
            <Link
              key={to}
              to={to}
              className="flex flex-col gap-1.5 rounded-lg border border-border p-4 transition-colors hover:border-primary/60 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Icon className="size-5 text-primary" aria-hidden />
              <span className="font-medium">{title}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </Link>
          ))}
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Link to={links.dashboard} className={buttonClasses()}>
          Go to the creator dashboard
        </Link>
        <Button variant="outline" onClick={onSetUp}>
          Edit channel
        </Button>
      </div>
    </div>
  );
}
