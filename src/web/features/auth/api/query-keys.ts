/** Query keys of the auth feature. Everything user-specific is cleared on sign-out anyway. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => ['auth', 'session'] as const,
};
