import { Check, KeyRound } from 'lucide-react';
import type { AuthorizationPrompt } from '@shared/contract/oauth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { scopeDescriptions } from './scope-descriptions';

export interface ConsentCardProps {
  prompt: AuthorizationPrompt;
  /** Which answer is on its way, if any: both buttons wait for it. */
  pending: 'allow' | 'deny' | null;
  onDecide: (allow: boolean) => void;
}

/**
 * What an application asks of the reader's library (docs/product.md#connecting-an-assistant-with-oauth):
 * who asks, where the reader returns, each scope in plain words, and Allow or Deny.
 */
export function ConsentCard({ prompt, pending, onDecide }: ConsentCardProps) {
  const { name, redirectHost } = prompt.client;
  return (
    <Card className="w-full max-w-lg" aria-labelledby="consent-title" role="region">
      <CardHeader>
        <span
          aria-hidden
          className="mb-2 inline-flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary ring-1 ring-primary/20"
        >
          <KeyRound className="size-6" />
        </span>
        <h1 id="consent-title" className="text-xl leading-tight font-semibold tracking-tight break-words">
          Allow {name} to use your Podbrief library?
        </h1>
        <CardDescription>
          {name} will be able to do this on your behalf until you revoke its access:
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul aria-label="What it may do" className="flex flex-col gap-2">
          {prompt.scopes.map((scope) => (
            <li key={scope} className="flex items-start gap-2 text-sm">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{scopeDescriptions[scope]}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          After your answer you go back to{' '}
          <strong className="break-all text-foreground">{redirectHost}</strong>. You can disconnect it at any
          time under Connected applications in your profile.
        </p>
      </CardContent>
      <div className="flex flex-col-reverse items-center gap-3 p-6 pt-0 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          disabled={pending !== null}
          onClick={() => onDecide(false)}
        >
          {pending === 'deny' ? 'Denying…' : 'Deny'}
        </Button>
        <Button className="w-full sm:w-auto" disabled={pending !== null} onClick={() => onDecide(true)}>
          {pending === 'allow' ? 'Allowing…' : 'Allow'}
        </Button>
      </div>
    </Card>
  );
}
