/**
 * Seeded demo people have no real sign-in identity yet: their profiles carry this issuer and their email
 * as subject. The first sign-in with the same verified email claims such a profile
 * (docs/decisions/007-deterministic-demo-content.md); a profile of any other issuer is never linked by email.
 */
export const SEED_AUTH_ISSUER = 'seed';

export const seedSubject = (email: string) => email.toLowerCase();
