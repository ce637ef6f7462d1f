import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListenerFeed } from '@shared/contract/listener-feeds';
import { createQueryClient } from '@web/lib/query-client';
import { answer } from '@web/test/server';
import { Toaster } from '@web/components/ui/toast';
import { PrivateFeedsSection } from './private-feeds-section';

const creatorId = '11111111-1111-4111-8111-111111111111';
const lapsedId = '22222222-2222-4222-8222-222222222222';
const feedsWith = (secret: string): ListenerFeed[] => [
  {
    kind: 'all',
    creatorId: null,
    title: 'All your channels',
    url: `http://app.test/api/feeds/${secret}/all`,
    access: true,
  },
  {
    kind: 'channel',
    creatorId: lapsedId,
    title: 'Lapsed Hour',
    url: `http://app.test/api/feeds/${secret}/channels/${lapsedId}`,
    access: false,
  },
  {
    kind: 'channel',
    creatorId,
    title: 'Rooftop Radio',
    url: `http://app.test/api/feeds/${secret}/channels/${creatorId}`,
    access: true,
  },
];

function setup() {
  let secret = 'old-secret';
  let resets = 0;
  answer({
    'GET /api/profile/feeds': () => HttpResponse.json({ feeds: feedsWith(secret) }),
    'POST /api/profile/feeds/reset': () => {
      resets++;
      secret = 'new-secret';
      return HttpResponse.json({ feeds: feedsWith(secret) });
    },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PrivateFeedsSection />
      <Toaster />
    </QueryClientProvider>,
  );
  return { resets: () => resets, user: userEvent.setup() };
}

describe('PrivateFeedsSection', () => {
  it('lists the feed of all channels and one per channel, marking a lapsed one', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Private feeds' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('All your channels'),
      expect.stringContaining('Lapsed HourSubscription ended'),
      expect.stringContaining('Rooftop Radio'),
    ]);
    expect(screen.getByLabelText('Feed address of Rooftop Radio')).toHaveValue(
      `http://app.test/api/feeds/old-secret/channels/${creatorId}`,
    );
  });

  it('copies a feed address', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Copy the feed address of Rooftop Radio' }));
    expect(await navigator.clipboard.readText()).toBe(
      `http://app.test/api/feeds/old-secret/channels/${creatorId}`,
    );
    expect(await screen.findByText('Feed address copied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the feed address of Rooftop Radio' })).toHaveTextContent(
      'Copied',
    );
  });

  it('resets the addresses after confirmation and shows the new ones', async () => {
    const { resets, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your feed addresses?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(resets()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset your feed addresses?' })).getByRole('button', {
        name: 'Reset addresses',
      }),
    );
    expect(await screen.findByText('Feed addresses reset')).toBeInTheDocument();
    expect(resets()).toBe(1);
    expect(screen.getByLabelText('Feed address of All your channels')).toHaveValue(
      'http://app.test/api/feeds/new-secret/all',
    );
  });
});
