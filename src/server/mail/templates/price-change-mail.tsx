// The automatic JSX runtime named here, so that tsx (npm run dev, seed, bench) renders these as the build does.
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Button, Heading, Text } from '@react-email/components';
import { MailLayout, buttonStyle, colors, textStyle } from './layout';

export interface PriceChangeMailProps {
  heading: string;
  body: string;
  subscriptionsUrl: string;
  reason: string;
  preferencesUrl: string;
  postalAddress: string;
}

/**
 * To a paying listener: the channel's price changes from a renewal at least 30 days away (ADR 215). A
 * transactional notice about their own subscription, so it has no unsubscribe link.
 */
export function PriceChangeMail(props: PriceChangeMailProps) {
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
        Your subscriptions
      </Button>
    </MailLayout>
  );
}
