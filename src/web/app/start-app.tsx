import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import type { SessionResponse } from '@shared/contract/auth';
import { queryClient } from '@web/lib/query-client';
import { sessionQueryOptions } from '@web/features/auth/api/get-session';
import { authKeys } from '@web/features/auth/api/query-keys';
import { takeDocumentSession } from '@web/features/auth/lib/document-session';
import { takeFirstScreen } from './first-screen';
import { mountRoot } from './mount-root';
import { AppProviders } from './providers';
import { AppRoutes, loadRouteCode } from './router';

/**
 * The full app: TanStack Query, the router and every page. `session` is what the landing document
 * already learned when it hands a signed-in visitor over (ADR 084), or else what the server wrote into
 * the document (ADR 236), so the app does not ask again.
 */
export function startApp(container: HTMLElement, { session }: { session?: SessionResponse } = {}): void {
  // The session check starts now, not when the first page renders: a signed-in page needs it first.
  const known = session ?? takeDocumentSession();
  if (known) queryClient.setQueryData(authKeys.session(), known);
  else void queryClient.prefetchQuery(sessionQueryOptions());
  // A document with a first screen (ADR 236) keeps showing it until the page's code is in: the
  // app's first render is then the page itself, drawn from the data the document carried, not a loading
  // message in its place.
  const firstScreen = takeFirstScreen(queryClient);
  const mount = () =>
    // The first render is a transition: React renders the shell in short slices instead of one long task,
    // so the page stays responsive while it starts (ADR 150).
    startTransition(() => {
      mountRoot(
        container,
        <StrictMode>
          <AppProviders>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
      );
    });
  // The page's code starts loading now, with the session check, not when the first render asks for it.
  const code = loadRouteCode(window.location.pathname);
  if (firstScreen) void code.then(mount, mount);
  else {
    // A failure shows where the page renders ('Failed to load {name}').
    code.catch(() => undefined);
    mount();
  }
}
