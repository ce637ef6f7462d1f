import { describe, expect, it } from 'vitest';
import { headerSignInOptions } from './header-sign-in-source';

describe('headerSignInOptions', () => {
  it('tags a header sign-in on the landing page as landing_page', () => {
    expect(headerSignInOptions('/')).toEqual({ sourcePage: 'landing_page' });
  });

  it.each(['/home', '/subscriber/podcasts', '/invite/abc'])(
    'tags a header sign-in on %s as navbar',
    (path) => {
      expect(headerSignInOptions(path)).toEqual({ sourcePage: 'navbar' });
    },
  );
});
