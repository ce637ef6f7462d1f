import type { ReportStatus } from '@shared/contract/creator-reports';
import { Badge } from '@web/components/ui/badge';
import { statusBadges, statusLabels } from '../lib/report-status';

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return (
    <Badge variant={statusBadges[status]} data-status={status}>
      {statusLabels[status]}
    </Badge>
  );
}
