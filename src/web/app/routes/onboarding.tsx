import { CreatorPageHeader } from '@web/features/creator/components/creator-page-header';
import { OnboardingFlow } from '@web/features/creator/components/onboarding-flow';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { paths } from '../paths';

/** /onboarding: become a creator, then set up the channel (issue #7 item 1). */
export default function OnboardingPage() {
  const { refresh, user } = useAuth();
  return (
    <section className="mx-auto grid w-full grid-cols-1 max-w-3xl gap-6 px-4 py-6 sm:px-6">
      <CreatorPageHeader
        title="Become a creator"
        description="Run your own channel on Podbrief: your episodes, as reports your listeners read."
      />
      <OnboardingFlow
        isCreator={user?.isCreator ?? false}
        onBecameCreator={refresh}
        links={{
          dashboard: paths.creator.dashboard(),
          settings: paths.creator.settings(),
          inviteLinks: paths.creator.links(),
          reports: paths.creator.reports(),
        }}
      />
    </section>
  );
}
