import { describe, expect, it } from 'vitest';
import {
  createUnsubscribeToken,
  unsubscribeHeaders,
  unsubscribeTokenLifetimeMs,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from './unsubscribe';

const secret = 'a-session-secret-of-at-least-thirty-two-characters';
const userId = '11111111-1111-4111-8111-111111111111';
const creatorId = '22222222-2222-4222-8222-222222222222';
const otherUserId = '33333333-3333-4333-8333-333333333333';
const issued = new Date('2026-01-10T12:00:00Z');

describe('unsubscribe tokens', () => {
  it('verify for the listener and channel they were made for, or for all mail', () => {
    const channel = createUnsubscribeToken(secret, { userId, creatorId }, issued);
    expect(verifyUnsubscribeToken(secret, channel, issued)).toEqual({
      ok: true,
      userId,
      creatorId,
      issuedAt: issued,
    });
    const all = createUnsubscribeToken(secret, { userId, creatorId: null }, issued);
    expect(verifyUnsubscribeToken(secret, all, issued)).toMatchObject({ ok: true, userId, creatorId: null });
  });

  it("verify a creator's token for their connected feed's mail, which no channel token can become", () => {
    const feed = createUnsubscribeToken(secret, { userId, creatorId: userId, scope: 'feed' }, issued);
    expect(feed.split('.')[1]).toBe('feed');
    expect(verifyUnsubscribeToken(secret, feed, issued)).toEqual({
      ok: true,
      userId,
      creatorId: userId,
      scope: 'feed',
      issuedAt: issued,
    });
    const [, , at, signature] = feed.split('.') as [string, string, string, string];
    expect(verifyUnsubscribeToken(secret, `${userId}.${userId}.${at}.${signature}`, issued)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuse a tampered token: another user, channel, date, signature or secret', () => {
    const token = createUnsubscribeToken(secret, { userId, creatorId }, issued);
    const [, channel, at, signature] = token.split('.') as [string, string, string, string];
    const tampered = [
      `${otherUserId}.${channel}.${at}.${signature}`,
      `${userId}.all.${at}.${signature}`,
      `${userId}.${channel}.${(Number.parseInt(at, 36) + 1).toString(36)}.${signature}`,
      `${userId}.${channel}.${at}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `${userId}.${channel}.${at}`,
      `${token}.extra`,
      '',
      'x'.repeat(500),
    ];
    for (const candidate of tampered)
      expect(verifyUnsubscribeToken(secret, candidate, issued)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyUnsubscribeToken(`${secret}-rotated`, token, issued)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('expire after a year', () => {
    const token = createUnsubscribeToken(secret, { userId, creatorId }, issued);
    const lastDay = new Date(issued.getTime() + unsubscribeTokenLifetimeMs);
    expect(verifyUnsubscribeToken(secret, token, lastDay).ok).toBe(true);
    const after = new Date(lastDay.getTime() + 1000);
    expect(verifyUnsubscribeToken(secret, token, after)).toEqual({ ok: false, reason: 'expired' });
  });

  it('verify the same way however often they are replayed', () => {
    const token = createUnsubscribeToken(secret, { userId, creatorId }, issued);
    const later = new Date(issued.getTime() + 86_400_000);
    const first = verifyUnsubscribeToken(secret, token, later);
    expect(verifyUnsubscribeToken(secret, token, later)).toEqual(first);
    expect(first.ok).toBe(true);
  });
});

describe('unsubscribe links and headers', () => {
  const config = { appUrl: 'https://podbrief.example/', sessionSecret: secret };

  it('point at /unsubscribe with a token that verifies', () => {
    const url = new URL(unsubscribeUrl(config, { userId, creatorId }, issued));
    expect(url.origin + url.pathname).toBe('https://podbrief.example/unsubscribe');
    expect(verifyUnsubscribeToken(secret, url.searchParams.get('token') ?? '', issued)).toMatchObject({
      ok: true,
      userId,
      creatorId,
    });
  });

  it('carry the RFC 8058 one-click pair', () => {
    const headers = unsubscribeHeaders(config, { userId, creatorId: null }, issued);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toBe(
      `<${unsubscribeUrl(config, { userId, creatorId: null }, issued)}>`,
    );
    expect(headers['List-Unsubscribe']).toMatch(/^<https:\/\/podbrief\.example\/unsubscribe\?token=[^>]+>$/);
  });
});
