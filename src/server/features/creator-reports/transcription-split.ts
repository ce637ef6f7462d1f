/**
 * Cuts audio longer than the transcription service takes into parts it does take (ADR 220). MP3 is cut
 * between MPEG audio frames and WAV between sample frames, each near the quietest moment before the
 * limit, so a word is rarely cut in two; each part knows where it starts in the episode, so the times
 * of its transcript can be moved back onto the episode's clock. Other containers (M4A, Ogg, AAC) cannot
 * be cut without rewriting them and are not split.
 */

/** One part to send: a file the service can read on its own, and where it starts in the episode. */
export interface AudioPart {
  bytes: Uint8Array;
  startSeconds: number;
  seconds: number;
}

/** Why audio could not be cut; the message is for the creator. */
export class AudioSplitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AudioSplitError';
  }
}

/** The smallest piece the cutter works with: an MPEG frame, or 20 ms of PCM. */
interface Unit {
  offset: number;
  length: number;
  seconds: number;
  /** How much is going on: coded bits of an MPEG frame, mean amplitude of PCM. */
  energy: number;
}

interface Cuttable {
  units: Unit[];
  /** The bytes of the part made of units [from, to). */
  partBytes(from: number, to: number): Uint8Array;
  /** Bytes a part holds beyond its units (a WAV header). */
  overhead: number;
}

/** The types that can be cut, by stored MIME type. */
export function canSplit(mimeType: string): boolean {
  return mimeType === 'audio/mpeg' || mimeType === 'audio/wav';
}

/** A share of the limit kept free: a service counts its own multipart framing against some limits. */
const MARGIN = 0.02;
/** Of each part's budget, the last share is searched for a quiet moment to end it at. */
const SEARCH_SHARE = 0.2;
/** The length over which loudness is averaged when looking for a pause. */
const QUIET_SECONDS = 0.4;

/**
 * The parts of `bytes` (of `mimeType`), each at most `maxBytes` and, when given, `maxSeconds` long: the
 * file itself when it fits, else cut at frame boundaries near silences. Throws AudioSplitError when the
 * file cannot be read as its type.
 */
export function splitAudio(
  bytes: Uint8Array,
  mimeType: string,
  maxBytes: number,
  maxSeconds: number | null = null,
): AudioPart[] {
  const cuttable =
    mimeType === 'audio/mpeg' ? mpegFrames(bytes) : mimeType === 'audio/wav' ? wavBlocks(bytes) : null;
  if (!cuttable) throw new AudioSplitError('This kind of audio cannot be cut into parts.');
  const { units } = cuttable;
  const total = units.reduce((sum, unit) => sum + unit.seconds, 0);
  if (bytes.length <= maxBytes && (maxSeconds === null || total <= maxSeconds))
    return [{ bytes, startSeconds: 0, seconds: total }];

  const budget = Math.floor(maxBytes * (1 - MARGIN)) - cuttable.overhead;
  // A part kept a second short of the service's longest, for the encoder's delay and rounding.
  const longest = maxSeconds === null ? Infinity : maxSeconds - Math.min(1, maxSeconds / 100);
  if (units.some((unit) => unit.length > budget || unit.seconds > longest))
    throw new AudioSplitError('The audio cannot be cut into parts that small.');
  const energyBefore = prefixSums(units.map((unit) => unit.energy));
  const meanSeconds = total / units.length;
  const half = Math.max(1, Math.round(QUIET_SECONDS / meanSeconds / 2));
  const loudnessAt = (boundary: number) => {
    const from = Math.max(0, boundary - half);
    const to = Math.min(units.length, boundary + half);
    return (energyBefore[to]! - energyBefore[from]!) / (to - from);
  };

  const parts: AudioPart[] = [];
  let from = 0;
  let startSeconds = 0;
  while (from < units.length) {
    const first = units[from]!;
    let to = from;
    let span = 0;
    while (
      to < units.length &&
      units[to]!.offset + units[to]!.length - first.offset <= budget &&
      span + units[to]!.seconds <= longest
    ) {
      span += units[to]!.seconds;
      to += 1;
    }
    if (to < units.length) {
      // The quietest boundary in the last share of the longest part that fits (by bytes or by length);
      // the latest of equals, so parts stay large.
      const searchFrom = first.offset + (units[to]!.offset - first.offset) * (1 - SEARCH_SHARE);
      let best = to;
      let bestLoudness = loudnessAt(to);
      for (let at = to - 1; at > from && units[at]!.offset >= searchFrom; at -= 1) {
        const loudness = loudnessAt(at);
        if (loudness < bestLoudness) {
          best = at;
          bestLoudness = loudness;
        }
      }
      to = best;
    }
    let seconds = 0;
    for (let i = from; i < to; i += 1) seconds += units[i]!.seconds;
    parts.push({ bytes: cuttable.partBytes(from, to), startSeconds, seconds });
    startSeconds += seconds;
    from = to;
  }
  return parts;
}

function prefixSums(values: readonly number[]): number[] {
  const sums = [0];
  for (const value of values) sums.push(sums.at(-1)! + value);
  return sums;
}

// ---- MP3: MPEG-1, 2 and 2.5 Layer III frames -------------------------------------------------------

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44_100, 48_000, 32_000], // MPEG-1
  2: [22_050, 24_000, 16_000], // MPEG-2
  0: [11_025, 12_000, 8_000], // MPEG-2.5
};

interface FrameHeader {
  /** 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5: the header's own bits. */
  version: number;
  sampleRate: number;
  length: number;
  samples: number;
  mono: boolean;
  crc: boolean;
}

/** The Layer III frame header at `at`, or null when there is none (free-format frames included). */
function frameHeader(bytes: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > bytes.length) return null;
  const b1 = bytes[at + 1]!;
  const b2 = bytes[at + 2]!;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  if (version === 1 || ((b1 >> 1) & 3) !== 1) return null;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const kbps = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  return {
    version,
    sampleRate,
    length: Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + padding,
    samples: mpeg1 ? 1152 : 576,
    mono: bytes[at + 3]! >> 6 === 3,
    crc: (b1 & 1) === 0,
  };
}

/** A header that the next one confirms (same version and rate), so a stray 0xFF byte is not a frame. */
function confirmedHeader(bytes: Uint8Array, at: number): FrameHeader | null {
  const header = frameHeader(bytes, at);
  if (!header) return null;
  const next = at + header.length;
  if (next >= bytes.length) return header;
  const following = frameHeader(bytes, next);
  return following && following.version === header.version && following.sampleRate === header.sampleRate
    ? header
    : null;
}

/** Where the audio starts: after an ID3v2 tag (its size is four 7-bit bytes; a footer adds ten). */
function afterId3(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  return 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
}

/** Reads `count` bits from `bytes` starting `bit` bits in. */
function bitsAt(bytes: Uint8Array, start: number, bit: number, count: number): number {
  let value = 0;
  for (let i = 0; i < count; i += 1) {
    const position = bit + i;
    const byte = bytes[start + (position >> 3)] ?? 0;
    value = (value << 1) | ((byte >> (7 - (position & 7))) & 1);
  }
  return value;
}

/**
 * Bits of coded sound in a frame: the sum of `part2_3_length` over its granules and channels, read from
 * the side information. Silence costs almost none, speech and music many, at any bit rate.
 */
function codedBits(bytes: Uint8Array, at: number, header: FrameHeader): number {
  const start = at + 4 + (header.crc ? 2 : 0);
  const channels = header.mono ? 1 : 2;
  const mpeg1 = header.version === 3;
  // main_data_begin, private bits and (MPEG-1) scfsi come first; then one entry per granule and channel.
  const first = mpeg1 ? 9 + (header.mono ? 5 : 3) + 4 * channels : 8 + (header.mono ? 1 : 2);
  const entryBits = mpeg1 ? 59 : 63;
  const entries = (mpeg1 ? 2 : 1) * channels;
  let sum = 0;
  for (let i = 0; i < entries; i += 1) sum += bitsAt(bytes, start, first + i * entryBits, 12);
  return sum;
}

/** Whether a frame is a Xing, Info or VBRI header: silent, and it describes the whole file, not a part. */
function isInfoFrame(bytes: Uint8Array, at: number, header: FrameHeader): boolean {
  const sideInfo = header.version === 3 ? (header.mono ? 17 : 32) : header.mono ? 9 : 17;
  const tagAt = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  const xing = tagAt(at + 4 + (header.crc ? 2 : 0) + sideInfo);
  return xing === 'Xing' || xing === 'Info' || tagAt(at + 36) === 'VBRI';
}

/**
 * The MPEG audio frames of an MP3, in order: the ID3v2 tag, a Xing/Info frame, an ID3v1 or APE tag and
 * any bytes between frames are left out; after such bytes the next confirmed frame is looked for.
 */
function mpegFrames(bytes: Uint8Array): Cuttable | null {
  const units: Unit[] = [];
  let at = afterId3(bytes);
  let first: FrameHeader | null = null;
  while (at < bytes.length) {
    const header: FrameHeader | null = first ? frameHeader(bytes, at) : confirmedHeader(bytes, at);
    const fits = header && at + header.length <= bytes.length;
    if (
      !header ||
      !fits ||
      (first && (header.version !== first.version || header.sampleRate !== first.sampleRate))
    ) {
      // Not a frame here: look for the next one the frame after it confirms (a resync), byte by byte.
      let next = at + 1;
      while (next < bytes.length && (bytes[next] !== 0xff || !confirmedHeader(bytes, next))) next += 1;
      at = next;
      continue;
    }
    if (!first) {
      first = header;
      if (isInfoFrame(bytes, at, header)) {
        at += header.length;
        continue;
      }
    }
    units.push({
      offset: at,
      length: header.length,
      seconds: header.samples / header.sampleRate,
      energy: codedBits(bytes, at, header),
    });
    at += header.length;
  }
  if (units.length === 0) return null;
  return {
    units,
    overhead: 0,
    partBytes: (from, to) =>
      bytes.subarray(units[from]!.offset, units[to - 1]!.offset + units[to - 1]!.length),
  };
}

// ---- WAV: RIFF PCM -----------------------------------------------------------------------------------

const PCM = 1;

/**
 * A WAV file's sample frames in blocks of 20 ms. Each part gets the file's own `fmt ` chunk and a `data`
 * chunk of its samples; loudness is read from 8- and 16-bit integer PCM, other encodings are cut at the
 * limit.
 */
function wavBlocks(bytes: Uint8Array): Cuttable | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let fmt: Uint8Array | null = null;
  let data: { start: number; length: number } | null = null;
  for (let at = 12; at + 8 <= bytes.length && !data;) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ') fmt = bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + size));
    // A streamed WAV may declare no length (0 or 0xFFFFFFFF): its data runs to the end of the file.
    if (tag(at) === 'data') {
      const length = size === 0 || at + 8 + size > bytes.length ? bytes.length - at - 8 : size;
      data = { start: at + 8, length };
    }
    at += 8 + size + (size & 1);
  }
  if (!fmt || fmt.length < 16 || !data) return null;
  const format = new DataView(fmt.buffer, fmt.byteOffset, fmt.byteLength);
  const encoding = format.getUint16(0, true);
  const sampleRate = format.getUint32(4, true);
  const blockAlign = format.getUint16(12, true);
  const bitsPerSample = format.getUint16(14, true);
  if (sampleRate === 0 || blockAlign === 0) return null;

  const framesPerBlock = Math.max(1, Math.round(sampleRate / 50));
  const blockBytes = framesPerBlock * blockAlign;
  const usable = data.length - (data.length % blockAlign);
  const units: Unit[] = [];
  for (let offset = data.start; offset < data.start + usable; offset += blockBytes) {
    const length = Math.min(blockBytes, data.start + usable - offset);
    units.push({
      offset,
      length,
      seconds: length / blockAlign / sampleRate,
      energy: encoding === PCM ? meanAmplitude(view, offset, length, bitsPerSample) : 0,
    });
  }
  if (units.length === 0) return null;
  const overhead = 12 + 8 + fmt.length + (fmt.length & 1) + 8;
  return {
    units,
    overhead,
    partBytes: (from, to) => {
      const start = units[from]!.offset;
      const end = units[to - 1]!.offset + units[to - 1]!.length;
      const part = new Uint8Array(overhead + end - start);
      const out = new DataView(part.buffer);
      part.set([0x52, 0x49, 0x46, 0x46], 0); // RIFF
      out.setUint32(4, part.length - 8, true);
      part.set([0x57, 0x41, 0x56, 0x45, 0x66, 0x6d, 0x74, 0x20], 8); // WAVEfmt␠
      out.setUint32(16, fmt.length, true);
      part.set(fmt, 20);
      const dataAt = 20 + fmt.length + (fmt.length & 1);
      part.set([0x64, 0x61, 0x74, 0x61], dataAt); // data
      out.setUint32(dataAt + 4, end - start, true);
      part.set(bytes.subarray(start, end), dataAt + 8);
      return part;
    },
  };
}

function meanAmplitude(view: DataView, offset: number, length: number, bitsPerSample: number): number {
  let sum = 0;
  let count = 0;
  if (bitsPerSample === 16) {
    for (let at = offset; at + 2 <= offset + length; at += 2, count += 1)
      sum += Math.abs(view.getInt16(at, true));
  } else if (bitsPerSample === 8) {
    for (let at = offset; at < offset + length; at += 1, count += 1)
      sum += Math.abs(view.getUint8(at) - 128) * 256;
  }
  return count === 0 ? 0 : sum / count;
}
