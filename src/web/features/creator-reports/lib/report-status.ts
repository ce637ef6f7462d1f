import type { ReportStatus } from '@shared/contract/creator-reports';
import type { BadgeVariant } from '@web/components/ui/badge';

export const statusLabels: Record<ReportStatus, string> = {
  draft: 'Draft',
  generating: 'Generating',
  ready: 'Ready to review',
  published: 'Published',
  failed: 'Failed',
};

export const statusBadges: Record<ReportStatus, BadgeVariant> = {
  draft: 'muted',
  generating: 'secondary',
  ready: 'warning',
  published: 'success',
  failed: 'destructive',
};

/** Key under which a generating report feeds the navbar's progress badge. */
export const progressKey = (reportId: string) => `report-generation:${reportId}`;
