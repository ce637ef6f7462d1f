import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { startFakeHttpServer, type FakeHttpServer } from './fake-http-server';

/** What the fake issuer's token endpoint answers for one code. */
export interface ForgedCode {
  /** ID-token claims; iss, aud, iat and exp default to valid values when omitted. */
  claims: Record<string, unknown>;
  /** 'valid' (our key, RS256), 'foreign' (signed by a key the JWKS does not publish), 'none' (unsigned). */
  signing?: 'valid' | 'foreign' | 'none';
  /** The PKCE challenge the code was issued for; the token endpoint checks the verifier against it. */
  codeChallenge: string;
}

/**
 * A tiny OpenID provider for tests that need tokens no honest provider would issue (expired, wrong
 * audience, wrong issuer, unsigned, signed with a foreign key, unverified email). A real local HTTP server:
 * our app discovers it, fetches its JWKS and calls its token endpoint exactly as it does Google's.
 */
export class FakeOidcIssuer {
  readonly clientId = 'fake-client';
  readonly clientSecret = 'fake-secret';
  private server: FakeHttpServer | undefined;
  private key!: { privateKey: CryptoKey; jwk: JWK };
  private foreignKey!: CryptoKey;
  private readonly codes = new Map<string, ForgedCode>();
  issuer = '';

  async start(): Promise<void> {
    const own = await generateKeyPair('RS256', { extractable: true });
    const foreign = await generateKeyPair('RS256');
    this.key = {
      privateKey: own.privateKey,
      jwk: { ...(await exportJWK(own.publicKey)), kid: 'fake-key', alg: 'RS256', use: 'sig' },
    };
    this.foreignKey = foreign.privateKey;
    this.server = await startFakeHttpServer(async (request) => ({
      ...(await this.handle(request.method, request.url, request.body.toString('utf8'))),
      headers: { 'cache-control': 'no-store' },
    }));
    this.issuer = this.server.origin;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }

  /** The environment that points our app at this issuer. */
  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_ISSUER: this.issuer,
    };
  }

  /** Registers a code that the token endpoint will redeem once. */
  issueCode(code: ForgedCode): string {
    const value = randomBytes(16).toString('hex');
    this.codes.set(value, code);
    return value;
  }

  private async handle(
    method: string,
    url: string,
    body: string,
  ): Promise<{ status: number; body: unknown }> {
    const path = url.split('?')[0];
    if (method === 'GET' && path === '/.well-known/openid-configuration') {
      return {
        status: 200,
        body: {
          issuer: this.issuer,
          authorization_endpoint: `${this.issuer}/authorize`,
          token_endpoint: `${this.issuer}/token`,
          jwks_uri: `${this.issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        },
      };
    }
    if (method === 'GET' && path === '/jwks') return { status: 200, body: { keys: [this.key.jwk] } };
    if (method === 'POST' && path === '/token') return this.token(new URLSearchParams(body));
    return { status: 404, body: { error: 'not_found' } };
  }

  private async token(form: URLSearchParams): Promise<{ status: number; body: unknown }> {
    if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret) {
      return { status: 401, body: { error: 'invalid_client' } };
    }
    const code = form.get('code') ?? '';
    const forged = this.codes.get(code);
    this.codes.delete(code);
    if (!forged)
      return { status: 400, body: { error: 'invalid_grant', error_description: 'unknown or used code' } };
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (challenge !== forged.codeChallenge) {
      return { status: 400, body: { error: 'invalid_grant', error_description: 'PKCE verification failed' } };
    }
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: this.issuer, aud: this.clientId, iat: now, exp: now + 3600, ...forged.claims };
    const idToken = await this.sign(claims, forged.signing ?? 'valid');
    return {
      status: 200,
      body: {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken,
      },
    };
  }

  private async sign(
    claims: Record<string, unknown>,
    signing: 'valid' | 'foreign' | 'none',
  ): Promise<string> {
    if (signing === 'none') {
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
    }
    const key = signing === 'valid' ? this.key.privateKey : this.foreignKey;
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'fake-key', typ: 'JWT' }).sign(key);
  }
}
