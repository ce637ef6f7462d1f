import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { CreatorSettings } from '@shared/contract/creator';
import { Toaster } from '@web/components/ui/toast';
import { createQueryClient } from '@web/lib/query-client';

export type Handler = (method: string, path: string, body: unknown) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const apiError = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } });

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
 * a fresh query client and the toaster, with `fetch` answered by `handler`. Returns the recorded calls.
 */
export function renderCreator(element: ReactNode, handler: Handler, options: { path?: string } = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    calls.push({ method, path, body });
    return handler(method, path, body);
  });
  vi.stubGlobal('fetch', fetchMock);
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
  return { ...view, calls, router, queryClient, fetchMock };
}
