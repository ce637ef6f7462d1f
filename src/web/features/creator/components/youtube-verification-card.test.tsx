import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '@web/test/server';
import { sampleCreatorSettings } from '@web/test/factories';
import { renderCreator } from '../test/render-creator';
import { youtubeNotConfiguredText, YoutubeVerificationCard } from './youtube-verification-card';

const withCode = sampleCreatorSettings({
  youtubeChannelUrl: 'https://www.youtube.com/@makersdaily',
  youtubeVerificationToken: 'podbrief-verify-abc123',
  isYoutubeVerified: false,
});

/** The card, with the server's answer to GET /api/creator/youtube/status. */
function renderCard(settings: ReturnType<typeof sampleCreatorSettings>, status: () => Response) {
  return renderCreator(<YoutubeVerificationCard settings={settings} />, (method, path) =>
    method === 'GET' && path === '/api/creator/youtube/status'
      ? status()
      : apiError(500, 'unexpected', `${method} ${path}`),
  );
}

describe('YoutubeVerificationCard (docs/product.md#creator-studio)', () => {
  it('says verification is not configured before the first step, and keeps only the channel URL', async () => {
    renderCard(sampleCreatorSettings({ youtubeChannelUrl: null }), () => json(200, { configured: false }));
    expect(await screen.findByText(youtubeNotConfiguredText)).toBeInTheDocument();
    expect(screen.getByLabelText('YouTube channel URL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save channel URL' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get verification code/ })).not.toBeInTheDocument();
  });

  it('shows no steps and no Verify for a saved code when the server cannot verify', async () => {
    renderCard(withCode, () => json(200, { configured: false }));
    expect(await screen.findByText(youtubeNotConfiguredText)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to verify' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('verification-token')).not.toBeInTheDocument();
  });

  it('walks through the steps when verification is configured', async () => {
    const { calls } = renderCard(withCode, () => json(200, { configured: true }));
    expect(await screen.findByRole('heading', { name: 'How to verify' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/creator/youtube/status']);
    expect(screen.queryByText(youtubeNotConfiguredText)).not.toBeInTheDocument();
  });
});
