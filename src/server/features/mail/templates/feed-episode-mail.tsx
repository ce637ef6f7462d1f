// The automatic JSX runtime named here, so that tsx (npm run dev, seed, bench) renders these as the build does.
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Button, Heading, Text } from '@react-email/components';
import { MailLayout, buttonStyle, colors, mutedStyle, textStyle } from './layout';

export interface FeedEpisodeMailProps {
  channelName: string;
  title: string;
  /** What state the report is in, and what to do. */
  state: string;
  buttonLabel: string;
  studioUrl: string;
  reason: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  postalAddress: string;
}

/** To a creator: their connected feed brought an episode; its report's state and a link to the studio. */
export function FeedEpisodeMail(props: FeedEpisodeMailProps) {
  return (
    <MailLayout
      preview={props.state}
      reason={props.reason}
      unsubscribeUrl={props.unsubscribeUrl}
      unsubscribeLabel="Stop new-episode mail"
      preferencesUrl={props.preferencesUrl}
      postalAddress={props.postalAddress}
    >
      <Text className="pb-muted" style={{ ...mutedStyle, fontSize: '14px' }}>
        New episode from the feed of {props.channelName}
      </Text>
      <Heading
        as="h1"
        className="pb-text"
        style={{ color: colors.text, fontSize: '24px', lineHeight: '30px', margin: '0 0 16px' }}
      >
        {props.title}
      </Heading>
      <Text className="pb-text" style={textStyle}>
        {props.state}
      </Text>
      <Button href={props.studioUrl} style={buttonStyle}>
        {props.buttonLabel}
      </Button>
    </MailLayout>
  );
}
