import { deflateSync, crc32 } from 'node:zlib';
import { expect, signIn, test } from './fixtures';
import { expectAccessible } from './axe';

/**
 * Creator channel (issue #7 items 1–3, 5, 6): a new user becomes a creator, sets up the channel in the
 * guided dialog, sets a price and creates an invite link. Each test signs in a new person.
 */

let people = 0;
const newEmail = (tag: string) => `e2e-creator-${tag}-${Date.now().toString(36)}-${++people}@example.test`;

/** A small valid PNG, made here so no binary fixture is checked in. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(8 * 3, 0x90)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('creator channel', () => {
  test('a new user becomes a creator, sets up the channel, sets a price and creates an invite link', async ({
    page,
  }) => {
    const channelName = `Makers Daily ${Date.now().toString(36)}`;
    await signIn(page, newEmail('new'), 'Maya Maker', '/onboarding');

    // 1. Become a creator.
    await expect(page.getByRole('heading', { name: 'Become a creator', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Become a creator' }).click();

    // 2. The guided channel setup: name and description, logo, categories and links.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Name your channel' })).toBeVisible();
    await dialog.getByRole('button', { name: /Save and continue/ }).click();
    await expect(dialog.getByText('Channel name is required')).toBeVisible();
    await dialog.getByLabel(/Channel name/).fill(channelName);
    await dialog.getByLabel('Description').fill('Short talks with people who build things.');
    await dialog.getByRole('button', { name: /Save and continue/ }).click();

    await expect(dialog.getByRole('heading', { name: 'Add a logo' })).toBeVisible();
    await dialog
      .getByLabel('Logo image file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png() });
    await expect(dialog.getByRole('button', { name: 'Replace logo' })).toBeVisible();
    await dialog.getByRole('button', { name: /Next/ }).click();

    await expect(dialog.getByRole('heading', { name: 'Topics and links' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Technology' }).click();
    await dialog.getByRole('button', { name: 'Business' }).click();
    await dialog.getByLabel(/Website/).fill('https://makers.example');
    await dialog.getByRole('button', { name: 'Finish setup' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your profile has been updated.').first()).toBeVisible();
    await expect(page.getByText(`${channelName} is ready`)).toBeVisible();

    // 3. The settings page shows what was saved; set the price.
    await page.goto('/creator/settings');
    await expect(page.getByLabel(/Channel name/)).toHaveValue(channelName);
    await expect(page.getByRole('button', { name: 'Technology', pressed: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Business', pressed: true })).toBeVisible();
    await expect(page.getByLabel(/Website/)).toHaveValue('https://makers.example');
    await expect(page.getByTestId('current-price')).toHaveText('$2.00 / month');
    await expectAccessible(page, 'creator channel', { include: 'main', seriousOnly: true });

    await page.getByRole('button', { name: 'Change price' }).click();
    const priceDialog = page.getByRole('dialog', { name: 'Subscription price' });
    await priceDialog.getByLabel('Monthly price (USD)').fill('4.99');
    await priceDialog.getByRole('button', { name: 'Save price' }).click();
    await expect(priceDialog).toBeHidden();
    await expect(page.getByTestId('current-price')).toHaveText('$4.99 / month');

    // The settings survive a reload.
    await page.reload();
    await expect(page.getByTestId('current-price')).toHaveText('$4.99 / month');

    // 4. Create an invite link and read its URLs.
    await page.goto('/creator/links');
    await expect(page.getByText('No active invite links')).toBeVisible();
    await page.getByLabel('Label (optional)').fill('Newsletter');
    await page.getByRole('button', { name: 'Create link' }).click();
    const card = page.getByTestId('invite-link').filter({ hasText: 'Newsletter' });
    await expect(card).toBeVisible();
    const inviteUrl = await card.getByRole('textbox', { name: 'Invite link' }).inputValue();
    expect(inviteUrl).toMatch(/\/invite\/[A-Za-z0-9_-]{32,}$/);
    await expect(card.getByRole('textbox', { name: 'Subscribe link' })).toHaveValue(
      /\/subscribe\/[0-9a-f-]{36}$/,
    );
    await expectAccessible(page, 'creator channel', { include: 'main', seriousOnly: true });

    // The link resolves to the real channel for anyone.
    const token = inviteUrl.split('/').pop() ?? '';
    const resolved = await page.request.get(`/api/invites/${token}`);
    expect(resolved.status()).toBe(200);
    expect(JSON.stringify(await resolved.json())).toContain(channelName);

    // 5. The dashboard is there, with nothing to count yet.
    await page.goto('/creator');
    await expect(page.getByRole('heading', { name: 'Creator dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Active subscribers')).toBeVisible();
    await expect(page.getByRole('img', { name: /Subscribers over the last 12 weeks/ })).toBeVisible();
  });

  test('invite links are revoked only after confirmation', async ({ page }) => {
    await signIn(page, newEmail('revoke'), 'Rae Revoke', '/onboarding');
    await page.getByRole('button', { name: 'Become a creator' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Channel name/).fill('Revoke Radio');
    await dialog.getByRole('button', { name: /Save and continue/ }).click();
    await expect(dialog.getByRole('heading', { name: 'Add a logo' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/creator/links');
    await page.getByRole('button', { name: 'Create link' }).click();
    const card = page.getByTestId('invite-link').first();
    await card.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this invite link?' });
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByRole('heading', { name: 'Revoked links' })).toBeVisible();
    await expect(page.getByText('No active invite links')).toBeVisible();
  });
});
