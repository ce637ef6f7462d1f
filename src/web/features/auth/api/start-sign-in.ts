/**
 * The URL that starts Google sign-in: our server stores the login and redirects to Google. It is a page
 * navigation, not a fetch, because the browser itself must travel to Google and back.
 */
export function startSignInUrl(returnPath: string, sourcePage?: string): string {
  const query = new URLSearchParams({ returnPath });
  if (sourcePage) query.set('source', sourcePage);
  return `/api/auth/google/start?${query.toString()}`;
}

/** Leaves the app for Google. A function of its own so component tests can observe it. */
export function goToSignIn(url: string): void {
  window.location.assign(url);
}
