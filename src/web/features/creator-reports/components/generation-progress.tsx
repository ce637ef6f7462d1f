import { Progress } from '@web/components/ui/progress';

/** The progress of a report being generated, with the retry notice when an attempt failed. */
export function GenerationProgress({
  progress,
  error,
  compact = false,
}: {
  progress: number;
  error: string | null;
  compact?: boolean;
}) {
  const label = progress > 0 ? `Generating… ${progress}%` : 'Waiting for a worker…';
  return (
    <div className="grid gap-1.5" role="status" aria-live="polite">
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{label}</span>
      </div>
      <Progress value={progress} aria-label="Generation progress" size={compact ? 'sm' : 'md'} />
      {error && <p className="text-xs text-warning">{error}</p>}
    </div>
  );
}
