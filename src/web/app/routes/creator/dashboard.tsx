import { CreatorPageHeader } from '@web/features/creator/components/creator-page-header';
import { CreatorDashboardView } from '@web/features/creator/components/creator-dashboard';
import { paths } from '../../paths';

const links = {
  onboarding: paths.onboarding(),
  settings: paths.creator.settings(),
  reports: paths.creator.reports(),
  inviteLinks: paths.creator.links(),
  report: paths.creator.report,
};

/** /creator: the creator dashboard (issue #7 item 6). */
export default function CreatorDashboardPage() {
  return (
    <section className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-6 px-4 py-6 sm:px-6">
      <CreatorPageHeader
        title="Creator dashboard"
        description="How your channel is doing: subscribers, reads and favourites."
      />
      <CreatorDashboardView links={links} />
    </section>
  );
}
