import { describe, expect, it } from 'vitest';
import { checkImage } from './image-check';
import { gifHeader, jpegHeader, pngImage, webpHeader } from '../../testing/test-images';

describe('checkImage', () => {
  it('reads the size of each accepted type', () => {
    expect(checkImage(pngImage(3, 2), 'image/png', 4096)).toEqual({
      ok: true,
      width: 3,
      height: 2,
      extension: 'png',
    });
    expect(checkImage(jpegHeader(640, 480), 'image/jpeg', 4096)).toEqual({
      ok: true,
      width: 640,
      height: 480,
      extension: 'jpg',
    });
    expect(checkImage(gifHeader(16, 9), 'image/gif', 4096)).toEqual({
      ok: true,
      width: 16,
      height: 9,
      extension: 'gif',
    });
    expect(checkImage(webpHeader(300, 200), 'image/webp', 4096)).toEqual({
      ok: true,
      width: 300,
      height: 200,
      extension: 'webp',
    });
  });

  it('refuses bytes that are not the declared type', () => {
    const text = Buffer.from('just some text pretending to be an image, named logo.png');
    expect(checkImage(text, 'image/png', 4096).ok).toBe(false);
    expect(checkImage(pngImage(), 'image/jpeg', 4096).ok).toBe(false);
    expect(checkImage(jpegHeader(10, 10), 'image/png', 4096).ok).toBe(false);
    expect(
      checkImage(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/gif',
        4096,
      ).ok,
    ).toBe(false);
    expect(checkImage(Buffer.alloc(0), 'image/webp', 4096).ok).toBe(false);
  });

  it('refuses an image whose header promises more pixels than allowed', () => {
    const bomb = pngImage(1, 1, { width: 50_000, height: 50_000 });
    const result = checkImage(bomb, 'image/png', 4096);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(/50000×50000/);
    expect(checkImage(pngImage(1, 1, { width: 0, height: 5 }), 'image/png', 4096).ok).toBe(false);
  });

  it('never throws on truncated input', () => {
    const png = pngImage();
    for (let n = 0; n < 40; n++) {
      expect(() => checkImage(png.subarray(0, n), 'image/png', 4096)).not.toThrow();
      expect(() => checkImage(jpegHeader(5, 5).subarray(0, n), 'image/jpeg', 4096)).not.toThrow();
      expect(() => checkImage(webpHeader(5, 5).subarray(0, n), 'image/webp', 4096)).not.toThrow();
    }
  });
});
