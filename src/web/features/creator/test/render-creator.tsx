import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CreatorSettings } from '@shared/contract/creator';
import { Toaster } from '@web/components/ui/toast';
import { createQueryClient } from '@web/lib/query-client';
import { answerApi, type ApiHandler } from '@web/test/server';

export const sampleSettings = (overrides: Partial<CreatorSettings> = {}): CreatorSettings => ({
  creatorId: '9b2f6f0e-3c0a-4d7a-9a0e-5d6b7c8d9e01',
  channelName: 'Makers Daily',
  channelDescription: 'Short talks with people who build things.',
  logoUrl: null,
  youtubeChannelUrl: null,
  youtubeChannelId: null,
  isYoutubeVerified: false,
  youtubeVerificationToken: null,
  contentCategories: ['Technology'],
  socialLinks: [{ platform: 'website', url: 'https://makers.example' }],
  subscriptionPrice: 200,
  currency: 'USD',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

/**
 * Renders creator UI inside a memory router (any path renders `element`, so navigation keeps it mounted),
 * a fresh query client and the toaster, with the API (msw, for this test) answered by `handler`. Returns
 * the recorded calls.
 */
export function renderCreator(element: ReactNode, handler: ApiHandler, options: { path?: string } = {}) {
  const calls = answerApi(handler);
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [options.path ?? '/creator/settings'],
  });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, calls, router, queryClient };
}
