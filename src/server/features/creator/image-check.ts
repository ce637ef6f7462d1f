import type { LogoContentType } from '@shared/contract/creator';

/**
 * Checks that uploaded bytes really are the image type they claim to be, and reads their pixel size from
 * the header. A file is never trusted by its name or its declared type alone: a text file called logo.png
 * is refused, and so is an image whose header promises an enormous decoded size.
 */
export type ImageCheck =
  { ok: true; width: number; height: number; extension: string } | { ok: false; reason: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function checkImage(bytes: Uint8Array, declared: LogoContentType, maxDimension: number): ImageCheck {
  const size = readSize(bytes, declared);
  if (!size) return { ok: false, reason: `The file is not a valid ${label(declared)} image.` };
  const { width, height } = size;
  if (width < 1 || height < 1) return { ok: false, reason: 'The image has no pixels.' };
  if (width > maxDimension || height > maxDimension) {
    return {
      ok: false,
      reason: `The image is ${width}×${height} pixels; the largest allowed is ${maxDimension}×${maxDimension}.`,
    };
  }
  return { ok: true, width, height, extension: extensionOf(declared) };
}

function readSize(b: Uint8Array, type: LogoContentType): { width: number; height: number } | null {
  switch (type) {
    case 'image/png':
      return pngSize(b);
    case 'image/jpeg':
      return jpegSize(b);
    case 'image/gif':
      return gifSize(b);
    case 'image/webp':
      return webpSize(b);
  }
}

function pngSize(b: Uint8Array) {
  if (b.length < 24 || !PNG_SIGNATURE.every((byte, i) => b[i] === byte)) return null;
  // The first chunk must be IHDR; width and height are its first two big-endian 32-bit fields.
  if (ascii(b, 12, 4) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gifSize(b: Uint8Array) {
  const magic = ascii(b, 0, 6);
  if (b.length < 10 || (magic !== 'GIF87a' && magic !== 'GIF89a')) return null;
  return { width: u16le(b, 6), height: u16le(b, 8) };
}

function jpegSize(b: Uint8Array) {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  // Walk the marker segments until a start-of-frame marker, which carries the height and width.
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return null;
    const marker = b[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = u16be(b, offset + 2);
    const isStartOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return { height: u16be(b, offset + 5), width: u16be(b, offset + 7) };
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array) {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') {
    // Lossy: a key frame starts with the 9d 01 2a start code, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  return null;
}

function extensionOf(type: LogoContentType): string {
  return { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' }[type];
}

function label(type: LogoContentType): string {
  return { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/gif': 'GIF', 'image/webp': 'WebP' }[type];
}

const at = (b: Uint8Array, i: number) => b[i] ?? 0;
const ascii = (b: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...b.subarray(start, start + length));
const u16be = (b: Uint8Array, i: number) => (at(b, i) << 8) | at(b, i + 1);
const u16le = (b: Uint8Array, i: number) => at(b, i) | (at(b, i + 1) << 8);
const u24le = (b: Uint8Array, i: number) => at(b, i) | (at(b, i + 1) << 8) | (at(b, i + 2) << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((at(b, i) << 24) >>> 0) + (at(b, i + 1) << 16) + (at(b, i + 2) << 8) + at(b, i + 3);
const u32le = (b: Uint8Array, i: number) =>
  (at(b, i) | (at(b, i + 1) << 8) | (at(b, i + 2) << 16) | (at(b, i + 3) << 24)) >>> 0;
