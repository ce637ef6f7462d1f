import type { AuthUser } from '@shared/contract/auth';
import { ownPicture } from '@web/lib/avatar-url';

/** The name the account menu shows and is named by (its button and its dropdown alike). */
const accountName = (user: Pick<AuthUser, 'fullName' | 'displayName' | 'email'>) =>
  user.fullName || user.displayName || user.email;

/**
 * The account's avatar, as the navbar, the account menu and the mobile menu draw it: the person's own
 * picture, else the initials of `accountName` (the profile page draws the same).
 */
export const accountAvatar = (user: Pick<AuthUser, 'fullName' | 'displayName' | 'email' | 'avatarUrl'>) => ({
  name: accountName(user),
  src: ownPicture(user.avatarUrl),
});
