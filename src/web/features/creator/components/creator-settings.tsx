import { useState, type ReactNode } from 'react';
import { AlertCircle, RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCreatorSettings } from '../api/get-creator-settings';
import { useReloadOnPathChange } from '../hooks/use-reload-on-path-change';
import { creatorMessages } from '../lib/messages';
import { isNotCreator } from '../lib/not-creator';
import { ChannelProfileForm } from './channel-profile-form';
import { ChannelSetupDialog } from './channel-setup-dialog';
import { LogoUploader } from './logo-uploader';
import { NotCreatorNotice } from './not-creator-notice';
import { PriceCard } from './price-card';
import { YoutubeVerificationCard } from './youtube-verification-card';

/**
 * The creator settings area (docs/product.md#creator-studio): profile fields, the channel setup dialog when
 * there is no channel yet, the YouTube verification help, and the subscription price dialog. Reloads when the
 * path changes. The page composes what other features add: a note on the price card and a payouts card.
 */
export function CreatorSettingsView({ onboardingHref, ...slots }: { onboardingHref: string } & Slots) {
  const settings = useCreatorSettings();
  const [setupOpen, setSetupOpen] = useState(false);
  useReloadOnPathChange(settings.refetch);
  // The dialog sits beside the page, not inside it: saving its first step creates the channel and swaps
  // the page underneath, and the dialog must stay open (and keep its step) for the remaining steps.
  return (
    <>
      <SettingsStage onboardingHref={onboardingHref} onSetUp={() => setSetupOpen(true)} {...slots} />
      <ChannelSetupDialog open={setupOpen} onOpenChange={setSetupOpen} settings={settings.data ?? null} />
    </>
  );
}

interface Slots {
  priceNote?: (priceCents: number) => ReactNode;
  payouts?: ReactNode;
}

function SettingsStage({
  onboardingHref,
  onSetUp,
  priceNote,
  payouts,
}: { onboardingHref: string; onSetUp: () => void } & Slots) {
  const settings = useCreatorSettings();

  if (settings.isPending) {
    return (
      <div className="grid gap-6" aria-busy="true" aria-label="Loading creator settings">
        <Skeleton rounded="xl" className="h-64 w-full" />
        <Skeleton rounded="xl" className="h-40 w-full" />
      </div>
    );
  }

  if (settings.isError && isNotCreator(settings.error))
    return <NotCreatorNotice onboardingHref={onboardingHref} />;

  if (settings.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-col items-start gap-3 pt-6">
          <p className="flex items-center gap-2 font-medium">
            <AlertCircle className="size-5 text-destructive" aria-hidden />
            {creatorMessages.loadFailed}
          </p>
          <p className="text-sm text-muted-foreground">{settings.error.message}</p>
          <Button variant="outline" onClick={() => void settings.refetch()}>
            <RefreshCw aria-hidden />
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const data = settings.data;
  if (!data) {
    return (
      <>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Sparkles className="size-5 text-primary" aria-hidden />
              Set up your channel
            </CardTitle>
            <CardDescription>
              Give your channel a name to start publishing reports and inviting listeners.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={onSetUp}>Set up channel</Button>
          </CardContent>
        </Card>
      </>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Logo</CardTitle>
          <CardDescription>
            Shown on your channel page, in listeners’ feeds and on invite pages.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LogoUploader channelName={data.channelName} logoUrl={data.logoUrl} />
        </CardContent>
      </Card>
      <ChannelProfileForm settings={data} />
      <PriceCard settings={data} note={priceNote?.(data.subscriptionPrice)} />
      {payouts}
      <YoutubeVerificationCard key={data.youtubeChannelUrl ?? 'none'} settings={data} />
    </div>
  );
}
