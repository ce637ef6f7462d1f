/** What a profile takes from the identity provider (docs/product.md#entities, #auth-and-sessions). */
export interface ProviderProfile {
  email: string;
  displayName: string;
  fullName: string;
  avatarUrl: string | null;
  /**
   * Whether the claims carry a real name. When false the names are the email prefix: a first-sign-in
   * fallback only, never written over an existing profile's names.
   */
  hasName: boolean;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * Display name from name, full name or display name; else the part of the email before '@'. Full name
 * falls back to the display name. The avatar is the provider's picture (or avatar_url), when there is one.
 * `hasName` says whether the names came from the claims rather than from the email.
 */
export function profileFromClaims(email: string, claims: Record<string, unknown>): ProviderProfile {
  const given = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || undefined;
  const emailPrefix = email.split('@')[0]?.trim() || email;
  const named = text(claims.name) ?? text(claims.full_name) ?? text(claims.display_name) ?? given;
  const displayName = named ?? emailPrefix;
  const fullName = text(claims.full_name) ?? text(claims.name) ?? given ?? displayName;
  const avatarUrl = text(claims.picture) ?? text(claims.avatar_url) ?? null;
  return { email, displayName, fullName, avatarUrl, hasName: named !== undefined };
}
