import { describe, expect, it } from 'vitest';
import { emulatorSubject, googleShapedClaims, isPlausibleEmail } from './accounts';

describe('the emulator accounts', () => {
  it('derives a stable, Google-like numeric subject from the email, case-insensitively', () => {
    const sub = emulatorSubject('Person@Example.org');
    expect(sub).toMatch(/^1\d{20}$/);
    expect(emulatorSubject('person@example.org ')).toBe(sub);
    expect(emulatorSubject('other@example.org')).not.toBe(sub);
  });

  it('shapes claims like Google: verified email, names, our own avatar URL, hd only for non-gmail domains', () => {
    const claims = googleShapedClaims(
      { sub: '1', email: 'maya@studio.example', name: 'Maya Chen' },
      'http://localhost:3000',
    );
    expect(claims).toMatchObject({
      email: 'maya@studio.example',
      email_verified: true,
      name: 'Maya Chen',
      given_name: 'Maya',
      family_name: 'Chen',
      hd: 'studio.example',
      picture: 'http://localhost:3000/api/avatars/initials.svg?name=Maya%20Chen',
    });
    const gmail = googleShapedClaims(
      { sub: '2', email: 'sam@gmail.com', name: undefined },
      'http://localhost:3000',
    );
    expect(gmail).not.toHaveProperty('hd');
    expect(gmail).not.toHaveProperty('name');
    expect(gmail.picture).toBe('http://localhost:3000/api/avatars/initials.svg?name=sam');
  });

  it('accepts plausible emails only', () => {
    expect(isPlausibleEmail('a@b.co')).toBe(true);
    expect(isPlausibleEmail('not-an-email')).toBe(false);
    expect(isPlausibleEmail('a b@c.de')).toBe(false);
  });
});
