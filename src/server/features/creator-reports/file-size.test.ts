import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('file sizes in messages', () => {
  it.each([
    [80 * 1024 * 1024, '80 MB'],
    [25 * 1024 * 1024, '25 MB'],
    [2.5 * 1024 * 1024, '2.5 MB'],
    [1024 * 1024, '1 MB'],
    [48_000, '47 KB'],
    [10, '1 KB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(fileSize(bytes)).toBe(text);
  });
});
