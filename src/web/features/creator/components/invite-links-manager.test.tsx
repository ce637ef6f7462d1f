import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InviteLink } from '@shared/contract/creator';
import { resetToasts } from '@web/components/ui/toast-store';
import { json } from '@web/test/server';
import { renderCreator } from '../test/render-creator';
import { InviteLinksManager } from './invite-links-manager';

afterEach(() => {
  resetToasts();
  localStorage.clear();
});

const link = (overrides: Partial<InviteLink> = {}): InviteLink => ({
  id: '3f0c8a52-1b7e-4c55-9a4f-2b1d0e9c8a71',
  token: 'tok_abcdefghijklmnopqrstuvwxyz012345',
  label: 'Newsletter',
  useCount: 3,
  createdAt: '2025-03-02T09:00:00.000Z',
  revokedAt: null,
  ...overrides,
});

const urlsFor = (l: InviteLink) => ({
  invite: `https://podbrief.test/invite/${l.token}`,
  subscribe: `https://podbrief.test/subscribe/${l.id}`,
});
const manager = (
  <InviteLinksManager urlsFor={urlsFor} onboardingHref="/onboarding" settingsHref="/creator/settings" />
);

describe('InviteLinksManager', () => {
  it('lists links with both URLs and copies them', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCreator(manager, () => json(200, { items: [link()], nextCursor: null }));
    const card = await screen.findByTestId('invite-link');
    expect(within(card).getByText('Newsletter')).toBeInTheDocument();
    expect(within(card).getByText(/3 subscribers joined/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Invite link')).toHaveValue(
      `https://podbrief.test/invite/${link().token}`,
    );
    await user.click(within(card).getByRole('button', { name: 'Copy subscribe link' }));
    expect(writeText).toHaveBeenCalledWith(`https://podbrief.test/subscribe/${link().id}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('creates a link with a label', async () => {
    const user = userEvent.setup();
    let items: InviteLink[] = [];
    const { calls } = renderCreator(manager, (method, _path, body) => {
      if (method === 'POST') {
        const created = link({ label: (body as { label?: string }).label ?? null, useCount: 0 });
        items = [created];
        return json(201, created);
      }
      return json(200, { items, nextCursor: null });
    });
    expect(await screen.findByText('No active invite links')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Label (optional)'), 'Episode 42 outro');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Episode 42 outro')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ label: 'Episode 42 outro' });
    expect(screen.getByLabelText('Label (optional)')).toHaveValue('');
  });

  it('revokes only after confirmation', async () => {
    const user = userEvent.setup();
    let current = link();
    const { calls } = renderCreator(manager, (method) => {
      if (method === 'DELETE') {
        current = { ...current, revokedAt: '2025-03-05T09:00:00.000Z' };
        return json(200, current);
      }
      return json(200, { items: [current], nextCursor: null });
    });
    const card = await screen.findByTestId('invite-link');
    await user.click(within(card).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invite link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Revoke' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('Revoked links')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/creator/invite-links/${current.id}`);
    expect(screen.getByText('Revoked')).toBeInTheDocument();
  });
});
