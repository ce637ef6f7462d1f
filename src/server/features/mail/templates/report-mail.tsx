// The automatic JSX runtime named here, so that tsx (npm run dev, seed, bench) renders these as the build does.
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Button, Heading, Link, Text } from '@react-email/components';
import { MailLayout, buttonStyle, colors, linkStyle, mutedStyle, textStyle } from './layout';

export interface ReportMailProps {
  channelName: string;
  title: string;
  firstParagraph: string;
  learningTitles: string[];
  reportUrl: string;
  channelUrl: string;
  reason: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  postalAddress: string;
}

/** One new report: its channel, title, the summary's first paragraph and the key learnings' titles. */
export function ReportMail(props: ReportMailProps) {
  return (
    <MailLayout
      preview={props.firstParagraph || props.title}
      reason={props.reason}
      unsubscribeUrl={props.unsubscribeUrl}
      unsubscribeLabel={`Unsubscribe from ${props.channelName}`}
      preferencesUrl={props.preferencesUrl}
      postalAddress={props.postalAddress}
    >
      <Text className="pb-muted" style={{ ...mutedStyle, fontSize: '14px' }}>
        New report from{' '}
        <Link className="pb-link" href={props.channelUrl} style={linkStyle}>
          {props.channelName}
        </Link>
      </Text>
      <Heading
        as="h1"
        className="pb-text"
        style={{ color: colors.text, fontSize: '24px', lineHeight: '30px', margin: '0 0 16px' }}
      >
        {props.title}
      </Heading>
      {props.firstParagraph ? (
        <Text className="pb-text" style={textStyle}>
          {props.firstParagraph}
        </Text>
      ) : null}
      {props.learningTitles.length > 0 ? (
        <>
          <Heading
            as="h2"
            className="pb-text"
            style={{ color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' }}
          >
            Key learnings
          </Heading>
          <ul style={{ margin: '0 0 20px', paddingLeft: '20px' }}>
            {props.learningTitles.map((title, index) => (
              <li key={index} className="pb-text" style={{ ...textStyle, margin: '0 0 6px' }}>
                {title}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Button href={props.reportUrl} style={buttonStyle}>
        Read the report
      </Button>
    </MailLayout>
  );
}
