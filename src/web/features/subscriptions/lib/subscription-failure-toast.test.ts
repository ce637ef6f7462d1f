import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { subscriptionFailureToast } from './subscription-failure-toast';

describe('subscriptionFailureToast', () => {
  it("shows the server's message for refused requests", () => {
    const error = new ApiError(
      422,
      'trial_limit_reached',
      'Free trial is limited to 5 podcasts. You are already subscribed to 5.',
    );
    expect(subscriptionFailureToast(error)).toEqual({
      title: 'Subscription failed',
      description: 'Free trial is limited to 5 podcasts. You are already subscribed to 5.',
      variant: 'destructive',
    });
  });

  it('falls back for server failures and explains network trouble', () => {
    expect(subscriptionFailureToast(new ApiError(500, 'internal_error', 'x')).description).toBe(
      'Subscription action failed on the server.',
    );
    expect(
      subscriptionFailureToast(new ApiError(0, 'network_error', 'Network error: failed to fetch'))
        .description,
    ).toMatch(/trouble connecting/);
  });
});
