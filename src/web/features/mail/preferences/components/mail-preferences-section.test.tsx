import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MailPreferences } from '@shared/contract/mail';
import { createQueryClient } from '@web/lib/query-client';
import { answer } from '@web/test/server';
import { MailPreferencesSection } from './mail-preferences-section';

const preferences: MailPreferences = {
  defaultFrequency: 'daily',
  digestWeekday: 1,
  digestHour: 8,
  timeZone: 'UTC',
  allOff: false,
  saved: false,
  channels: [
    {
      creatorId: '11111111-1111-4111-8111-111111111111',
      channelName: 'Deep Talks',
      avatarUrl: null,
      frequency: 'each',
      custom: true,
    },
    {
      creatorId: '22222222-2222-4222-8222-222222222222',
      channelName: 'Other Show',
      avatarUrl: null,
      frequency: 'daily',
      custom: false,
    },
  ],
};

function setup(get: () => Response) {
  const sent: Record<string, unknown>[] = [];
  answer({
    'GET /api/profile/mail': get,
    'PUT /api/profile/mail': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json({ ...preferences, ...body, saved: true, allOff: body.allOff === true });
    },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MailPreferencesSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent, user: userEvent.setup() };
}

describe('MailPreferencesSection', () => {
  it('lists every channel with its own choice or the default', async () => {
    setup(() => HttpResponse.json(preferences));
    expect(await screen.findByRole('combobox', { name: 'Email for Deep Talks' })).toHaveTextContent(
      'Every new report',
    );
    expect(screen.getByRole('combobox', { name: 'Email for Other Show' })).toHaveTextContent(
      'Default (Daily digest)',
    );
    expect(screen.getByRole('combobox', { name: 'Default for new channels' })).toHaveTextContent(
      'Daily digest',
    );
  });

  it('stops all mail in one switch, saving the browser’s time zone with the first save', async () => {
    const { sent, user } = setup(() => HttpResponse.json(preferences));
    await user.click(await screen.findByRole('switch', { name: 'Stop all mail' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ allOff: true, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(await screen.findByText(/You get no email from Podbrief/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('says when it could not load, with a way to try again', async () => {
    setup(() => HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }));
    expect(
      await screen.findByText('Could not load email preferences', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
