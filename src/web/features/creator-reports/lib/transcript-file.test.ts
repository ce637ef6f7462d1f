import { describe, expect, it } from 'vitest';
import { limits } from '@shared/constants';
import { formatFromFileName, readTranscriptFile } from './transcript-file';

describe('transcript files', () => {
  it('knows every transcript file type by name and refuses others', () => {
    expect(formatFromFileName('episode.SRT')).toBe('srt');
    expect(formatFromFileName('episode.vtt')).toBe('vtt');
    expect(formatFromFileName('episode.json')).toBe('json');
    expect(formatFromFileName('episode.htm')).toBe('html');
    expect(formatFromFileName('episode.html')).toBe('html');
    expect(formatFromFileName('episode.md')).toBe('text');
    expect(formatFromFileName('episode.txt')).toBe('text');
    expect(formatFromFileName('episode.mp3')).toBeNull();
  });

  it('reads JSON and HTML files, and goes by the content when the name says otherwise', async () => {
    const json = JSON.stringify({ version: '1.0.0', segments: [{ speaker: 'Ana', body: 'Hello.' }] });
    expect(await readTranscriptFile(new File([json], 'episode.json'))).toEqual({
      ok: true,
      content: json,
      format: 'json',
    });
    expect(await readTranscriptFile(new File(['<p>Ana: Hello.</p>'], 'episode.html'))).toMatchObject({
      ok: true,
      format: 'html',
    });
    expect(
      await readTranscriptFile(new File(['WEBVTT\n\n00:00.000 --> 00:01.000\nHi'], 'a.txt')),
    ).toMatchObject({ ok: true, format: 'vtt' });
    expect(await readTranscriptFile(new File([json], 'a.txt'))).toMatchObject({ ok: true, format: 'json' });
  });

  it('names the accepted types when refusing a file', async () => {
    expect(await readTranscriptFile(new File(['x'], 'episode.mp3'))).toEqual({
      ok: false,
      message: 'Choose a .txt, .md, .srt, .vtt, .json or .html file.',
    });
  });

  it('refuses a file over the bytes limit, naming both limits', async () => {
    const read = await readTranscriptFile(
      new File([new Uint8Array(limits.transcriptMaxBytes + 1)], 'a.json'),
    );
    expect(read).toMatchObject({ ok: false });
    expect(!read.ok && read.message).toMatch(
      /^This transcript file is 16 MB, more than the 16 MB a transcript file may be\. A transcript may hold up to 60,000 words/,
    );
  });

  it('leaves counting words to the server: a long file within the bytes limit is read', async () => {
    const content = 'Ana: word.\n'.repeat(100_000);
    expect(await readTranscriptFile(new File([content], 'long.txt'))).toMatchObject({
      ok: true,
      format: 'text',
    });
  });
});
