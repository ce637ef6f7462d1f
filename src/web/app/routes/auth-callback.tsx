import { AuthCallback } from '@web/features/auth/components/auth-callback';

/** /auth/callback: where Google sends the visitor back with a code (spec §2). */
export default function AuthCallbackPage() {
  return <AuthCallback />;
}
