import { AppError } from '../../errors';

/**
 * What a listener hears when a request to Stripe fails (unreachable, refused, timed out): 502
 * `payment_provider_unavailable`, with Stripe's error kept as the logged cause and never sent.
 */
export function stripeFailure(cause: unknown): AppError {
  return new AppError(
    502,
    'payment_provider_unavailable',
    'The payment provider could not be reached. Nothing was changed; please try again in a moment.',
    { cause },
  );
}

/** Runs one request to Stripe; any failure becomes `stripeFailure`. */
export async function callStripe<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw stripeFailure(error);
  }
}
