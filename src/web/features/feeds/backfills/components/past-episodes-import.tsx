import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { History } from 'lucide-react';
import { backfillMaxEpisodes } from '@shared/contract/feed-backfills';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { isBackfillActive, useCancelBackfill, useCurrentBackfill, useStartBackfill } from '../api/backfills';
import { BackfillProgress } from './backfill-progress';

const formSchema = z
  .object({
    count: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, 'Enter a whole number')
      .refine((v) => Number(v) >= 1 && Number(v) <= backfillMaxEpisodes, `From 1 to ${backfillMaxEpisodes}`),
    from: z.string(),
    to: z.string(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The last day must not be before the first',
    path: ['to'],
  });
type FormValues = z.infer<typeof formSchema>;

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** What the import will do, in words, before the click. */
function plan({ count, from, to }: FormValues): string {
  const n = Number(count) || 0;
  const what = `up to ${n} past episode${n === 1 ? '' : 's'}`;
  const when =
    from && to
      ? ` published from ${dayLabel(from)} to ${dayLabel(to)}`
      : from
        ? ` published on or after ${dayLabel(from)}`
        : to
          ? ` published on or before ${dayLabel(to)}`
          : '';
  return `Imports ${what}${when}, newest first. Episodes already here are skipped. Each becomes a draft report; those with a transcript, or with audio when transcription is set up, are generated two at a time, so a long import takes a while. You review each report before publishing.`;
}

/**
 * "Import past episodes": the connected feed's back catalogue as one job, with its progress, Cancel,
 * and the last import's result. It carries on by itself after a restart of the server. `onImported` runs
 * when more episodes have been imported, so the page can show the new drafts.
 */
export function PastEpisodesImport({ onImported }: { onImported?: () => void }) {
  const titleId = useId();
  const current = useCurrentBackfill();
  const start = useStartBackfill();
  const cancel = useCancelBackfill();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { count: '20', from: '', to: '' },
  });
  const backfill = current.data?.backfill ?? null;
  const active = isBackfillActive(backfill);
  const [count, from, to] = useWatch({ control: form.control, name: ['count', 'from', 'to'] });
  const error = start.error ?? cancel.error;
  const imported = backfill?.imported ?? 0;
  useEffect(() => {
    if (imported > 0) onImported?.();
  }, [imported, onImported]);

  const onSubmit = form.handleSubmit(async (v) => {
    await start
      .mutateAsync({ count: Number(v.count), from: v.from || null, to: v.to || null })
      .catch(() => undefined);
  });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
          <History className="size-5 text-muted-foreground" aria-hidden /> Import past episodes
        </CardTitle>
        <CardDescription>Bring in your feed’s back catalogue, a batch at a time.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {current.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : current.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the import of past episodes. Reload the page to try again.
          </p>
        ) : null}
        {backfill && <BackfillProgress backfill={backfill} />}
        {active && backfill ? (
          <div>
            <Button variant="outline" onClick={() => cancel.mutate(backfill.id)} disabled={cancel.isPending}>
              {cancel.isPending && <Spinner size="sm" label="Canceling" />}
              Cancel import
            </Button>
          </div>
        ) : current.isSuccess ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Past episodes to import">
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="grid gap-1.5">
                <Label htmlFor="backfill-count">How many episodes</Label>
                <Input
                  id="backfill-count"
                  inputMode="numeric"
                  aria-invalid={Boolean(form.formState.errors.count)}
                  aria-describedby={form.formState.errors.count ? 'backfill-count-error' : undefined}
                  {...form.register('count')}
                />
                {form.formState.errors.count && (
                  <p id="backfill-count-error" className="text-xs text-destructive">
                    {form.formState.errors.count.message}
                  </p>
                )}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="backfill-from">Published from (optional)</Label>
                <Input id="backfill-from" type="date" {...form.register('from')} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="backfill-to">Published until (optional)</Label>
                <Input
                  id="backfill-to"
                  type="date"
                  aria-invalid={Boolean(form.formState.errors.to)}
                  aria-describedby={form.formState.errors.to ? 'backfill-to-error' : undefined}
                  {...form.register('to')}
                />
                {form.formState.errors.to && (
                  <p id="backfill-to-error" className="text-xs text-destructive">
                    {form.formState.errors.to.message}
                  </p>
                )}
              </div>
            </div>
            <p className="text-sm text-muted-foreground" data-testid="backfill-plan">
              {plan({ count, from, to })}
            </p>
            <div>
              <Button type="submit" disabled={start.isPending} aria-busy={start.isPending}>
                {start.isPending && <Spinner size="sm" label="Starting the import" />}
                Import past episodes
              </Button>
            </div>
          </form>
        ) : null}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error instanceof ApiError ? error.message : 'That did not work. Please try again.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
