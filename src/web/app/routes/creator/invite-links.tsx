import type { InviteLink } from '@shared/contract/creator';
import { CreatorPageHeader } from '@web/features/creator/components/creator-page-header';
import { InviteLinksManager } from '@web/features/creator/components/invite-links-manager';
import { paths } from '../../paths';

/** Full URLs, so a creator can paste them anywhere. */
const urlsFor = (link: InviteLink) => ({
  invite: `${window.location.origin}${paths.invite(link.token)}`,
  subscribe: `${window.location.origin}${paths.subscribeLink(link.id)}`,
});

/** /creator/links: make, copy and revoke invite links (issue #7 item 5). */
export default function InviteLinksPage() {
  return (
    <section className="mx-auto grid w-full grid-cols-1 max-w-4xl gap-6 px-4 py-6 sm:px-6">
      <CreatorPageHeader
        title="Invite links"
        description="Links that open your channel and let listeners subscribe in one step."
      />
      <InviteLinksManager
        urlsFor={urlsFor}
        onboardingHref={paths.onboarding()}
        settingsHref={paths.creator.settings()}
      />
    </section>
  );
}
