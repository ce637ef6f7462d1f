/** Leaves the app for a page on Stripe (onboarding, the Express dashboard). Its own function so tests see it. */
export function leaveForStripe(url: string): void {
  window.location.assign(url);
}
