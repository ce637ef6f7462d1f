/**
 * Small audio files for tests, built byte by byte: each has the real header of its format, and the WAV
 * is a complete, playable file of silence.
 */
const concat = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
const zeros = (n: number) => new Uint8Array(n);
/** An MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz) and its 417-byte frame. */
const mpegFrame = () => concat([0xff, 0xfb, 0x90, 0x64], zeros(413));

export const testAudio = {
  mp3Frames: (frames = 3) => concat(...Array.from({ length: frames }, mpegFrame)),
  mp3WithId3: () => concat('ID3', [4, 0, 0, 0, 0, 0, 0], mpegFrame(), mpegFrame(), mpegFrame()),
  m4a: (brand: string) => concat([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0], 'isommp42', zeros(64)),
  aac: () => concat([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc], zeros(64)),
  oggOpus: () => concat('OggS', [0, 2], zeros(20), [1, 0x13], 'OpusHead', zeros(64)),
  /** A mono 16-bit 8 kHz WAV of `seconds` of silence: 16,000 bytes of samples a second. */
  wav: (seconds: number) => {
    const data = Math.round(seconds * 16_000);
    return concat(wavHeader(8000, data), zeros(data));
  },
};

/** The 44-byte header of a mono 16-bit PCM WAV file at `sampleRate` with `dataBytes` of samples. */
export function wavHeader(sampleRate: number, dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}
