import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { exportPaths, opmlExportFileName } from '@shared/contract/exports';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { downloadApiFile } from '@web/lib/download-file';

/** "Export OPML": the reader's subscriptions as an OPML file for any podcast app (docs/product.md#opml). */
export function OpmlExportButton({ variant = 'outline' }: { variant?: 'outline' | 'ghost' }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onExport = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadApiFile(exportPaths.opml, opmlExportFileName);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not export. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant={variant} onClick={() => void onExport()} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner size="sm" aria-hidden /> : <FileDown aria-hidden />}
        Export OPML
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
