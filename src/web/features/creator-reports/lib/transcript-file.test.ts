import { describe, expect, it } from 'vitest';
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
});
