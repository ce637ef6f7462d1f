// The automatic JSX runtime named here, so that tsx (npm run dev, seed, bench) renders these as the build does.
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Button, Heading, Text } from '@react-email/components';
import { MailLayout, buttonStyle, colors, textStyle } from './layout';

export interface SubscriptionNoticeMailProps {
  heading: string;
  /** What the button says, and where it goes (the subscriptions page, or the channel page). */
  buttonLabel: string;
  body: string;
  buttonUrl: string;
  reason: string;
  /** Absent on a transactional notice (a trial ending, a price change), which preferences do not stop. */
  unsubscribeUrl?: string;
  unsubscribeLabel?: string;
  preferencesUrl: string;
  postalAddress: string;
}

/**
 * A notice to a listener about their own subscription: the trial ends without a card on file (ADR 214) or
 * the price changes at a renewal (ADR 213), both transactional, with no unsubscribe link; or their free
 * beta ends because the channel turned paid (ADR 226, 235), which the channel's unsubscribe link stops.
 */
export function SubscriptionNoticeMail(props: SubscriptionNoticeMailProps) {
  return (
    <MailLayout
      preview={props.body}
      reason={props.reason}
      {...(props.unsubscribeUrl ? { unsubscribeUrl: props.unsubscribeUrl } : {})}
      {...(props.unsubscribeLabel ? { unsubscribeLabel: props.unsubscribeLabel } : {})}
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
      <Button href={props.buttonUrl} style={buttonStyle}>
        {props.buttonLabel}
      </Button>
    </MailLayout>
  );
}
