import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { checkConsole, installConsoleGuard, uninstallConsoleGuard } from './console-guard';

beforeAll(installConsoleGuard);
afterEach(() => {
  // Unmounting can log too (an effect's cleanup, a late state update), so it happens before the check.
  cleanup();
  checkConsole();
});
afterAll(uninstallConsoleGuard);
