import { useAuth } from '@web/features/auth/hooks/use-auth';
import { useRedirectSignedIn } from '@web/features/auth/hooks/use-redirect-signed-in';
import { LandingPage } from '@web/features/landing/components/landing-page';
import { Logo } from '../layout/logo';
import { paths } from '../paths';

/**
 * docs/product.md#pages-and-routes '/': signed-in users go to their reports; visitors see the landing page.
 */
export default function LandingRoute() {
  const { signIn, signingIn } = useAuth();
  // While the session check runs the landing page renders at once: most visitors here are anonymous,
  // and a signed-in one is sent on as soon as the answer arrives.
  if (useRedirectSignedIn(paths.reports.list())) return null;
  return (
    <LandingPage
      onSignIn={() => signIn({ sourcePage: 'landing_page' })}
      signingIn={signingIn}
      brand={<Logo />}
      channelHref={paths.channel}
    />
  );
}
