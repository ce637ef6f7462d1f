import { documentSessionBlockId } from '@shared/constants';
import type { SignedInSession } from '@shared/contract/auth';

const navigationType = (): string | undefined => {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type;
};

/**
 * The signed-in session the server wrote into this page's document (ADR 236): the answer of
 * GET /api/auth/session for the cookie the document was asked with, so the app starts the page's data at
 * once instead of asking for the session first. Taken once (the block is removed), and only from a
 * document fetched for this visit: one opened from the history (back, forward) may be the browser's copy
 * from before a sign-out, so the app asks instead, as it does when the block is absent (signed out, an
 * expired or revoked session, the service worker's shell).
 */
export function takeDocumentSession(doc: Document = document): SignedInSession | undefined {
  const block = doc.getElementById(documentSessionBlockId);
  if (!block) return undefined;
  block.remove();
  if (block.getAttribute('type') !== 'application/json' || navigationType() === 'back_forward')
    return undefined;
  try {
    const value = JSON.parse(block.textContent ?? '') as Partial<SignedInSession> | null;
    if (!value?.user?.id || !value.profile || typeof value.expiresAt !== 'string') return undefined;
    if (!(Date.parse(value.expiresAt) > Date.now())) return undefined;
    return value as SignedInSession;
  } catch {
    return undefined;
  }
}
