import { lazy, Suspense, useState } from 'react';
import type { ActivationCardProps } from '@web/features/subscriptions/components/activation-card';

const ActivationCard = lazy(() =>
  import('@web/features/subscriptions/components/activation-card').then((module) => ({
    default: module.ActivationCard,
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
