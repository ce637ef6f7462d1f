import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, EyeOff, RefreshCw, Send, Sparkles, Trash2 } from 'lucide-react';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-error';
import { useDeleteReport } from '../api/delete-report';
import { useGenerateReport } from '../api/generate-report';
import { usePublishReport } from '../api/publish-report';
import { useUnpublishReport } from '../api/unpublish-report';
import { thinReportReasons } from '../lib/thin-report';
import { ConfirmDialog } from './confirm-dialog';

type Pending = 'publish' | 'unpublish' | 'delete' | 'regenerate' | null;

function failed(title: string, error: unknown) {
  toast({
    title,
    description: error instanceof ApiError ? error.message : 'Please try again.',
    variant: 'destructive',
  });
}

/**
 * What the creator can do with the report in its current state: generate (again), publish, unpublish,
 * delete. Anything that changes what readers see, or throws work away, asks first.
 */
export function ReportActionsBar({
  report,
  hasUnsavedChanges,
  saveChanges,
  onDeleted,
  readerHref,
}: {
  report: CreatorReport;
  hasUnsavedChanges: boolean;
  /** Saves the editor's changes; resolves false when they are not valid. */
  saveChanges: () => Promise<boolean>;
  onDeleted: () => void;
  readerHref: string;
}) {
  const [confirming, setConfirming] = useState<Pending>(null);
  const generate = useGenerateReport(report.id);
  const publish = usePublishReport(report.id);
  const unpublish = useUnpublishReport(report.id);
  const remove = useDeleteReport(report.id);
  const status = report.status;
  const hasContent = report.summary.trim() !== '' && report.keyLearnings.length >= 3;
  const thin = thinReportReasons(report);

  const onGenerate = async () => {
    try {
      await generate.mutateAsync();
      setConfirming(null);
    } catch (error) {
      failed('Could not start generating', error);
    }
  };
  const onPublish = async () => {
    try {
      if (hasUnsavedChanges && !(await saveChanges())) {
        setConfirming(null);
        return;
      }
      await publish.mutateAsync();
      setConfirming(null);
      toast({
        title: 'Report published',
        description: 'Your subscribers can read it now.',
        variant: 'success',
      });
    } catch (error) {
      failed('Could not publish', error);
    }
  };
  const onUnpublish = async () => {
    try {
      await unpublish.mutateAsync();
      setConfirming(null);
      toast({ title: 'Report unpublished', description: 'Subscribers no longer see it.' });
    } catch (error) {
      failed('Could not unpublish', error);
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      setConfirming(null);
      toast({ title: 'Report deleted' });
      onDeleted();
    } catch (error) {
      failed('Could not delete', error);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {(status === 'draft' || status === 'failed') && (
        <Button onClick={() => void onGenerate()} disabled={generate.isPending}>
          <Sparkles aria-hidden /> {status === 'failed' ? 'Try again' : 'Generate report'}
        </Button>
      )}
      {(status === 'ready' || (status === 'draft' && hasContent)) && (
        <Button onClick={() => setConfirming('publish')}>
          <Send aria-hidden /> Publish
        </Button>
      )}
      {status === 'ready' && (
        <Button variant="outline" onClick={() => setConfirming('regenerate')}>
          <RefreshCw aria-hidden /> Generate again
        </Button>
      )}
      {status === 'published' && (
        <>
          <Button variant="outline" asChild>
            <Link to={readerHref}>
              <Eye aria-hidden /> View as a reader
            </Link>
          </Button>
          <Button variant="outline" onClick={() => setConfirming('unpublish')}>
            <EyeOff aria-hidden /> Unpublish
          </Button>
        </>
      )}
      <Button variant="outline" onClick={() => setConfirming('delete')}>
        <Trash2 aria-hidden /> Delete
      </Button>

      <ConfirmDialog
        open={confirming === 'publish'}
        onOpenChange={(open) => setConfirming(open ? 'publish' : null)}
        title="Publish this report?"
        description={
          hasUnsavedChanges
            ? 'Your changes are saved first. Subscribers of your channel can read the report right away.'
            : 'Subscribers of your channel can read the report right away.'
        }
        confirmLabel={hasUnsavedChanges ? 'Save and publish' : 'Publish'}
        pendingLabel="Publishing…"
        pending={publish.isPending}
        onConfirm={() => void onPublish()}
      >
        {thin.length > 0 && (
          <div
            role="note"
            aria-label="This report may be thin"
            className="rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
          >
            <p className="font-medium">This report may be thin:</p>
            <ul className="mt-1 list-disc pl-5">
              {thin.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'regenerate'}
        onOpenChange={(open) => setConfirming(open ? 'regenerate' : null)}
        title="Generate the report again?"
        description="The summary and key learnings are replaced by new ones; edits you made to them are lost."
        confirmLabel="Generate again"
        pendingLabel="Starting…"
        pending={generate.isPending}
        onConfirm={() => void onGenerate()}
      />
      <ConfirmDialog
        open={confirming === 'unpublish'}
        onOpenChange={(open) => setConfirming(open ? 'unpublish' : null)}
        title="Unpublish this report?"
        description="Subscribers will no longer see it. You can publish it again later."
        confirmLabel="Unpublish"
        pendingLabel="Unpublishing…"
        pending={unpublish.isPending}
        onConfirm={() => void onUnpublish()}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title="Delete this report?"
        description="The report, its transcript and its readers' notes are deleted for good. This cannot be undone."
        confirmLabel="Delete report"
        pendingLabel="Deleting…"
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
