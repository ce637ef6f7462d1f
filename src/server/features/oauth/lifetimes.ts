/**
 * How long the authorisation server's secrets live (ADR 189). A code only bridges one redirect; an access
 * token lives an hour, so a leaked one is soon worthless; a refresh token rotates on every use and lapses
 * after 30 days without one.
 */
export const oauthLifetimes = {
  codeSeconds: 5 * 60,
  accessTokenSeconds: 60 * 60,
  refreshTokenSeconds: 30 * 24 * 60 * 60,
} as const;
