import * as oidc from 'openid-client';
import { auth as authConstants } from '@shared/constants';
import type { Config } from '../config';
import { AppError } from '../errors';

/** The ID-token claims we rely on, after openid-client checked signature, issuer, audience, expiry, nonce. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  claims: Record<string, unknown>;
}

export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface CodeExchange {
  code: string;
  state: string;
  iss: string | undefined;
  codeVerifier: string;
  nonce: string;
}

export class SignInFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SignInFailed';
  }
}

/**
 * Our OpenID Connect client for Google (or the local emulator, which is configured the same way).
 * Discovery happens on first use and is cached; a failed discovery is retried on the next sign-in.
 */
export class GoogleClient {
  private configuration: Promise<oidc.Configuration> | undefined;
  readonly redirectUri: string;

  constructor(private readonly config: Config) {
    this.redirectUri = `${config.appUrl}/auth/callback`;
  }

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const { google, isProduction } = this.config;
      const issuer = new URL(google.issuer);
      const insecure = issuer.protocol === 'http:' && !isProduction;
      this.configuration = oidc
        .discovery(
          issuer,
          google.clientId,
          { id_token_signed_response_alg: 'RS256' },
          oidc.ClientSecretPost(google.clientSecret),
          {
            timeout: authConstants.fetchTimeoutMs / 1000,
            // openid-client 6 checks ID-token signatures only when told to
            // (docs/architecture.md#known-traps).
            execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
          },
        )
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw unavailable(error);
        });
    }
    return this.configuration;
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    const configuration = await this.discover();
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      // Google shows its account chooser, so a shared computer never signs in as the last person silently.
      prompt: 'select_account',
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    });
  }

  /** Exchanges the code and validates the ID token; throws SignInFailed (our fault or theirs) or 503. */
  async exchange(input: CodeExchange): Promise<VerifiedIdentity> {
    const configuration = await this.discover();
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.searchParams.set('code', input.code);
    callbackUrl.searchParams.set('state', input.state);
    if (input.iss) callbackUrl.searchParams.set('iss', input.iss);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (isNetworkFailure(error)) throw unavailable(error);
      throw new SignInFailed('code exchange or ID token validation failed', { cause: error });
    }
    const claims = tokens.claims();
    if (!claims) throw new SignInFailed('no ID token in the token response');
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      claims: { ...claims },
    };
  }
}

function isNetworkFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (current instanceof Error) {
      if (current.name === 'TimeoutError' || current.name === 'AbortError') return true;
      if (current instanceof TypeError && /fetch failed/i.test(current.message)) return true;
      const code = (current as { code?: unknown }).code;
      if (
        typeof code === 'string' &&
        /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|UND_ERR_)/.test(code)
      )
        return true;
      current = current.cause;
    } else break;
  }
  return false;
}

function unavailable(error: unknown): AppError {
  return new AppError(
    503,
    'service_unavailable',
    'Google sign-in is unreachable right now. Please try again in a moment.',
    {
      cause: error,
    },
  );
}
