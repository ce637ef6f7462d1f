import { useState } from 'react';
import { Download } from 'lucide-react';
import { exportPaths, obsidianExportFileName } from '@shared/contract/exports';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { downloadApiFile } from '@web/lib/download-file';

/**
 * "Export to Obsidian": downloads the reader's library as a zip of Markdown notes
 * (docs/product.md#obsidian-export), with a busy state while it is made and the reason when it fails.
 */
export function ObsidianExportButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onExport = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadApiFile(exportPaths.obsidian, obsidianExportFileName);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not export. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" onClick={() => void onExport()} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner size="sm" aria-hidden /> : <Download aria-hidden />}
        {busy ? 'Preparing export…' : 'Export to Obsidian'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
