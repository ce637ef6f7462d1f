import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@web/test/factories';
import { takeDocumentSession } from './document-session';

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

function writeBlock(text: string, type = 'application/json') {
  const block = document.createElement('script');
  block.type = type;
  block.id = 'podbrief-session';
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById('podbrief-session')?.remove();
  vi.restoreAllMocks();
});

describe('takeDocumentSession', () => {
  it('takes the signed-in session the server wrote, once', () => {
    const session = signedInSession(inOneHour());
    writeBlock(JSON.stringify(session));
    expect(takeDocumentSession()).toEqual(session);
    expect(document.getElementById('podbrief-session')).toBeNull();
    expect(takeDocumentSession()).toBeUndefined();
  });

  it('reads what the server escaped back as it was typed', () => {
    const session = signedInSession(inOneHour());
    const name = '</script><script>alert(1)</script>\u2028';
    const escaped = JSON.stringify({ ...session, user: { ...session.user, displayName: name } })
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/\u2028/g, '\\u2028');
    writeBlock(escaped);
    expect(takeDocumentSession()?.user.displayName).toBe(name);
  });

  it('takes nothing without a block, from a broken or expired one, or one of another type', () => {
    expect(takeDocumentSession()).toBeUndefined();
    for (const [text, type] of [
      ['{"user":', 'application/json'],
      ['{"user":null}', 'application/json'],
      [JSON.stringify(signedInSession(new Date(Date.now() - 1000).toISOString())), 'application/json'],
      [JSON.stringify(signedInSession(inOneHour())), 'text/plain'],
    ] as const) {
      writeBlock(text, type);
      expect(takeDocumentSession(), text).toBeUndefined();
      expect(document.getElementById('podbrief-session')).toBeNull();
    }
  });

  it('does not trust a document opened from the history, which may be the copy from before a sign-out', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as PerformanceNavigationTiming,
    ]);
    writeBlock(JSON.stringify(signedInSession(inOneHour())));
    expect(takeDocumentSession()).toBeUndefined();
    expect(document.getElementById('podbrief-session')).toBeNull();
  });
});
