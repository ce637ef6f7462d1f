import type { AuthUser } from '@shared/contract/auth';

/** The name the account menu shows and is named by (its button and its dropdown alike). */
export const accountName = (user: Pick<AuthUser, 'fullName' | 'displayName' | 'email'>) =>
  user.fullName || user.displayName || user.email;
