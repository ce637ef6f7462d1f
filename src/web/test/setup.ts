import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { checkConsole, installConsoleGuard, uninstallConsoleGuard } from './console-guard';
import { resetNetwork, server } from './server';

// Web tests in the Node environment drive the real API over real HTTP (note-service.test.ts); the
// others are browsers whose network is msw.
const browserLike = typeof window !== 'undefined';

beforeAll(() => {
  installConsoleGuard();
  if (browserLike) server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  // Unmounting can log too (an effect's cleanup, a late state update), so it happens before the check.
  cleanup();
  if (browserLike) resetNetwork();
  checkConsole();
});
afterAll(() => {
  if (browserLike) server.close();
  uninstallConsoleGuard();
});
