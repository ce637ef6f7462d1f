import { CreatorPageHeader } from '@web/features/creator/components/creator-page-header';
import { CreatorSettingsView } from '@web/features/creator/components/creator-settings';
import { ListenersPayLine } from '@web/features/billing/payouts/components/listeners-pay-line';
import { PayoutsCard } from '@web/features/billing/payouts/components/payouts-card';
import { paths } from '../../paths';

const priceNote = (priceCents: number) => <ListenersPayLine priceCents={priceCents} />;

/** /creator/settings: the creator's channel, price, payouts and YouTube verification. */
export default function SettingsPage() {
  return (
    <section className="mx-auto grid w-full grid-cols-1 max-w-4xl gap-6 px-4 py-6 sm:px-6">
      <CreatorPageHeader
        title="Channel settings"
        description="Your channel profile, subscription price, payouts and YouTube verification."
      />
      <CreatorSettingsView
        onboardingHref={paths.onboarding()}
        priceNote={priceNote}
        payouts={<PayoutsCard />}
      />
    </section>
  );
}
