import Provider, { interactionPolicy, type OidcContext } from 'oidc-provider';
import type { EmulatorAccounts } from './accounts';
import { googleShapedClaims } from './accounts';
import { createDatabaseAdapter, type EmulatorKeys, type EmulatorStore } from './emulator-store';

export interface EmulatorOptions {
  issuer: string;
  appUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: EmulatorAccounts;
  store: EmulatorStore;
  /** Shared by every process (see EmulatorStore.keys), so any of them can verify what another signed. */
  keys: EmulatorKeys;
}

/** The path part of the issuer, e.g. '/dev-google': where the emulator is mounted on our server. */
export function mountPathOf(issuer: string): string {
  return new URL(issuer).pathname.replace(/(?<!\/)\/+$/, '');
}

/**
 * A real OpenID Connect provider (oidc-provider) configured to behave like Google towards our client:
 * authorization code + PKCE S256 only, exact redirect URIs, RS256 ID tokens that carry Google's claims,
 * and an account chooser on every sign-in (`prompt=select_account`).
 */
export function createEmulatorProvider(options: EmulatorOptions): Provider {
  const policy = interactionPolicy.base();
  // Google accepts prompt=select_account; oidc-provider only knows it once the policy names it.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  const mountPath = mountPathOf(options.issuer);

  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: 'Podbrief',
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    adapter: createDatabaseAdapter(options.store),
    jwks: { keys: [options.keys.signingKey] },
    cookies: { keys: [options.keys.cookieKey] },
    pkce: { required: () => true },
    // Google puts email, name and picture in the ID token itself; oidc-provider would otherwise keep
    // scope-requested claims for the userinfo endpoint only.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub', 'hd'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    scopes: ['openid', 'email', 'profile'],
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}`,
    },
    // Our own client is first-party: consent is implied, as Google does for an app's own users.
    loadExistingGrant: async (ctx: OidcContext) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) {
        const found = await (
          ctx.oidc.provider.Grant as unknown as { find(id: string): Promise<unknown> }
        ).find(existing);
        if (found) return found;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = await options.accounts.find(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => googleShapedClaims(account, options.appUrl) };
    },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    renderError: async (
      ctx: { type: string; body: string },
      out: { error: string; error_description?: string },
    ) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${escapeHtml(
        out.error,
      )}: ${escapeHtml(out.error_description ?? '')}</p></main></body></html>`;
    },
  });
  return provider;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
