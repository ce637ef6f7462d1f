import type { Backfill } from '@shared/contract/feed-backfills';
import { Progress } from '@web/components/ui/progress';

/** "12 of 40 imported · 3 already here · 1 failed" */
function backfillSummary(backfill: Backfill): string {
  const parts = [`${backfill.imported} of ${backfill.total ?? backfill.maxEpisodes} imported`];
  if (backfill.skipped > 0) parts.push(`${backfill.skipped} already here`);
  if (backfill.failed > 0) parts.push(`${backfill.failed} failed`);
  return parts.join(' · ');
}

const endings: Record<Backfill['status'], string> = {
  queued: 'Reading your feed to choose the episodes…',
  running: 'Importing past episodes…',
  done: 'Import finished',
  canceled: 'Import canceled',
  failed: 'Import stopped',
};

/** An import's progress: where it is, a bar of the episodes done, and why the last one failed. */
export function BackfillProgress({ backfill }: { backfill: Backfill }) {
  const total = backfill.total ?? 0;
  const percent = total > 0 ? Math.round((backfill.processed / total) * 100) : 0;
  const active = backfill.status === 'queued' || backfill.status === 'running';
  return (
    <div className="grid gap-2" role="status" aria-live="polite">
      <p className="text-sm font-medium">{endings[backfill.status]}</p>
      {backfill.total !== null && (
        <>
          <Progress value={active ? percent : 100} aria-label="Past episodes imported" />
          <p className="text-sm text-muted-foreground">
            {backfill.total === 0 ? 'No episodes of the feed matched.' : backfillSummary(backfill)}
          </p>
        </>
      )}
      {backfill.lastError && <p className="text-sm text-warning">{backfill.lastError}</p>}
    </div>
  );
}
