import { AuthCallback } from '@web/features/auth/components/auth-callback';

/** /auth/callback: where Google sends the visitor back with a code (docs/product.md#pages-and-routes). */
export default function AuthCallbackPage() {
  return <AuthCallback />;
}
