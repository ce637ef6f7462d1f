const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML: every value a page shows goes through here. */
export const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (ch) => escapes[ch] ?? ch);

/** An amount in minor units as a reader sees it, e.g. `$2.00` or `€2.00`. */
export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export const date = (seconds: number) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(seconds * 1000));

/**
 * The frame of every page of the local Stripe: one column that fits 375 px, light and dark, visible focus,
 * a banner that says it is a local test server.
 */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Local Stripe</title>
<style>
:root{color-scheme:light dark;--bg:#f6f8fa;--card:#fff;--text:#1a1f36;--muted:#4f566b;--line:#d5dbe1;--accent:#4338ca;--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0f1117;--card:#1a1d27;--text:#eef0f6;--muted:#b6bccb;--line:#394050;--accent:#a5b4fc;--on-accent:#111827}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,sans-serif}
header{padding:.5rem 1rem;background:var(--text);color:var(--bg);font-size:.875rem}
main{max-width:32rem;margin:1.5rem auto;padding:0 1rem}
section{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1.25rem;margin-bottom:1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.125rem;margin:0 0 .5rem}p{margin:.5rem 0}.muted{color:var(--muted)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:.5rem 0}dt{color:var(--muted)}dd{margin:0}
button,.button{display:inline-block;min-height:2.75rem;padding:.625rem 1.25rem;border-radius:.5rem;border:1px solid var(--accent);font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
button{background:var(--accent);color:var(--on-accent);width:100%}button.secondary,.button{background:transparent;color:var(--accent)}
form{margin:.75rem 0}a{color:var(--accent)}:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
label{display:block;font-weight:600;margin-bottom:.25rem}input{width:100%;min-height:2.75rem;padding:.5rem;border:1px solid var(--line);border-radius:.5rem;font:inherit;background:var(--card);color:var(--text);margin-bottom:.75rem}
</style>
</head>
<body>
<header>Local Stripe — a test server on this machine; no money moves.</header>
<main>
<h1>${esc(title)}</h1>
${body}
</main>
</body>
</html>`;
}
