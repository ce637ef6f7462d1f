import { DashboardView } from '@web/features/subscriptions/dashboard/components/dashboard-view';
import { PageContainer } from '@web/components/ui/page-container';
import { paths } from '../../paths';

const links = {
  reports: paths.reports.list(),
  podcasts: paths.subscriber.podcasts(),
  report: paths.reports.detail,
  channelReports: (creatorId: string) =>
    paths.reports.list(`channel=${encodeURIComponent(creatorId)}&status=unread&period=all`),
};

/** /subscriber/dashboard: the reader's statistics. */
export default function DashboardPage() {
  return (
    <PageContainer aria-labelledby="dashboard-title">
      <header>
        <h1 id="dashboard-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Dashboard
        </h1>
        <p className="mt-1 text-muted-foreground">Your reading at a glance.</p>
      </header>
      <DashboardView links={links} />
    </PageContainer>
  );
}
