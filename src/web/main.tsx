import './styles.css';
import type { SessionResponse } from '@shared/contract/auth';
import { renderFatalError } from './app/fatal-error';

/**
 * Two ways in (ADR 084). A first visit to '/' loads the landing document: React and the landing page,
 * without the router and TanStack Query, within the 100 KB budget. Every other address loads the full app.
 * This module stays tiny: whichever part is needed is fetched right after it, together with its
 * dependencies.
 */
const container = document.getElementById('root');

function fail(error: unknown) {
  console.error('Application failed to load', error);
  if (container) renderFatalError(container, error);
}

function startApp(root: HTMLElement, session?: SessionResponse) {
  return import('./app/start-app').then(({ startApp }) => startApp(root, { session }));
}

if (container) {
  const boot =
    window.location.pathname === '/'
      ? import('./app/start-landing').then(({ startLanding }) =>
          startLanding(container, {
            handOff: (to, session) => {
              window.history.replaceState(null, '', to);
              startApp(container, session).catch(fail);
            },
          }),
        )
      : startApp(container);
  boot.catch(fail);
}
