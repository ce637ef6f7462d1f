import { lazy, Suspense, useState } from 'react';
import type { ActivationCardProps } from '@web/features/subscriptions/components/activation-card';

// The card and the sentence about mail it carries (the mail feature's), fetched together on demand.
const ActivationCard = lazy(() =>
  Promise.all([
    import('@web/features/subscriptions/components/activation-card'),
    import('@web/features/mail/preferences/components/subscription-mail-note'),
  ]).then(([card, mail]) => ({
    default: (props: ActivationCardProps) => (
      <card.ActivationCard mailNote={<mail.SubscriptionMailNote />} {...props} />
    ),
  })),
);

/**
 * The activation card (its dialog and confetti), fetched the first time it opens instead of with the page
 * (ADR 150), and kept mounted after that so it closes with its animation.
 */
export function LazyActivationCard(props: ActivationCardProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ActivationCard {...props} />
    </Suspense>
  );
}
