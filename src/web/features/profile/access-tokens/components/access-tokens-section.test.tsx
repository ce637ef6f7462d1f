import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AccessToken } from '@shared/contract/access-tokens';
import { createQueryClient } from '@web/lib/query-client';
import { answer } from '@web/test/server';
import { Toaster } from '@web/components/ui/toast';
import { AccessTokensSection } from './access-tokens-section';

const existing: AccessToken = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Old laptop',
  scopes: ['read'],
  createdAt: '2026-10-01T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
};
const secret = `pb_${'A'.repeat(49)}`;

function setup(tokens: AccessToken[]) {
  const created: unknown[] = [];
  const revoked: string[] = [];
  answer({
    'GET /api/profile/tokens': () => HttpResponse.json({ tokens }),
    'POST /api/profile/tokens': async (request) => {
      const body = (await request.json()) as { name: string; scopes: string[]; expiresInDays: number | null };
      created.push(body);
      return HttpResponse.json(
        {
          token: secret,
          accessToken: {
            id: '22222222-2222-4222-8222-222222222222',
            name: body.name,
            scopes: body.scopes,
            createdAt: '2026-11-27T10:00:00.000Z',
            lastUsedAt: null,
            expiresAt: body.expiresInDays === null ? null : '2027-02-25T10:00:00.000Z',
          },
        },
        { status: 201 },
      );
    },
    'DELETE /api/profile/tokens/:id': (request) => {
      revoked.push(new URL(request.url).pathname.split('/').at(-1)!);
      return new HttpResponse(null, { status: 204 });
    },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccessTokensSection />
      <Toaster />
    </QueryClientProvider>,
  );
  return { created, revoked, user: userEvent.setup() };
}

describe('AccessTokensSection', () => {
  it('says when there are no tokens', async () => {
    setup([]);
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
  });

  it('creates a token with the chosen scopes, shows it once and lists it without it', async () => {
    const { created, user } = setup([existing]);
    await screen.findByText('Old laptop');
    await user.type(screen.getByLabelText('Token name'), 'Claude Desktop');
    await user.click(screen.getByRole('checkbox', { name: /Write notes/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('New access token')).toHaveValue(secret);
    expect(screen.getByText(/You won't see it again/)).toBeInTheDocument();
    expect(created).toEqual([{ name: 'Claude Desktop', scopes: ['read', 'write:notes'], expiresInDays: 90 }]);
    const list = screen.getByRole('list', { name: 'Access tokens' });
    expect(within(list).getByText('Claude Desktop')).toBeInTheDocument();
    expect(within(list).queryByText(secret)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New access token')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  });

  it('asks for a name before creating', async () => {
    const { created, user } = setup([]);
    await screen.findByText('No tokens yet.');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the token a name');
    expect(created).toEqual([]);
  });

  it('revokes a token after confirmation', async () => {
    const { revoked, user } = setup([existing]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Old laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(revoked).toEqual([existing.id]);
  });
});
