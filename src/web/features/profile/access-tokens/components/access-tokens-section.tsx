import { useId, useState, type FormEvent } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import {
  accessTokenNameMax,
  accessTokenScopes,
  type AccessToken,
  type AccessTokenScope,
  type CreateAccessToken,
} from '@shared/contract/access-tokens';
import { formatShortDate } from '@shared/dates/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { OptionSelect } from '@web/components/ui/option-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-error';
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from '../api/access-tokens';

const scopeLabels: Record<AccessTokenScope, { label: string; hint: string }> = {
  read: { label: 'Read', hint: 'Your library, reports, transcripts, notes and highlights' },
  'write:notes': { label: 'Write notes', hint: 'Save notes and highlights' },
};

const expiryOptions = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: 'none', label: 'No expiry' },
];

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback;

/** Copies text; falls back to selecting it by hand where the Clipboard API is missing. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The profile's "Access tokens" section (docs/product.md#public-api): personal tokens for the public
 * API and the MCP server. A new token's secret is shown once with a Copy button; the list shows only
 * name, scopes and dates, and each token can be revoked (it stops working at once).
 */
export function AccessTokensSection() {
  const titleId = useId();
  const tokens = useAccessTokens();
  const [created, setCreated] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<AccessToken | null>(null);
  const revoke = useRevokeAccessToken();

  const onConfirmRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revoke.mutateAsync(toRevoke.id);
      toast({ title: 'Token revoked', description: `“${toRevoke.name}” no longer works.` });
      setToRevoke(null);
    } catch (error) {
      toast({
        title: 'Error',
        description: messageOf(error, 'The token could not be revoked. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section id="access-tokens" className="scroll-mt-20" aria-labelledby={titleId}>
      <Card className="p-6">
        <div className="mb-4 flex items-start gap-3">
          <KeyRound className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              Access tokens
            </h2>
            <p className="text-sm text-muted-foreground">
              Let your own tools and AI assistants read your library through the Podbrief API and MCP server.
            </p>
          </div>
        </div>

        {created ? (
          <NewTokenPanel token={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateTokenForm onCreated={setCreated} />
        )}

        <div className="mt-6">
          <h3 className="mb-2 text-sm font-semibold">Your tokens</h3>
          {tokens.isPending && (
            <div className="grid gap-2" aria-busy="true" aria-label="Loading access tokens">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          )}
          {tokens.isError && (
            <div role="alert" className="flex flex-col items-center gap-3 py-4 text-center">
              <p className="font-medium">Could not load your access tokens</p>
              <Button variant="outline" onClick={() => void tokens.refetch()}>
                Try again
              </Button>
            </div>
          )}
          {tokens.data && tokens.data.tokens.length === 0 && (
            <p className="text-sm text-muted-foreground">No tokens yet.</p>
          )}
          {tokens.data && tokens.data.tokens.length > 0 && (
            <ul className="grid gap-2" aria-label="Access tokens">
              {tokens.data.tokens.map((token) => (
                <TokenRow key={token.id} token={token} onRevoke={() => setToRevoke(token)} />
              ))}
            </ul>
          )}
        </div>

        <Dialog open={toRevoke !== null} onOpenChange={(open) => !open && setToRevoke(null)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Revoke this token?</DialogTitle>
              <DialogDescription>
                {toRevoke ? `“${toRevoke.name}” ` : 'This token '}
                stops working at once for every tool and assistant that uses it. This cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="ghost" onClick={() => setToRevoke(null)} disabled={revoke.isPending}>
                Cancel
              </Button>
              <Button
                variant="destructive"
                onClick={() => void onConfirmRevoke()}
                disabled={revoke.isPending}
              >
                {revoke.isPending && <Spinner size="sm" label="Revoking" />}
                Revoke token
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </Card>
    </section>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const nameId = useId();
  const expiryId = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<AccessTokenScope[]>(['read']);
  const [expiry, setExpiry] = useState('90');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAccessToken();

  const toggle = (scope: AccessTokenScope, on: boolean) =>
    setScopes((current) =>
      on
        ? accessTokenScopes.filter((s) => s === scope || current.includes(s))
        : current.filter((s) => s !== scope),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Give the token a name, e.g. the tool that will use it.');
    if (scopes.length === 0) return setError('Choose at least one scope.');
    setError(null);
    const input: CreateAccessToken = {
      name: name.trim(),
      scopes,
      expiresInDays: expiry === 'none' ? null : (Number(expiry) as 30 | 90 | 365),
    };
    try {
      const result = await create.mutateAsync(input);
      setName('');
      onCreated(result.token);
    } catch (failure) {
      setError(messageOf(failure, 'The token could not be created. Please try again.'));
    }
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={nameId}>Token name</Label>
        <Input
          id={nameId}
          value={name}
          maxLength={accessTokenNameMax}
          placeholder="e.g. Claude Desktop"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error !== null && !name.trim()}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Scopes</legend>
        {accessTokenScopes.map((scope) => {
          const id = `${nameId}-${scope}`;
          return (
            <div key={scope} className="flex items-start gap-2">
              <Checkbox
                id={id}
                className="mt-0.5"
                checked={scopes.includes(scope)}
                onCheckedChange={(checked) => toggle(scope, checked === true)}
              />
              <Label htmlFor={id} weight="normal" className="grid gap-0.5">
                <span className="font-medium">{scopeLabels[scope].label}</span>
                <span className="text-xs text-muted-foreground">{scopeLabels[scope].hint}</span>
              </Label>
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor={expiryId}>Expires</Label>
        <OptionSelect id={expiryId} options={expiryOptions} value={expiry} onValueChange={setExpiry} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner size="sm" label="Creating" />}
          Create token
        </Button>
      </div>
    </form>
  );
}

function NewTokenPanel({ token, onDone }: { token: string; onDone: () => void }) {
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  const onCopy = async () => {
    if (await copyText(token)) {
      setCopied(true);
      toast({ title: 'Token copied' });
    } else {
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
      toast({
        title: 'Copy failed',
        description: 'Select the token and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4" role="status">
      <p className="font-medium">Your new token</p>
      <p className="text-sm text-muted-foreground">
        Copy it now and keep it somewhere safe. You won&apos;t see it again.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Label htmlFor={fieldId} className="sr-only">
          New access token
        </Label>
        <Input id={fieldId} readOnly value={token} mono onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void onCopy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function TokenRow({ token, onRevoke }: { token: AccessToken; onRevoke: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium">{token.name}</span>
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="muted">
              {scopeLabels[scope].label}
            </Badge>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">
          Created {formatShortDate(token.createdAt)} · Last used{' '}
          {token.lastUsedAt ? formatShortDate(token.lastUsedAt) : 'never'} ·{' '}
          {token.expiresAt ? `Expires ${formatShortDate(token.expiresAt)}` : 'No expiry'}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onRevoke} aria-label={`Revoke ${token.name}`}>
        Revoke
      </Button>
    </li>
  );
}
