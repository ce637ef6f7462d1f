import type { SignInDialogOptions } from '@web/lib/dialogs';

/**
 * Where a Sign In pressed in the header (navbar or mobile menu) says it came from: on the landing page it
 * is one of the landing page's sign-in buttons (docs/product.md#landing-page: tagged landing_page).
 * Reads the address itself because the header is also rendered by the landing document, without a router.
 */
export function headerSignInOptions(pathname = window.location.pathname): SignInDialogOptions {
  return { sourcePage: pathname === '/' ? 'landing_page' : 'navbar' };
}
