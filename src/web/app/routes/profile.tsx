import { Link } from 'react-router';
import { PageContainer } from '@web/components/ui/page-container';
import { Sparkles } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useProfile } from '@web/features/profile/api/get-profile';
import { ProfileForm } from '@web/features/profile/components/profile-form';
import { YourDataSection } from '@web/features/library-export/components/your-data-section';
import { MailPreferencesSection } from '@web/features/mail/preferences/components/mail-preferences-section';
import { AccessTokensSection } from '@web/features/profile/access-tokens/components/access-tokens-section';
import { PrivateFeedsSection } from '@web/features/subscriptions/listener-feeds/components/private-feeds-section';
import { ConnectedApplications } from '@web/features/oauth/components/connected-applications';
import { paths } from '../paths';

/** /profile: the user's own profile (docs/product.md#entities), edited with validation. */
export default function ProfilePage() {
  const profile = useProfile();
  return (
    <PageContainer measure="reading" aria-labelledby="profile-title">
      <header>
        <h1 id="profile-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Profile
        </h1>
        <p className="mt-1 text-muted-foreground">How you appear on Podbrief.</p>
      </header>
      <Card className="p-6">
        {profile.isPending && (
          <div className="grid gap-4" aria-busy="true" aria-label="Loading profile">
            <Skeleton rounded="full" className="h-20 w-20" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
        {profile.isError && (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="font-medium">Could not load profile data</p>
            <Button variant="outline" onClick={() => void profile.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {profile.data && <ProfileForm profile={profile.data} />}
      </Card>
      {profile.data && <MailPreferencesSection />}
      {profile.data && <PrivateFeedsSection />}
      {profile.data && <AccessTokensSection />}
      {profile.data && <ConnectedApplications />}
      {profile.data && !profile.data.isCreator && (
        <Card className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-semibold">Run a podcast?</h2>
            <p className="text-sm text-muted-foreground">
              Become a creator to publish reports of your episodes and invite listeners.
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to={paths.onboarding()}>
              <Sparkles aria-hidden />
              Become a creator
            </Link>
          </Button>
        </Card>
      )}
      <YourDataSection importHref={paths.subscriber.subscriptions()} />
    </PageContainer>
  );
}
