import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@web/components/ui/toast-store';
import { apiError, json } from '@web/test/server';
import { sampleCreatorSettings } from '@web/test/factories';
import { renderCreator } from '../test/render-creator';
import { CreatorSettingsView } from './creator-settings';

afterEach(() => {
  resetToasts();
  localStorage.clear();
});

const view = <CreatorSettingsView onboardingHref="/onboarding" />;

describe('CreatorSettingsView', () => {
  it('shows the channel profile fields, the price and the verification help', async () => {
    renderCreator(view, () => json(200, sampleCreatorSettings()));
    const name = await screen.findByLabelText(/Channel name/);
    expect(name).toHaveValue('Makers Daily');
    expect(screen.getByRole('button', { name: 'Technology', pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/Website/)).toHaveValue('https://makers.example');
    expect(screen.getByTestId('current-price')).toHaveTextContent('$2.00 / month');
    expect(screen.getByLabelText('YouTube channel URL')).toBeInTheDocument();
  });

  it('asks for the YouTube channel once, in the verification card, prefilled from a saved YouTube link', async () => {
    const user = userEvent.setup();
    const youtube = 'https://www.youtube.com/@makersdaily';
    const { calls } = renderCreator(view, (method, _path, body) =>
      method === 'PUT'
        ? json(200, sampleCreatorSettings(body as object))
        : json(
            200,
            sampleCreatorSettings({
              socialLinks: [
                { platform: 'website', url: 'https://makers.example' },
                { platform: 'youtube', url: youtube },
              ],
            }),
          ),
    );
    await screen.findByLabelText(/Channel name/);
    const fields = screen.getAllByRole('textbox').filter((field) => {
      const label = field.id ? document.querySelector(`label[for="${field.id}"]`)?.textContent : '';
      return /youtube/i.test(label ?? '');
    });
    expect(fields).toHaveLength(1);
    expect(screen.getByLabelText('YouTube channel URL')).toHaveValue(youtube);
    // Saving the profile keeps the YouTube link saved before, though it has no field of its own.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      socialLinks: [
        { platform: 'youtube', url: youtube },
        { platform: 'website', url: 'https://makers.example' },
      ],
    });
  });

  it('saves the profile and shows the documented success toast', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreator(view, (method, _path, body) =>
      method === 'PUT'
        ? json(200, sampleCreatorSettings(body as object))
        : json(200, sampleCreatorSettings()),
    );
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'New words');
    await user.click(screen.getByRole('button', { name: 'Science' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been updated.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/creator/settings');
    expect(put?.body).toEqual({
      channelName: 'Makers Daily',
      channelDescription: 'New words',
      contentCategories: ['Technology', 'Science'],
      socialLinks: [{ platform: 'website', url: 'https://makers.example' }],
    });
  });

  it('shows the documented error toast when saving fails, and the reason', async () => {
    const user = userEvent.setup();
    renderCreator(view, (method) =>
      method === 'PUT'
        ? apiError(400, 'validation_error', 'socialLinks: Only one Twitter / X link is allowed')
        : json(200, sampleCreatorSettings()),
    );
    await screen.findByLabelText(/Channel name/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to save changes. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only one Twitter');
  });

  it('refuses a blank channel name and a non-http link before sending', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreator(view, () => json(200, sampleCreatorSettings()));
    const name = await screen.findByLabelText(/Channel name/);
    await user.clear(name);
    await user.type(screen.getByLabelText(/Website/), '{selectall}javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Channel name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a full http:// or https:// address')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("says 'Could not load creator settings' when loading fails", async () => {
    renderCreator(view, () => apiError(403, 'forbidden', 'Not allowed here.'));
    expect(await screen.findByText('Could not load creator settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reloads the settings when the path changes', async () => {
    const { calls, router } = renderCreator(view, () => json(200, sampleCreatorSettings()));
    await screen.findByLabelText(/Channel name/);
    const gets = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/creator/settings').length;
    expect(gets()).toBe(1);
    await act(() => router.navigate('/creator/settings/other'));
    await waitFor(() => expect(gets()).toBe(2));
  });

  it('walks a creator without a channel through the setup dialog', async () => {
    const user = userEvent.setup();
    let saved: ReturnType<typeof sampleCreatorSettings> | null = null;
    const { calls } = renderCreator(view, (method, _path, body) => {
      if (method === 'PUT') {
        saved = sampleCreatorSettings({
          ...(saved ?? { contentCategories: [], socialLinks: [], channelDescription: null }),
          ...(body as object),
        });
        return json(200, saved);
      }
      return saved
        ? json(200, saved)
        : apiError(404, 'creator_settings_not_found', 'Could not load creator settings');
    });
    await user.click(await screen.findByRole('button', { name: 'Set up channel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Save and continue/ }));
    expect(await within(dialog).findByText('Channel name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Channel name/), 'Night Owls');
    await user.type(within(dialog).getByLabelText('Description'), 'Late talks.');
    await user.click(within(dialog).getByRole('button', { name: /Save and continue/ }));
    expect(await within(screen.getByRole('dialog')).findByText('Step 2 of 3')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      channelName: 'Night Owls',
      channelDescription: 'Late talks.',
    });

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Next/ }));
    const last = screen.getByRole('dialog');
    expect(within(last).getByText('Step 3 of 3')).toBeInTheDocument();
    await user.click(within(last).getByRole('button', { name: 'Comedy' }));
    await user.type(within(last).getByLabelText(/Twitter/), 'https://x.com/nightowls');
    await user.click(within(last).getByRole('button', { name: 'Finish setup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      contentCategories: ['Comedy'],
      socialLinks: [{ platform: 'twitter', url: 'https://x.com/nightowls' }],
    });
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
  });

  it('sends non-creators to onboarding', async () => {
    renderCreator(view, () =>
      apiError(403, 'creator_required', 'Become a creator first to manage a channel.'),
    );
    const link = await screen.findByRole('link', { name: 'Become a creator' });
    expect(link).toHaveAttribute('href', '/onboarding');
  });
});
