import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { authKeys } from '@web/features/auth/api/query-keys';
import { answer, json, sentRequests } from '@web/test/server';
import { signedInSession } from '@web/test/factories';
import { startApp } from './start-app';

// The session is what is tested here, not the pages: nothing is rendered.
vi.mock('./mount-root', () => ({ mountRoot: vi.fn() }));

afterEach(() => {
  queryClient.clear();
  document.getElementById('podbrief-session')?.remove();
});

function writeBlock(value: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'podbrief-session';
  block.textContent = JSON.stringify(value);
  document.head.append(block);
}

/** Every request sent so far has reached the network once one sent after them is answered. */
const requestsSoFar = async () => {
  await api.get('/health');
  return sentRequests().filter((request) => request !== 'GET /api/health');
};

describe('startApp', () => {
  it('takes the session the document carries and does not ask the server for it', async () => {
    answer({ 'GET /api/health': () => json(200, { status: 'ok' }) });
    const session = signedInSession(new Date(Date.now() + 3_600_000).toISOString());
    writeBlock(session);
    startApp(document.createElement('div'));
    expect(queryClient.getQueryData(authKeys.session())).toEqual(session);
    expect(await requestsSoFar()).toEqual([]);
  });

  it('asks the server when the document carries no session', async () => {
    answer({
      'GET /api/auth/session': () => json(200, { user: null }),
      'GET /api/health': () => json(200, { status: 'ok' }),
    });
    startApp(document.createElement('div'));
    expect(await requestsSoFar()).toEqual(['GET /api/auth/session']);
  });
});
