import { describe, expect, it } from 'vitest';
import { decodeFeed, decodeLinkedText } from './decode-feed';

const declared = (encoding: string, body: number[]) =>
  Buffer.concat([
    Buffer.from(`<?xml version="1.0" encoding="${encoding}"?><t>`),
    Buffer.from(body),
    Buffer.from('</t>'),
  ]);

describe('feed character encodings', () => {
  it('reads UTF-8 by default, with or without a byte order mark', () => {
    expect(decodeFeed(Buffer.from('<t>Spår</t>'))).toBe('<t>Spår</t>');
    expect(decodeFeed(Buffer.from('\ufeff<t>Spår</t>'))).toBe('<t>Spår</t>');
  });

  it('reads ISO-8859-1 named by the XML declaration', () => {
    // "Notícias" in ISO-8859-1: í is the single byte 0xED.
    const xml = decodeFeed(declared('ISO-8859-1', [0x4e, 0x6f, 0x74, 0xed, 0x63, 0x69, 0x61, 0x73]));
    expect(xml).toContain('<t>Notícias</t>');
  });

  it('reads Windows-1252 punctuation (curly quotes, euro sign)', () => {
    const xml = decodeFeed(declared('windows-1252', [0x93, 0x68, 0x69, 0x94, 0x20, 0x80, 0x35]));
    expect(xml).toContain('<t>“hi” €5</t>');
  });

  it('reads GB2312 (as GBK)', () => {
    // 新闻 in GB2312.
    expect(decodeFeed(declared('gb2312', [0xd0, 0xc2, 0xce, 0xc5]))).toContain('<t>新闻</t>');
  });

  it('takes the HTTP charset over the XML declaration (RFC 7303)', () => {
    const body = declared('UTF-8', [0xe9]);
    expect(decodeFeed(body, { contentType: 'application/rss+xml; charset="ISO-8859-1"' })).toContain(
      '<t>é</t>',
    );
    expect(decodeFeed(body, { contentType: 'application/rss+xml' })).toContain('<t>\ufffd</t>');
  });

  it('lets a byte order mark win over both', () => {
    const body = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<t>Ö</t>', 'utf16le')]);
    expect(decodeFeed(body, { contentType: 'text/xml; charset=iso-8859-1' })).toBe('<t>Ö</t>');
  });

  it('does not believe a UTF-16 declaration in a single-byte file', () => {
    expect(decodeFeed(Buffer.from('<?xml version="1.0" encoding="UTF-16"?><t>Å</t>'))).toContain('<t>Å</t>');
  });

  it('falls back to UTF-8 (or Windows-1252 when the bytes are not UTF-8) for an unknown label', () => {
    expect(decodeFeed(declared('x-made-up', [0xc3, 0xa9]))).toContain('<t>é</t>');
    expect(decodeFeed(declared('x-made-up', [0xe9]))).toContain('<t>é</t>');
  });

  it('decodes linked files by their HTTP charset', () => {
    expect(decodeLinkedText(Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'text/vtt; charset=windows-1252')).toBe(
      'café',
    );
    expect(decodeLinkedText(Buffer.from('café'), undefined)).toBe('café');
  });
});
