import type { MailFrequency } from '@shared/contract/mail';
import { mailFrequencyLabels } from '@shared/contract/mail';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The page a reader lands on from a mail's "Unsubscribe" link: plain HTML, no script and no sign-in, so it
 * works from any mail client under the app's Content-Security-Policy (form-action 'self'). Light or dark
 * with the reader's system; one column that fits 375 px.
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} — Podbrief</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { box-sizing: border-box; width: min(100% - 2rem, 28rem); border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 0.75rem; padding: 2rem 1.5rem; }
  .brand { font-weight: 700; margin: 0 0 1rem; opacity: 0.8; }
  h1 { font-size: 1.375rem; font-weight: 600; margin: 0 0 0.75rem; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  form { margin: 0 0 1rem; }
  button { background: none; border: 1px solid currentColor; color: inherit; border-radius: 0.375rem; padding: 0.55rem 1rem; font: inherit; cursor: pointer; }
  button.primary { background: CanvasText; color: Canvas; border-color: CanvasText; font-weight: 600; min-height: 2.75rem; width: 100%; }
  @media (min-width: 30rem) { button.primary { width: auto; } }
  a { color: LinkText; }
  button:focus-visible, a:focus-visible { outline: 2px solid Highlight; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <p class="brand">Podbrief</p>
${body}
</main>
</body>
</html>`;
}

const preferencesLink = '<p><a href="/profile#email">Email preferences</a></p>';

/** What a link stops, in the words of the page's heading. */
function whatOf(options: { channelName: string | null; scope?: 'feed' }): string {
  return options.scope === 'feed'
    ? 'new-episode mail of your connected feed'
    : options.channelName === null
      ? 'all Podbrief mail'
      : options.channelName;
}

/**
 * GET /unsubscribe (ADR 225): the link only asks. One button posts the same signed URL, which acts; a mail
 * scanner that fetches the link changes nothing.
 */
export function renderConfirmPage(options: {
  channelName: string | null;
  scope?: 'feed';
  token: string;
}): string {
  const what = whatOf(options);
  const detail =
    options.scope === 'feed'
      ? 'You will get no more mail when your feed brings a new episode. The studio still shows each one.'
      : options.channelName === null
        ? 'You will get no more mail from Podbrief.'
        : `You will get no more mail about new reports from ${escape(options.channelName)}. Other channels are not affected.`;
  return page(
    `Unsubscribe from ${what}?`,
    `  <h1>Unsubscribe from ${escape(what)}?</h1>
  <p>${detail}</p>
  <form method="post" action="/unsubscribe?token=${escape(encodeURIComponent(options.token))}">
    <input type="hidden" name="from" value="page">
    <button type="submit" class="primary">Unsubscribe</button>
  </form>
  ${preferencesLink}`,
  );
}

export function renderUnsubscribedPage(options: {
  channelName: string | null;
  scope?: 'feed';
  token: string;
  previous: MailFrequency | 'default';
}): string {
  const what = whatOf(options);
  const detail =
    options.scope === 'feed'
      ? 'You will get no more mail when your feed brings a new episode. The studio still shows each one.'
      : options.channelName === null
        ? 'You will get no more mail from Podbrief.'
        : `You will get no more mail about new reports from ${escape(options.channelName)}. Other channels are not affected.`;
  return page(
    `You're unsubscribed from ${what}`,
    `  <h1>You're unsubscribed from ${escape(what)}</h1>
  <p>${detail}</p>
  <form method="post" action="/unsubscribe/undo">
    <input type="hidden" name="token" value="${escape(options.token)}">
    <input type="hidden" name="previous" value="${escape(options.previous)}">
    <button type="submit">Undo: subscribe again</button>
  </form>
  ${preferencesLink}`,
  );
}

export function renderResubscribedPage(options: {
  channelName: string | null;
  frequency: MailFrequency;
  scope?: 'feed';
}): string {
  if (options.scope === 'feed')
    return page(
      'New-episode mail is on again',
      `  <h1>New-episode mail is on again</h1>\n  <p>You will get a mail when your feed brings a new episode.</p>\n  ${preferencesLink}`,
    );
  const title =
    options.channelName === null ? 'Mail is on again' : `You're subscribed to ${options.channelName} again`;
  const label = mailFrequencyLabels[options.frequency];
  const detail =
    options.frequency === 'off'
      ? `Your default is “${label}”: choose what you get in your email preferences.`
      : options.channelName === null
        ? `Channels you have not set get: ${label.toLowerCase()}.`
        : `You will get: ${label.toLowerCase()}.`;
  return page(title, `  <h1>${escape(title)}</h1>\n  <p>${escape(detail)}</p>\n  ${preferencesLink}`);
}

export function renderInvalidLinkPage(reason: 'invalid' | 'expired'): string {
  const detail =
    reason === 'expired'
      ? 'This unsubscribe link is more than a year old. Sign in and change your email preferences instead.'
      : 'This unsubscribe link is not complete or not valid. Copy the whole link from the mail, or sign in and change your email preferences.';
  return page(
    'This link does not work',
    `  <h1>This link does not work</h1>\n  <p>${escape(detail)}</p>\n  ${preferencesLink}`,
  );
}
