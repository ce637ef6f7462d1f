import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DevMail } from '@shared/contract/mail';
import { createQueryClient } from '@web/lib/query-client';
import { answer } from '@web/test/server';
import { DevMailbox } from './dev-mailbox';

const mail: DevMail = {
  id: '00mwyd1dxf-380d6dc54c4a',
  to: 'alex.listener@podbrief.test',
  from: 'Podbrief <no-reply@localhost>',
  subject: 'Your weekly Podbrief digest: 2 new reports',
  receivedAt: '2026-11-27T02:32:00.000Z',
  html: '<p>Hello <a href="http://localhost/subscriber/reports/1">Read the report</a></p>',
  text: 'Hello\n\nRead the report http://localhost/subscriber/reports/1',
  headers: [{ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' }],
};

function setup(list: () => Response) {
  answer({
    'GET /api/dev-mail': list,
    [`GET /api/dev-mail/${mail.id}`]: () => HttpResponse.json(mail),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DevMailbox />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('DevMailbox', () => {
  it('lists the mails and opens one in a sandboxed frame, with its text and headers', async () => {
    const user = setup(() => HttpResponse.json({ items: [mail] }));
    await user.click(await screen.findByRole('button', { name: /Your weekly Podbrief digest/ }));
    const frame = await screen.findByTitle(`The mail “${mail.subject}”`);
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame).toHaveAttribute('srcdoc', expect.stringContaining('<base target="_blank">'));
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    expect(await screen.findByText(/Read the report http:\/\/localhost/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Headers' }));
    expect(await screen.findByText('List-Unsubscribe=One-Click')).toBeInTheDocument();
  });

  it('says when there is no mail yet', async () => {
    setup(() => HttpResponse.json({ items: [] }));
    expect(await screen.findByText(/No mail yet/)).toBeInTheDocument();
  });

  it('says when the local mailbox is not running', async () => {
    setup(() => HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 }));
    expect(await screen.findByText('The local mailbox is not running')).toBeInTheDocument();
  });
});
