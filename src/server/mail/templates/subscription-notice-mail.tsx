// The automatic JSX runtime named here, so that tsx (npm run dev, seed, bench) renders these as the build does.
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Button, Heading, Text } from '@react-email/components';
import { MailLayout, buttonStyle, colors, textStyle } from './layout';

export interface SubscriptionNoticeMailProps {
  heading: string;
  /** What the button to the subscriptions page says. */
  buttonLabel: string;
  body: string;
  subscriptionsUrl: string;
  reason: string;
  preferencesUrl: string;
  postalAddress: string;
}

/**
 * A transactional notice to a listener about their own paid subscription — the trial ends without a card
 * on file (ADR 214), or the price changes at a renewal (ADR 213) — so it has no unsubscribe link.
 */
export function SubscriptionNoticeMail(props: SubscriptionNoticeMailProps) {
  return (
    <MailLayout
      preview={props.body}
      reason={props.reason}
      preferencesUrl={props.preferencesUrl}
      postalAddress={props.postalAddress}
    >
      <Heading
        as="h1"
        className="pb-text"
        style={{ color: colors.text, fontSize: '24px', lineHeight: '30px', margin: '0 0 16px' }}
      >
        {props.heading}
      </Heading>
      <Text className="pb-text" style={textStyle}>
        {props.body}
      </Text>
      <Button href={props.subscriptionsUrl} style={buttonStyle}>
        {props.buttonLabel}
      </Button>
    </MailLayout>
  );
}
