/** Query keys of the subscriptions feature. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  mine: () => ['subscriptions', 'mine'] as const,
  trialUsage: () => ['subscriptions', 'trial-usage'] as const,
  current: () => ['subscriptions', 'current'] as const,
  plans: () => ['subscriptions', 'plans'] as const,
};
