// oidc-provider ships no type declarations; these cover the small surface the local emulator uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  }

  export interface OidcGrant {
    jti: string;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface OidcContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      params?: Record<string, unknown>;
      provider: Provider;
    };
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export class Check {
    constructor(reason: string, description: string, check: (ctx: OidcContext) => boolean | Promise<boolean>);
  }

  export class Prompt {
    constructor(options: { name: string; requestable: boolean }, ...checks: Check[]);
    name: string;
  }

  export interface Policy extends Array<Prompt> {
    add(prompt: Prompt, index?: number): void;
    get(name: string): Prompt | undefined;
  }

  export const interactionPolicy: { Prompt: typeof Prompt; Check: typeof Check; base(): Policy };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    static readonly interactionPolicy: typeof interactionPolicy;
    readonly issuer: string;
    Grant: new (options: { clientId: string; accountId: string }) => OidcGrant;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
