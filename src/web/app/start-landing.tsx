import { StrictMode } from 'react';
import type { SessionResponse } from '@shared/contract/auth';
import { DialogsProvider } from '@web/lib/dialogs';
import { ProgressProvider } from '@web/lib/progress';
import { ThemeProvider } from '@web/lib/theme';
import { VisitorAuthProvider } from '@web/features/auth/components/visitor-auth-provider';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { takeDocumentSession } from '@web/features/auth/lib/document-session';
import { LandingPage } from '@web/features/landing/components/landing-page';
import { BareFrame } from './layout/bare-frame';
import { GlobalDialogs } from './layout/global-dialogs';
import { PlainHomeLink } from './layout/home-link';
import { Logo } from './layout/logo';
import { mountRoot } from './mount-root';
import { paths } from './paths';

function VisitorLanding() {
  const { signIn, signingIn } = useAuth();
  return (
    <LandingPage
      onSignIn={() => signIn({ sourcePage: 'landing_page' })}
      signingIn={signingIn}
      brand={<Logo />}
      channelHref={paths.channel}
    />
  );
}

/**
 * The landing document (ADR 084): what a first visit to '/' loads. The same navbar, landing page, dialogs
 * and version badge as the app's landing route, without the router and TanStack Query, so the first
 * download stays small (no toasts either: nothing a visitor does here raises one). Links to other pages are plain page loads. A visitor who turns
 * out to be signed in is handed to the full app at their reports (`handOff`), as the landing route does.
 */
export function startLanding(
  container: HTMLElement,
  { handOff }: { handOff: (to: string, session: SessionResponse) => void },
): void {
  // Signed in, as the document says (ADR 236): straight to the app, as the session check would send them.
  const known = takeDocumentSession();
  if (known) return handOff(paths.reports.list(), known);
  let handedOff = false;
  const onSignedIn = (session: SessionResponse) => {
    if (handedOff) return;
    handedOff = true;
    root?.unmount();
    handOff(paths.reports.list(), session);
  };
  const root = mountRoot(
    container,
    <StrictMode>
      <ThemeProvider>
        <ProgressProvider>
          <VisitorAuthProvider onSignedIn={onSignedIn}>
            <DialogsProvider>
              <BareFrame homeLink={PlainHomeLink}>
                <VisitorLanding />
              </BareFrame>
              <GlobalDialogs />
            </DialogsProvider>
          </VisitorAuthProvider>
        </ProgressProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
