import { beforeEach, describe, expect, it } from 'vitest';
import { auth } from '@shared/constants';
import { rememberSubscribePath, signInTarget, takePostSignInPath } from './auth-redirect';

beforeEach(() => window.sessionStorage.clear());

describe('redirect after sign-in (docs/product.md#redirect-after-sign-in)', () => {
  it('returns to the page the sign-in started from, with its query', () => {
    expect(signInTarget('/subscriber/podcasts?q=ai').returnPath).toBe('/subscriber/podcasts?q=ai');
    expect(takePostSignInPath('/subscriber/podcasts?q=ai')).toBe('/subscriber/podcasts?q=ai');
  });

  it('sends a sign-in from /home to the dashboard', () => {
    expect(signInTarget('/home').returnPath).toBe('/subscriber/dashboard');
  });

  it('from a subscribe page: dashboard as return path, but the stored subscribe path wins afterwards', () => {
    expect(signInTarget('/subscribe/abc?plan=1').returnPath).toBe('/subscriber/dashboard');
    expect(takePostSignInPath('/subscriber/dashboard')).toBe('/subscribe/abc?plan=1');
    // Cleared after use.
    expect(takePostSignInPath('/subscriber/dashboard')).toBe('/subscriber/dashboard');
  });

  it('ignores a stale subscribe path', () => {
    rememberSubscribePath('/subscribe/old', Date.now() - auth.loginTransactionMs - 1000);
    expect(takePostSignInPath('/subscriber/reports')).toBe('/subscriber/reports');
  });

  it.each(['', 'null', 'undefined', '//evil.example', 'https://evil.example', '/\\evil'])(
    'falls back to / for %j',
    (path) => {
      expect(takePostSignInPath(path)).toBe('/');
    },
  );
});
