import { Link } from 'react-router';
import { DEFAULT_MAIL_FREQUENCY, type MailFrequency } from '@shared/contract/mail';
import { useMailPreferences } from '../api/mail-preferences';

const what: Record<MailFrequency, string> = {
  each: 'We’ll email you each new report of this channel.',
  daily: 'We’ll email you a daily digest of new reports.',
  weekly: 'We’ll email you a weekly digest of new reports.',
  off: 'You get no email about new reports.',
};

/**
 * One sentence for the subscription's activation card: what mail the new subscription brings (the
 * listener's default, ADR 179) and where to change it.
 */
export function SubscriptionMailNote() {
  const preferences = useMailPreferences();
  const frequency = preferences.data?.defaultFrequency ?? DEFAULT_MAIL_FREQUENCY;
  const stopped = preferences.data?.allOff === true;
  return (
    <p className="text-sm text-muted-foreground" data-testid="subscription-mail-note">
      {stopped ? 'You have stopped all email from Podbrief.' : what[frequency]}{' '}
      <Link to="/profile#email" className="font-medium text-primary underline underline-offset-4">
        Change it in your profile
      </Link>
    </p>
  );
}
