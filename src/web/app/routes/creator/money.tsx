import { CreatorPageHeader } from '@web/features/creator/components/creator-page-header';
import { NotCreatorNotice } from '@web/features/creator/components/not-creator-notice';
import { CreatorMoneyView } from '@web/features/billing/creator-money/components/creator-money-view';
import { paths } from '../../paths';

/** /creator/money: what the channel earns, and the next payout (issue 25 §6). */
export default function CreatorMoneyPage() {
  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6">
      <CreatorPageHeader
        title="Money"
        description="Paying subscribers, what you earn after the platform fee, and your next payout."
      />
      <CreatorMoneyView notCreator={<NotCreatorNotice onboardingHref={paths.onboarding()} />} />
    </section>
  );
}
