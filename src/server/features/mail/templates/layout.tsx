// The automatic JSX runtime named here, so that tsx (npm run dev, seed, bench) renders these as the build does.
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';

/**
 * The frame of every Podbrief mail: the app's name, the content, why the reader got it, the visible
 * unsubscribe link and the sender's postal address. Styles are inline (mail clients drop most <style>),
 * light by default; the `color-scheme` meta and one media query give clients that honour it a dark
 * version. One column, at most 600 px wide and fluid below, so it reads at 375 px. No images.
 */

export const colors = {
  page: '#f5f5f4',
  card: '#ffffff',
  text: '#1c1917',
  muted: '#57534e',
  rule: '#e7e5e4',
  link: '#4338ca',
} as const;

const darkCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body { background-color: #f5f5f4; }
@media (prefers-color-scheme: dark) {
  body, .pb-page { background-color: #0c0a09 !important; }
  .pb-card { background-color: #1c1917 !important; }
  .pb-text { color: #f5f5f4 !important; }
  .pb-muted { color: #a8a29e !important; }
  .pb-link { color: #a5b4fc !important; }
  .pb-rule { border-color: #44403c !important; }
}
@media only screen and (max-width: 480px) {
  .pb-card { padding: 20px 16px !important; }
}
`;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The mail's one call to action ("Read the report", "Review the draft"). */
export const buttonStyle = {
  backgroundColor: colors.link,
  borderRadius: '8px',
  color: '#ffffff',
  display: 'inline-block',
  fontSize: '16px',
  fontWeight: 600,
  padding: '12px 20px',
  textDecoration: 'none',
  margin: '4px 0 20px',
};
export const textStyle = { color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
export const mutedStyle = { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' };
export const linkStyle = { color: colors.link, textDecoration: 'underline' };

export interface MailLayoutProps {
  /** The line a client shows beside the subject in the inbox. */
  preview: string;
  /** Why this reader got this mail, in one sentence. */
  reason: string;
  /** Absent on a transactional notice about the reader's own subscription, which preferences do not stop. */
  unsubscribeUrl?: string;
  /** What the unsubscribe link stops, e.g. "Unsubscribe from Deep Talks" or "Unsubscribe". */
  unsubscribeLabel?: string;
  preferencesUrl: string;
  postalAddress: string;
  children: ReactNode;
}

export function MailLayout(props: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkCss}</style>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ margin: 0, padding: 0, fontFamily: font }}>
        <Section className="pb-page" style={{ backgroundColor: colors.page, padding: '24px 8px' }}>
          <Container style={{ maxWidth: '600px', width: '100%' }}>
            <Text
              className="pb-muted"
              style={{ ...mutedStyle, fontSize: '14px', fontWeight: 700, letterSpacing: '0.02em' }}
            >
              Podbrief
            </Text>
            <Section
              className="pb-card"
              style={{ backgroundColor: colors.card, borderRadius: '12px', padding: '28px 28px 12px' }}
            >
              {props.children}
            </Section>
            <Section style={{ padding: '16px 4px 0' }}>
              <Text className="pb-muted" style={mutedStyle}>
                {props.reason}
              </Text>
              <Text className="pb-muted" style={mutedStyle}>
                {props.unsubscribeUrl ? (
                  <>
                    <Link className="pb-link" href={props.unsubscribeUrl} style={linkStyle}>
                      {props.unsubscribeLabel}
                    </Link>
                    {' · '}
                  </>
                ) : null}
                <Link className="pb-link" href={props.preferencesUrl} style={linkStyle}>
                  Email preferences
                </Link>
              </Text>
              <Hr className="pb-rule" style={{ borderColor: colors.rule, margin: '12px 0' }} />
              <Text className="pb-muted" style={mutedStyle}>
                {props.postalAddress}
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}
