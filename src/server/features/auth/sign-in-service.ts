import * as oidc from 'openid-client';
import { auth as authConstants } from '@shared/constants';
import { safeReturnPath } from '@shared/return-path';
import type { AppDeps } from '../../app-types';
import { SignInFailed, type GoogleClient } from '../../auth/google-client';
import type { ProfileRow } from '../../auth/session-repository';
import { hashToken, randomToken } from '../../auth/tokens';
import { AppError } from '../../errors';
import { profileFromClaims } from './profile-from-claims';
import {
  claimSeedProfile,
  consumeLoginTransaction,
  findLoginTransactionByState,
  findProfileByIdentity,
  insertLoginTransaction,
  insertProfileIfAbsent,
  updateProfileFromProvider,
} from './repository';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const SECURITY_CHECK_FAILED = 'Authentication security verification failed. Please try signing in again.';
const SESSION_NOT_ESTABLISHED = 'Failed to establish session after code exchange';

const SOURCE_PAGE = /^[a-z0-9_-]{1,64}$/i;

/**
 * Begins a sign-in: remembers state, nonce, PKCE verifier and the return path server-side, bound to
 * this browser by a random value in an HttpOnly cookie. Returns the provider URL and the binding value.
 */
export async function startSignIn(
  deps: Deps,
  google: GoogleClient,
  input: { returnPath?: string | undefined; source?: string | undefined },
): Promise<{ authorizationUrl: URL; binding: string; expiresAt: Date }> {
  const now = deps.clock.now();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const binding = randomToken();
  const expiresAt = new Date(now.getTime() + authConstants.loginTransactionMs);
  const authorizationUrl = await google.authorizationUrl({
    state,
    nonce,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
  });
  await insertLoginTransaction(deps.db, {
    stateHash: hashToken(state),
    browserBindingHash: hashToken(binding),
    nonce,
    codeVerifier,
    returnPath: safeReturnPath(input.returnPath),
    sourcePage: input.source && SOURCE_PAGE.test(input.source) ? input.source : null,
    createdAt: now,
    expiresAt,
  });
  return { authorizationUrl, binding, expiresAt };
}

export interface CompletedSignIn {
  profile: ProfileRow;
  returnPath: string;
  sourcePage: string | null;
}

/**
 * Finishes a sign-in from the parameters Google put on /auth/callback: the login transaction must exist,
 * belong to this browser, be unused and fresh; the code is exchanged with the stored PKCE verifier and
 * the ID token checked (signature, issuer, audience, expiry, nonce) before anyone is signed in.
 */
export async function completeSignIn(
  deps: Deps,
  google: GoogleClient,
  input: {
    code: string | undefined;
    state: string | undefined;
    iss: string | undefined;
    binding: string | undefined;
  },
): Promise<CompletedSignIn> {
  if (!input.code) throw new AppError(400, 'auth_code_required', 'Authorization code is required');
  if (!input.state || !input.binding) throw new AppError(400, 'auth_state_mismatch', SECURITY_CHECK_FAILED);
  const now = deps.clock.now();
  const stateHash = hashToken(input.state);
  const transaction = await consumeLoginTransaction(deps.db, stateHash, hashToken(input.binding), now);
  if (!transaction) {
    const existing = await findLoginTransactionByState(deps.db, stateHash);
    if (existing && !existing.consumedAt && existing.expiresAt <= now) {
      throw new AppError(
        400,
        'auth_transaction_expired',
        'Your sign-in took too long. Please try signing in again.',
      );
    }
    throw new AppError(400, 'auth_state_mismatch', SECURITY_CHECK_FAILED);
  }

  let identity;
  try {
    identity = await google.exchange({
      code: input.code,
      state: input.state,
      iss: input.iss,
      codeVerifier: transaction.codeVerifier,
      nonce: transaction.nonce,
    });
  } catch (error) {
    if (error instanceof SignInFailed)
      throw new AppError(400, 'auth_provider_error', SESSION_NOT_ESTABLISHED, { cause: error });
    throw error;
  }
  if (!identity.email) throw new AppError(400, 'auth_provider_error', SESSION_NOT_ESTABLISHED);
  if (!identity.emailVerified) {
    throw new AppError(
      403,
      'auth_email_not_verified',
      'Your Google email address is not verified. Verify it with Google, then sign in again.',
    );
  }
  const profile = await upsertProfile(deps, {
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email.toLowerCase(),
    claims: identity.claims,
  });
  return { profile, returnPath: transaction.returnPath, sourcePage: transaction.sourcePage };
}

/**
 * The profile for an identity, created on first sign-in, in one transaction and safe under concurrent
 * first sign-ins (insert … on conflict do nothing, then read). Later sign-ins refresh avatar and e-mail,
 * and the names only when the claims carry a real name and the user never edited theirs.
 */
async function upsertProfile(
  deps: Deps,
  input: { issuer: string; subject: string; email: string; claims: Record<string, unknown> },
): Promise<ProfileRow> {
  const fromProvider = profileFromClaims(input.email, input.claims);
  const identity = { issuer: input.issuer, subject: input.subject };
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    let profile =
      (await findProfileByIdentity(tx, identity.issuer, identity.subject)) ??
      (await claimSeedProfile(tx, input.email, identity, now));
    if (!profile) {
      const created = await insertProfileIfAbsent(tx, {
        email: fromProvider.email,
        authIssuer: identity.issuer,
        authSubject: identity.subject,
        userRole: 'subscriber',
        displayName: fromProvider.displayName,
        fullName: fromProvider.fullName,
        avatarUrl: fromProvider.avatarUrl,
        isCreator: false,
        isSubscriber: true,
        createdAt: now,
        updatedAt: now,
      });
      if (created) return created;
      profile = await findProfileByIdentity(tx, identity.issuer, identity.subject);
      if (!profile) throw new Error('profile neither inserted nor found');
    }
    const changes: Parameters<typeof updateProfileFromProvider>[2] = {};
    if (profile.email !== fromProvider.email) changes.email = fromProvider.email;
    if (fromProvider.avatarUrl && profile.avatarUrl !== fromProvider.avatarUrl)
      changes.avatarUrl = fromProvider.avatarUrl;
    // Names follow the provider only when it sends a real name and the person never edited theirs:
    // the email prefix is a first-sign-in fallback, never written over a name (docs/product.md#entities).
    if (fromProvider.hasName && !profile.namesEditedAt) {
      if (profile.displayName !== fromProvider.displayName) changes.displayName = fromProvider.displayName;
      if (profile.fullName !== fromProvider.fullName) changes.fullName = fromProvider.fullName;
    }
    if (Object.keys(changes).length === 0) return profile;
    return updateProfileFromProvider(tx, profile.id, changes, now);
  });
}
