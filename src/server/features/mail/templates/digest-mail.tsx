// The automatic JSX runtime named here, so that tsx (npm run dev, seed, bench) renders these as the build does.
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Heading, Hr, Link, Section, Text } from '@react-email/components';
import { MailLayout, colors, linkStyle, mutedStyle, textStyle } from './layout';

export interface DigestMailChannel {
  channelName: string;
  channelUrl: string;
  reports: { title: string; teaser: string; url: string; publishedLabel: string }[];
}

export interface DigestMailProps {
  heading: string;
  periodLabel: string;
  channels: DigestMailChannel[];
  reason: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  postalAddress: string;
  preview: string;
}

/** The period's new reports, grouped by channel, each with its teaser and a link. */
export function DigestMail(props: DigestMailProps) {
  return (
    <MailLayout
      preview={props.preview}
      reason={props.reason}
      unsubscribeUrl={props.unsubscribeUrl}
      unsubscribeLabel="Unsubscribe"
      preferencesUrl={props.preferencesUrl}
      postalAddress={props.postalAddress}
    >
      <Heading
        as="h1"
        className="pb-text"
        style={{ color: colors.text, fontSize: '24px', lineHeight: '30px', margin: '0 0 4px' }}
      >
        {props.heading}
      </Heading>
      <Text className="pb-muted" style={{ ...mutedStyle, margin: '0 0 20px' }}>
        {props.periodLabel}
      </Text>
      {props.channels.map((channel, channelIndex) => (
        <Section key={channelIndex}>
          {channelIndex > 0 ? (
            <Hr className="pb-rule" style={{ borderColor: colors.rule, margin: '4px 0 20px' }} />
          ) : null}
          <Heading
            as="h2"
            className="pb-text"
            style={{ color: colors.text, fontSize: '18px', lineHeight: '26px', margin: '0 0 12px' }}
          >
            <Link className="pb-link" href={channel.channelUrl} style={{ ...linkStyle, color: colors.text }}>
              {channel.channelName}
            </Link>
          </Heading>
          {channel.reports.map((report, reportIndex) => (
            <Section key={reportIndex} style={{ margin: '0 0 16px' }}>
              <Heading
                as="h3"
                className="pb-text"
                style={{ color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 4px' }}
              >
                {report.title}
              </Heading>
              <Text className="pb-muted" style={{ ...mutedStyle, margin: '0 0 4px' }}>
                {report.publishedLabel}
              </Text>
              {report.teaser ? (
                <Text className="pb-text" style={{ ...textStyle, margin: '0 0 6px' }}>
                  {report.teaser}
                </Text>
              ) : null}
              <Text style={{ ...textStyle, margin: '0 0 8px' }}>
                <Link className="pb-link" href={report.url} style={linkStyle}>
                  Read the report
                </Link>
              </Text>
            </Section>
          ))}
        </Section>
      ))}
    </MailLayout>
  );
}
