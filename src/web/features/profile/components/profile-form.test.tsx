import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@shared/contract/profile';
import { createQueryClient } from '@web/lib/query-client';
import { answer, sentRequests } from '@web/test/server';
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

/** Renders the form; PATCH /api/profile is answered by `respond`, and `sent` collects what it got. */
function setup(respond: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  answer({
    'PATCH /api/profile': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return respond(body);
    },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProfileForm profile={profile} />
    </QueryClientProvider>,
  );
  return { sent, user: userEvent.setup() };
}

describe('ProfileForm', () => {
  it('shows the email read-only and the generated avatar as an empty field', () => {
    setup(() => HttpResponse.json(profile));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Avatar image URL')).toHaveValue('');
  });

  it('refuses invalid values without calling the server', async () => {
    const { sent, user } = setup(() => HttpResponse.json(profile));
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'A');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    // The errors show because validation stopped the submit before anything was sent.
    expect(sentRequests()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('sends the changed profile, with empty optional fields as null', async () => {
    const { sent, user } = setup((body) => HttpResponse.json({ ...profile, ...body }));
    await user.type(screen.getByLabelText('Location'), 'Lisbon');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sentRequests()).toEqual(['PATCH /api/profile']);
    expect(sent[0]).toEqual({
      displayName: 'Ada',
      fullName: 'Ada Lovelace',
      avatarUrl: null,
      phone: null,
      location: 'Lisbon',
    });
  });
});
