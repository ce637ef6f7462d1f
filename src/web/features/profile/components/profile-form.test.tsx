import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shared/contract/profile';
import { createQueryClient } from '@web/lib/query-client';
import { ProfileForm } from './profile-form';

const profile: Profile = {
  id: '6f1c1a52-6c2f-4f0e-9d7e-2d7d7c7e0a11',
  email: 'ada@example.test',
  displayName: 'Ada',
  fullName: 'Ada Lovelace',
  avatarUrl: 'http://localhost/api/avatars/initials.svg?name=Ada',
  phone: null,
  location: null,
  userRole: 'subscriber',
  isCreator: false,
  namesEditedAt: null,
  updatedAt: '2025-03-10T12:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(respond: (body: Record<string, unknown>) => Response) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
    respond(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProfileForm profile={profile} />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('ProfileForm', () => {
  it('shows the email read-only and the generated avatar as an empty field', () => {
    setup(() => json(200, profile));
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByLabelText('Avatar image URL')).toHaveValue('');
  });

  it('refuses invalid values without calling the server', async () => {
    const { fetchMock, user } = setup(() => json(200, profile));
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'A');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the changed profile, with empty optional fields as null', async () => {
    const { fetchMock, user } = setup((body) => json(200, { ...profile, ...body }));
    await user.type(screen.getByLabelText('Location'), 'Lisbon');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/profile');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      displayName: 'Ada',
      fullName: 'Ada Lovelace',
      avatarUrl: null,
      phone: null,
      location: 'Lisbon',
    });
  });
});
