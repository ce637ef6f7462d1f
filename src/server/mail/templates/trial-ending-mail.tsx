// The automatic JSX runtime named here, so that tsx (npm run dev, seed, bench) renders these as the build does.
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Button, Heading, Text } from '@react-email/components';
import { MailLayout, buttonStyle, colors, textStyle } from './layout';

export interface TrialEndingMailProps {
  heading: string;
  body: string;
  subscriptionsUrl: string;
  reason: string;
  preferencesUrl: string;
  postalAddress: string;
}

/**
 * To a listener: their free trial of a paid channel ends soon and no card is on file. A transactional
 * notice about their own subscription, so it has no unsubscribe link (ADR 214).
 */
export function TrialEndingMail(props: TrialEndingMailProps) {
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
        Add a card
      </Button>
    </MailLayout>
  );
}
