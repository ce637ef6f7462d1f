import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { answer, json, sentRequests } from '@web/test/server';
import { ConnectedApplications } from './connected-applications';

function setup() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConnectedApplications />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('ConnectedApplications', () => {
  it('lists each application with what it may do, and Disconnect removes it', async () => {
    let connected = true;
    answer({
      'GET /api/oauth/connections': () =>
        json(200, {
          connections: connected
            ? [{ clientId: 'c-1', name: 'Claude', scopes: ['read', 'write:notes'], lastUsedAt: null }]
            : [],
        }),
      'DELETE /api/oauth/connections/c-1': () => {
        connected = false;
        return json(204, null);
      },
    });
    const { user } = setup();
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Claude')).toBeInTheDocument();
    expect(list).toHaveTextContent('Read library · Write notes and highlights — not used yet');

    await user.click(screen.getByRole('button', { name: 'Disconnect Claude' }));
    expect(await screen.findByText('No application is connected.')).toBeInTheDocument();
    expect(sentRequests()).toContain('DELETE /api/oauth/connections/c-1');
  });

  it('says when nothing is connected', async () => {
    answer({ 'GET /api/oauth/connections': () => json(200, { connections: [] }) });
    setup();
    expect(await screen.findByText('No application is connected.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connected applications' })).toBeInTheDocument();
  });
});
