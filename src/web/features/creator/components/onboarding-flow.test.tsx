import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@web/components/ui/toast-store';
import { apiError, json } from '@web/test/server';
import { sampleCreatorSettings } from '@web/test/factories';
import { renderCreator } from '../test/render-creator';
import { OnboardingFlow } from './onboarding-flow';

afterEach(() => {
  resetToasts();
  localStorage.clear();
});

const links = {
  dashboard: '/creator',
  settings: '/creator/settings',
  inviteLinks: '/creator/links',
  reports: '/creator/reports',
};

describe('OnboardingFlow', () => {
  const notCreator = () => apiError(403, 'creator_required', 'Become a creator first to manage a channel.');

  it('promises a price free for listeners during the beta', async () => {
    renderCreator(<OnboardingFlow links={links} isCreator={false} />, notCreator, { path: '/onboarding' });
    expect(
      await screen.findByText('Set your own monthly price; listeners try it free during the beta.'),
    ).toBeInTheDocument();
  });

  it('with payments on, promises the price after the trial and names the fee, not the beta', async () => {
    renderCreator(<OnboardingFlow links={links} isCreator={false} />, notCreator, {
      path: '/onboarding',
      payments: { currency: 'usd', trialDays: 14, platformFeePercent: 10 },
    });
    expect(
      await screen.findByText(
        'Set your own monthly price; listeners pay it after a 14-day free trial, less the 10 % platform fee for you.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/beta/)).not.toBeInTheDocument();
  });

  it('makes a listener a creator and opens the channel setup, asking nothing the API would refuse', async () => {
    const user = userEvent.setup();
    const onBecameCreator = vi.fn();
    let creator = false;
    let saved: ReturnType<typeof sampleCreatorSettings> | null = null;
    const { calls } = renderCreator(
      <OnboardingFlow links={links} isCreator={false} onBecameCreator={onBecameCreator} />,
      (method, path, body) => {
        if (path === '/api/creator/become') {
          creator = true;
          return json(200, { isCreator: true, hasChannel: false });
        }
        if (method === 'PUT') {
          saved = sampleCreatorSettings({ contentCategories: [], socialLinks: [], ...(body as object) });
          return json(200, saved);
        }
        if (!creator) return apiError(403, 'creator_required', 'Become a creator first to manage a channel.');
        return saved
          ? json(200, saved)
          : apiError(404, 'creator_settings_not_found', 'Could not load creator settings');
      },
      { path: '/onboarding' },
    );
    await user.click(await screen.findByRole('button', { name: 'Become a creator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name your channel' });
    expect(onBecameCreator).toHaveBeenCalledOnce();
    // Neither the listener's 403 nor the new creator's 404 "no channel yet": the settings were not asked.
    expect(calls.filter((c) => c.path === '/api/creator/settings')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Channel name/), 'Makers Daily');
    await user.click(within(dialog).getByRole('button', { name: /Save and continue/ }));
    expect(await screen.findByRole('dialog', { name: 'Add a logo' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/creator/become' && c.method === 'POST')).toBe(true);
    // The page behind already knows the channel exists.
    expect(screen.getByText('Makers Daily is ready')).toBeInTheDocument();
  });

  it('shows the next steps to a creator whose channel is set up', async () => {
    renderCreator(<OnboardingFlow links={links} isCreator />, () => json(200, sampleCreatorSettings()), {
      path: '/onboarding',
    });
    expect(await screen.findByText('Makers Daily is ready')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Invite listeners/ })).toHaveAttribute('href', '/creator/links');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
