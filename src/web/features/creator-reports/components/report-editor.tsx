import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-error';
import { useCreatorReport } from '../api/get-creator-report';
import { useUpdateReport } from '../api/update-report';
import { useGenerationBadge } from '../hooks/use-generation-badge';
import { humanDuration } from '../lib/duration';
import { changesFrom, editorFormFrom, editorFormSchema, type EditorFormValues } from '../lib/editor-form';
import { providerLabel } from '../lib/provider-label';
import { AudioPanel } from './audio-panel';
import { ChaptersEditor } from './chapters-editor';
import { EpisodeFields } from './episode-fields';
import { GenerationProgress } from './generation-progress';
import { KeyLearningsEditor } from './key-learnings-editor';
import { DroppedByChecks } from './dropped-by-checks';
import { ReportActionsBar } from './report-actions-bar';
import { ReportStatusBadge } from './report-status-badge';
import { SummaryEditor } from './summary-editor';
import { TranscriptPanel } from './transcript-panel';

export interface ReportEditorProps {
  reportId: string;
  backHref: string;
  readerHref: string;
  onDeleted: () => void;
  notCreator: ReactNode;
}

/** Review and edit one report, then publish it; while it generates, its progress is shown live. */
export function ReportEditor({ reportId, backHref, readerHref, onDeleted, notCreator }: ReportEditorProps) {
  const query = useCreatorReport(reportId);
  const report = query.data;
  useGenerationBadge(report ? [report] : []);

  if (query.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading the report">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton rounded="xl" className="h-64 w-full" />
      </div>
    );
  }
  if (query.error instanceof ApiError && query.error.code === 'creator_required') return <>{notCreator}</>;
  if (query.isError || !report) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3">
          <p role="alert" className="flex items-center gap-2 font-medium">
            <AlertTriangle className="size-5 text-destructive" aria-hidden />
            {missing ? 'Report not found or an unexpected error occurred.' : 'Could not load the report.'}
          </p>
          <div className="flex gap-2">
            {!missing && (
              <Button variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )}
            <Link to={backHref} className={buttonClasses({ variant: 'outline' })}>
              Back to reports
            </Link>
          </div>
        </CardContent>
      </Card>
    );
  }
  return <EditorForm report={report} backHref={backHref} readerHref={readerHref} onDeleted={onDeleted} />;
}

function EditorForm({
  report,
  backHref,
  readerHref,
  onDeleted,
}: {
  report: CreatorReport;
  backHref: string;
  readerHref: string;
  onDeleted: () => void;
}) {
  const update = useUpdateReport(report.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<EditorFormValues>({
    resolver: zodResolver(editorFormSchema),
    defaultValues: editorFormFrom(report),
  });
  const summary = useWatch({ control: form.control, name: 'summary' });
  const generating = report.status === 'generating';
  const { isDirty, dirtyFields, errors } = form.formState;

  // New content from the server refreshes the form unless the creator is in the middle of an edit; a
  // finished generation always does (nothing could be edited while it ran).
  const previousStatus = useRef(report.status);
  useEffect(() => {
    const generated = previousStatus.current === 'generating' && report.status !== 'generating';
    previousStatus.current = report.status;
    if (generated || !form.formState.isDirty) form.reset(editorFormFrom(report));
  }, [report, form]);

  const save = async (): Promise<boolean> => {
    let saved = false;
    await form.handleSubmit(async (values) => {
      setServerError(null);
      try {
        const updated = await update.mutateAsync(changesFrom(values, dirtyFields));
        form.reset(editorFormFrom(updated));
        saved = true;
      } catch (error) {
        setServerError(
          error instanceof ApiError ? error.message : 'Failed to save changes. Please try again.',
        );
      }
    })();
    return saved;
  };

  const onSave = async () => {
    if (await save())
      toast({ title: 'Saved', description: 'Your changes to the report are saved.', variant: 'success' });
  };

  const { episode } = report;
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <Link
          to={backHref}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> All reports
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight sm:text-3xl">{report.title}</h1>
          <ReportStatusBadge status={report.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {[
            episode.number !== null ? `Episode ${episode.number}` : null,
            episode.durationSeconds ? `${humanDuration(episode.durationSeconds)} episode` : null,
            report.readingTimeSeconds
              ? `${Math.max(1, Math.round(report.readingTimeSeconds / 60))} min read`
              : null,
            providerLabel(report.generation),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <ReportActionsBar
          report={report}
          hasUnsavedChanges={isDirty}
          saveChanges={save}
          onDeleted={onDeleted}
          readerHref={readerHref}
        />
      </div>

      {generating && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              {report.generation.stage === 'transcribing'
                ? 'Transcribing the audio'
                : 'Generating the report'}
            </CardTitle>
            <CardDescription>
              This page updates by itself. You can leave it; generation continues in the background.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <GenerationProgress progress={report.generation.progress} error={report.generation.error} />
          </CardContent>
        </Card>
      )}
      {report.status === 'failed' && report.generation.error && (
        <Card variant="destructive">
          <CardContent className="flex items-start gap-2" role="alert">
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
            <div>
              <p className="font-medium">Generation failed</p>
              <p className="text-sm text-muted-foreground">{report.generation.error}</p>
            </div>
          </CardContent>
        </Card>
      )}

      <form
        className="grid gap-6"
        noValidate
        aria-label="Report"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        {/* Locked while generating. A disabled fieldset, not disabled inputs: react-hook-form reads a
            disabled input's value as undefined, which would mark the form changed. */}
        <fieldset disabled={generating} className="contents">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Report</CardTitle>
              <CardDescription>
                What subscribers read: a title, the summary and the key learnings.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <div className="grid gap-2">
                <Label htmlFor="editor-title">Title</Label>
                <Input id="editor-title" aria-invalid={Boolean(errors.title)} {...form.register('title')} />
                {errors.title && <p className="text-sm text-destructive">{errors.title.message}</p>}
              </div>
              <SummaryEditor
                value={summary}
                registration={form.register('summary')}
                error={errors.summary?.message}
                disabled={false}
              />
              <KeyLearningsEditor
                control={form.control}
                register={form.register}
                errors={errors.keyLearnings}
                disabled={false}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Chapters</CardTitle>
              <CardDescription>
                Where each part of the episode starts. Times are like 12:34 or 1:02:03.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ChaptersEditor
                control={form.control}
                register={form.register}
                errors={errors.chapters}
                disabled={false}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Episode</CardTitle>
            </CardHeader>
            <CardContent>
              <EpisodeFields register={form.register} errors={errors} idPrefix="editor" />
            </CardContent>
          </Card>
        </fieldset>
        {serverError && (
          <p role="alert" className="text-sm text-destructive">
            {serverError}
          </p>
        )}
        <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          {isDirty && <span className="mr-auto text-sm text-muted-foreground">Unsaved changes</span>}
          <Button
            variant="outline"
            onClick={() => form.reset(editorFormFrom(report))}
            disabled={!isDirty || update.isPending}
          >
            Discard
          </Button>
          <Button
            type="submit"
            disabled={!isDirty || update.isPending || generating}
            aria-busy={update.isPending}
          >
            {update.isPending && <Spinner size="sm" label="Saving" />}
            Save changes
          </Button>
        </div>
      </form>
      {!generating && <DroppedByChecks dropped={report.droppedByChecks} />}
      <AudioPanel report={report} disabled={generating} />
      <TranscriptPanel report={report} disabled={generating} />
    </div>
  );
}
