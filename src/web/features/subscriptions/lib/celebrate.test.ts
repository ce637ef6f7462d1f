import { afterEach, describe, expect, it, vi } from 'vitest';
import { celebrate } from './celebrate';

afterEach(() => vi.unstubAllGlobals());

describe('celebrate', () => {
  it('skips the confetti when reduced motion is preferred', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    expect(celebrate()).toBe(false);
  });
});
