import { beforeEach, describe, expect, it } from 'vitest';
import { rememberPendingSubscribe, takePendingSubscribe } from './pending-subscribe';

describe('pending subscribe', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is taken once, on the same page', () => {
    rememberPendingSubscribe({ path: '/invite/abc', creatorId: 'c1', inviteToken: 'abc' }, 1000);
    expect(takePendingSubscribe('/subscriber/reports', 2000)).toBeNull();
    expect(takePendingSubscribe('/invite/abc', 2000)).toEqual({
      path: '/invite/abc',
      creatorId: 'c1',
      inviteToken: 'abc',
      at: 1000,
    });
    expect(takePendingSubscribe('/invite/abc', 2000)).toBeNull();
  });

  it('expires after 30 minutes', () => {
    rememberPendingSubscribe({ path: '/invite/abc', creatorId: 'c1' }, 0);
    expect(takePendingSubscribe('/invite/abc', 31 * 60_000)).toBeNull();
  });

  it('never stores a path to another site', () => {
    rememberPendingSubscribe({ path: '//evil.test/x', creatorId: 'c1' }, 0);
    expect(takePendingSubscribe('/', 1)).toMatchObject({ path: '/' });
  });
});
