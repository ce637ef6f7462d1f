import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { answer, apiError, json } from '@web/test/server';
import OAuthConsentPage from './oauth-consent';

const request = {
  client_id: 'c0ffee00-0000-4000-8000-000000000001',
  redirect_uri: 'http://127.0.0.1:33418/callback',
  response_type: 'code',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
  state: 'st4te',
  scope: 'read write:notes',
  resource: 'http://localhost:3000/mcp',
};
const search = `?${new URLSearchParams(request)}`;

function setup() {
  const router = createMemoryRouter([{ path: '/oauth/consent', element: <OAuthConsentPage /> }], {
    initialEntries: [`/oauth/consent${search}`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const prompt = {
  client: { name: 'Claude', redirectHost: '127.0.0.1:33418' },
  scopes: ['read', 'write:notes'],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the OAuth consent page', () => {
  it("shows who asks, where the reader returns and the scopes in plain words, then sends Allow's answer", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const decisions: unknown[] = [];
    answer({
      [`GET /api/oauth/authorization?${search.slice(1)}`]: () => json(200, prompt),
      'POST /api/oauth/decision': async (req) => {
        decisions.push(await req.json());
        return json(200, { redirectTo: 'http://127.0.0.1:33418/callback?code=abc&state=st4te' });
      },
    });
    const { user } = setup();
    expect(
      await screen.findByRole('heading', { name: 'Allow Claude to use your Podbrief library?' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'What it may do' });
    expect(list).toHaveTextContent('Read your library');
    expect(list).toHaveTextContent('Write notes and highlights on your reports');
    expect(screen.getByText('127.0.0.1:33418')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:33418/callback?code=abc&state=st4te'),
    );
    expect(decisions).toEqual([{ ...request, allow: true }]);
    expect(screen.getByRole('status')).toHaveTextContent('Returning to 127.0.0.1:33418…');
  });

  it('sends Deny as allow: false and follows the answer', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const decisions: { allow: boolean }[] = [];
    answer({
      'GET /api/oauth/authorization': () => json(200, { ...prompt, scopes: ['read'] }),
      'POST /api/oauth/decision': async (req) => {
        decisions.push((await req.json()) as { allow: boolean });
        return json(200, { redirectTo: 'http://127.0.0.1:33418/callback?error=access_denied&state=st4te' });
      },
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Deny' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:33418/callback?error=access_denied&state=st4te'),
    );
    expect(decisions.map((d) => d.allow)).toEqual([false]);
  });

  it('explains a request it cannot answer, without Allow', async () => {
    answer({
      'GET /api/oauth/authorization': () =>
        apiError(
          400,
          'oauth_client_invalid',
          'This application asked to return to an address it did not register.',
        ),
    });
    setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This connection request cannot be completed');
    expect(alert).toHaveTextContent('This application asked to return to an address it did not register.');
    expect(screen.queryByRole('button', { name: 'Allow' })).not.toBeInTheDocument();
  });
});
