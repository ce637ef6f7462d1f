import { createHash, randomBytes } from 'node:crypto';
import { chooseEmulatorAccount, expect, keepScreenshot, test } from './fixtures';
import { expectAccessible } from './axe';

/**
 * An MCP client connecting through OAuth (docs/product.md#connecting-an-assistant-with-oauth), as a
 * signed-out reader meets it in Chromium: the application registers and sends the browser to
 * /oauth/authorize, the reader signs in, reads the consent page, allows, and the application gets its
 * code; the profile then lists the application and disconnects it.
 */

/** Where the application listens for the answer; the browser never reaches it (the route answers). */
const redirectUri = 'http://127.0.0.1:9/callback';

test('an application asks, the reader signs in and allows, and the profile can disconnect it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const registered = await page.request.post('/oauth/register', {
    data: { client_name: 'E2E Assistant', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none' },
  });
  expect(registered.status()).toBe(201);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'e2e-state',
    scope: 'read write:notes',
  });

  await page.goto(`/oauth/authorize?${query}`);
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  await expect(page.getByTestId('sign-in-required')).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseEmulatorAccount(page, 'oauth-e2e@reading.test', 'OAuth Reader');

  const consent = page.getByRole('region', { name: 'Allow E2E Assistant to use your Podbrief library?' });
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('list', { name: 'What it may do' })).toContainText(
    'Write notes and highlights on your reports',
  );
  await expect(consent).toContainText('127.0.0.1:9');

  // Readable in both themes at 375 and 1440 px, with nothing sideways on the phone. Colours follow a theme
  // flip with a transition; axe must read the settled ones, not a frame in between.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((t) => {
        document.documentElement.classList.toggle('dark', t === 'dark');
        document.documentElement.classList.toggle('light', t === 'light');
      }, theme);
      await expectAccessible(page, `consent ${width} ${theme}`, { allRules: true });
      await keepScreenshot(page, `oauth-consent-${width}-${theme}.png`);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  // Keyboard only: Allow is reachable and answers.
  await page.route('http://127.0.0.1:9/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'The application got its answer.' }),
  );
  await consent.getByRole('button', { name: 'Allow' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:9\/callback\?/);
  const answer = new URL(page.url());
  expect(answer.searchParams.get('state')).toBe('e2e-state');
  const code = answer.searchParams.get('code') ?? '';
  expect(code).not.toBe('');

  const tokens = await page.request.post('/oauth/token', {
    form: {
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    },
  });
  expect(tokens.status()).toBe(200);
  expect(((await tokens.json()) as { access_token: string }).access_token).toMatch(/^pb_/);

  await page.goto('/profile');
  const connected = page.getByRole('region', { name: 'Connected applications' });
  await expect(connected.getByText('E2E Assistant')).toBeVisible();
  await connected.getByRole('button', { name: 'Disconnect E2E Assistant' }).click();
  await expect(connected.getByText('No application is connected.')).toBeVisible();
});

test('a broken request from an application is explained on the consent page, never sent back unseen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Anyone may register any https address; an error sent there straight away would be an open redirect.
  const attacker = 'https://attacker.example/landing';
  const registered = await page.request.post('/oauth/register', {
    data: { client_name: 'Look Alike', redirect_uris: [attacker], token_endpoint_auth_method: 'none' },
  });
  expect(registered.status()).toBe(201);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const visits: string[] = [];
  await page.route('https://attacker.example/**', (route) => {
    visits.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'attacker' });
  });
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: attacker,
    response_type: 'token',
    state: 'e2e-state',
  });

  await page.goto(`/oauth/authorize?${query}`);
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseEmulatorAccount(page, 'oauth-e2e-broken@reading.test', 'OAuth Reader');
  const problem = page.getByRole('alert').filter({ hasText: 'This connection request cannot be completed' });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('Only response_type=code is supported.');
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  expect(visits).toEqual([]);
});
