import { demoAccounts } from '@shared/demo-accounts';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The emulator's account chooser, shaped like Google's. Plain HTML forms and no script, so it works
 * under the app's Content-Security-Policy (form-action 'self': the emulator is on our own origin).
 */
export function renderAccountPage(options: {
  uid: string;
  basePath: string;
  clientName: string;
  error?: string | undefined;
  email?: string | undefined;
  name?: string | undefined;
}): string {
  const action = `${options.basePath}/interaction/${encodeURIComponent(options.uid)}`;
  const demoButtons = Object.values(demoAccounts)
    .map(
      (account) => `
        <li>
          <form method="post" action="${action}/login">
            <input type="hidden" name="email" value="${escape(account.email)}">
            <input type="hidden" name="name" value="${escape(account.name)}">
            <button type="submit" class="account">
              <span class="account-name">${escape(account.name)}</span>
              <span class="account-email">${escape(account.email)}</span>
            </button>
          </form>
        </li>`,
    )
    .join('');
  const error = options.error
    ? `<p class="error" role="alert" id="email-error">${escape(options.error)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Choose an account</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(100% - 2rem, 26rem); border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 0.75rem; padding: 2rem 1.5rem; }
  h1 { font-size: 1.5rem; font-weight: 500; margin: 0 0 0.25rem; text-align: center; }
  .sub { text-align: center; margin: 0 0 1.5rem; opacity: 0.8; }
  .note { font-size: 0.8rem; opacity: 0.7; text-align: center; margin: 0 0 1rem; }
  ul { list-style: none; padding: 0; margin: 0 0 1.5rem; }
  li + li { border-top: 1px solid color-mix(in srgb, CanvasText 12%, transparent); }
  form { margin: 0; }
  .account { display: flex; flex-direction: column; width: 100%; text-align: left; background: none; border: 0; padding: 0.75rem 0.5rem; color: inherit; font: inherit; cursor: pointer; border-radius: 0.5rem; }
  .account:hover, .account:focus-visible { background: color-mix(in srgb, CanvasText 8%, transparent); }
  .account-email { font-size: 0.85rem; opacity: 0.75; }
  label { display: block; font-size: 0.9rem; margin: 0.75rem 0 0.25rem; }
  input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: 0.6rem 0.75rem; border-radius: 0.375rem; border: 1px solid color-mix(in srgb, CanvasText 35%, transparent); background: Field; color: FieldText; font: inherit; }
  .actions { display: flex; justify-content: space-between; align-items: center; margin-top: 1.25rem; }
  .primary { background: #1a73e8; color: #fff; border: 0; border-radius: 0.375rem; padding: 0.6rem 1.25rem; font: inherit; cursor: pointer; }
  .primary:focus-visible, .account:focus-visible, a:focus-visible, input:focus-visible { outline: 2px solid #1a73e8; outline-offset: 2px; }
  a { color: #1a73e8; }
  .error { color: #d93025; font-size: 0.9rem; margin: 0.25rem 0 0; }
</style>
</head>
<body>
<main>
  <h1>Choose an account</h1>
  <p class="sub">to continue to ${escape(options.clientName)}</p>
  <p class="note">Local Google sign-in emulator: no password, any email works.</p>
  <ul aria-label="Demo accounts">${demoButtons}
  </ul>
  <form method="post" action="${action}/login" novalidate>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escape(options.email ?? '')}"${
      options.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''
    }>
    ${error}
    <label for="name">Name (optional)</label>
    <input id="name" name="name" type="text" autocomplete="name" value="${escape(options.name ?? '')}">
    <div class="actions">
      <a href="${action}/abort">Cancel</a>
      <button type="submit" class="primary">Sign in</button>
    </div>
  </form>
</main>
</body>
</html>`;
}
