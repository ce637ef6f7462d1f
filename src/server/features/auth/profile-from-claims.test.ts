import { describe, expect, it } from 'vitest';
import { profileFromClaims } from './profile-from-claims';

describe('profileFromClaims (docs/product.md#entities)', () => {
  it('takes the display and full name from name, and the avatar from picture', () => {
    expect(
      profileFromClaims('ada@example.org', { name: 'Ada Lovelace', picture: 'https://img.example/a.png' }),
    ).toEqual({
      email: 'ada@example.org',
      displayName: 'Ada Lovelace',
      fullName: 'Ada Lovelace',
      avatarUrl: 'https://img.example/a.png',
      hasName: true,
    });
  });

  it('prefers full_name for the full name and falls back through display_name', () => {
    expect(
      profileFromClaims('x@example.org', { full_name: 'Grace B. Hopper', display_name: 'Grace' }),
    ).toMatchObject({
      displayName: 'Grace B. Hopper',
      fullName: 'Grace B. Hopper',
    });
    expect(profileFromClaims('x@example.org', { display_name: 'Grace' })).toMatchObject({
      displayName: 'Grace',
      fullName: 'Grace',
    });
  });

  it('uses given and family name when there is no name', () => {
    expect(profileFromClaims('x@example.org', { given_name: 'Alan', family_name: 'Turing' })).toMatchObject({
      displayName: 'Alan Turing',
      fullName: 'Alan Turing',
    });
  });

  it('falls back to the part of the email before @, ignoring blank names', () => {
    expect(profileFromClaims('linus@example.org', { name: '   ' })).toEqual({
      email: 'linus@example.org',
      displayName: 'linus',
      fullName: 'linus',
      avatarUrl: null,
      hasName: false,
    });
  });

  it('says whether the claims carry a real name, so the email prefix never replaces one', () => {
    expect(profileFromClaims('maya.creator@example.org', {}).hasName).toBe(false);
    expect(profileFromClaims('maya.creator@example.org', { name: '', given_name: ' ' }).hasName).toBe(false);
    expect(profileFromClaims('x@example.org', { given_name: 'Maya' })).toMatchObject({
      displayName: 'Maya',
      hasName: true,
    });
    expect(profileFromClaims('x@example.org', { display_name: 'Maya C' }).hasName).toBe(true);
  });

  it('accepts avatar_url when there is no picture', () => {
    expect(profileFromClaims('x@example.org', { avatar_url: 'https://img.example/b.png' }).avatarUrl).toBe(
      'https://img.example/b.png',
    );
  });
});
