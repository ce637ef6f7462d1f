import { Check, Circle, Download } from 'lucide-react';
import type { FullReport } from '@shared/contract/reports';
import { Button } from '@web/components/ui/button';
import { useDownloadReport } from '../api/download-report';
import { useSetFavourite } from '../api/set-favourite';
import { useSetRead } from '../api/set-read';
import { FavouriteButton } from './favourite-button';

/** Read toggle, favourite and Markdown download for one report. */
export function ReportActions({ report }: { report: FullReport }) {
  const read = useSetRead();
  const favourite = useSetFavourite();
  const download = useDownloadReport();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant={report.isRead ? 'secondary' : 'outline'}
        size="sm"
        aria-pressed={report.isRead}
        onClick={() => read.mutate({ id: report.id, read: !report.isRead })}
      >
        {report.isRead ? <Check aria-hidden /> : <Circle aria-hidden />}
        {report.isRead ? 'Read' : 'Mark as read'}
      </Button>
      <FavouriteButton
        isFavourite={report.isFavourite}
        title={report.title}
        size="sm"
        withLabel
        onToggle={() => favourite.mutate({ id: report.id, favourite: !report.isFavourite })}
        className="border border-input"
      />
      <Button
        variant="outline"
        size="sm"
        onClick={() => download.mutate(report.id)}
        disabled={download.isPending}
      >
        <Download aria-hidden />
        {download.isPending ? 'Preparing…' : 'Download Markdown'}
      </Button>
    </div>
  );
}
