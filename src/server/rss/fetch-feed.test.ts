import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { answerLimits, formatBytes } from '../net/limited-body';
import { buildFeed, feedHead, feedItemXml, startFeedServer, type FeedServer } from '../testing/feed-server';
import { startFloodServer, type FloodServer } from '../testing/flood-server';
import { waitFor } from '../testing/wait-for';
import { fetchFeedChapters, fetchFeedTranscript, previewFeed } from './fetch-feed';

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
});

const allow = { allowPrivateHosts: true };

async function appError(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('feed preview', () => {
  it('lists the episodes with number, date, duration, media and the best transcript', async () => {
    server.serve('/show.xml', {
      body: buildFeed('Small Acres', [
        {
          title: 'Bees on the roof',
          guid: 'ep-12',
          episode: 12,
          pubDate: 'Tue, 04 Mar 2025 06:00:00 GMT',
          duration: '1:02:03',
          mediaUrl: 'https://cdn.example.com/12.mp3',
          transcripts: [
            { url: 'https://cdn.example.com/12.txt', type: 'text/plain' },
            { url: 'https://cdn.example.com/12.vtt', type: 'text/vtt' },
          ],
          description: '<p>Idris keeps <b>forty</b> hives.</p>',
        },
        { title: 'Compost & worms', duration: '2710' },
      ]),
    });
    const preview = await previewFeed(server.url('/show.xml'), allow);
    expect(preview.title).toBe('Small Acres');
    expect(preview.imageUrl).toBe('https://example.com/cover.jpg');
    expect(preview.truncated).toBe(false);
    expect(preview.episodes).toEqual([
      {
        guid: 'ep-12',
        title: 'Bees on the roof',
        episodeNumber: 12,
        publishedAt: '2025-03-04T06:00:00.000Z',
        durationSeconds: 3723,
        mediaUrl: 'https://cdn.example.com/12.mp3',
        transcriptUrl: 'https://cdn.example.com/12.vtt',
        transcriptType: 'vtt',
        transcripts: [
          { url: 'https://cdn.example.com/12.vtt', type: 'vtt' },
          { url: 'https://cdn.example.com/12.txt', type: 'text' },
        ],
        chaptersUrl: null,
        persons: [],
        description: 'Idris keeps forty hives.',
      },
      {
        guid: '1:Compost & worms',
        title: 'Compost & worms',
        episodeNumber: null,
        publishedAt: null,
        durationSeconds: 2710,
        mediaUrl: null,
        transcriptUrl: null,
        transcriptType: null,
        transcripts: [],
        chaptersUrl: null,
        persons: [],
        description: '',
      },
    ]);
  });

  it('reads gzip-compressed feeds', async () => {
    server.serve('/gz.xml', { body: buildFeed('Zipped', [{ title: 'One' }]), gzip: true });
    expect((await previewFeed(server.url('/gz.xml'), allow)).episodes.map((e) => e.title)).toEqual(['One']);
  });

  it('follows redirects', async () => {
    server.serve('/old.xml', { status: 301, headers: { location: '/show.xml' } });
    const preview = await previewFeed(server.url('/old.xml'), allow);
    expect(preview.feedUrl).toBe(server.url('/show.xml'));
  });

  it('refuses malformed XML with rss_invalid', async () => {
    server.serve('/broken.xml', { body: '<rss><channel><title>Oops</channel></rss>' });
    const error = await appError(previewFeed(server.url('/broken.xml'), allow));
    expect(error.status).toBe(422);
    expect(error.code).toBe('rss_invalid');
    expect(error.message).toMatch(/^The feed is not valid XML \(line 1/);
  });

  it('refuses XML that is not an RSS feed', async () => {
    server.serve('/atom.xml', { body: '<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>' });
    const error = await appError(previewFeed(server.url('/atom.xml'), allow));
    expect(error.code).toBe('rss_invalid');
    expect(error.message).toBe(
      'This is an Atom feed, not a podcast RSS feed. Use the RSS address of your show.',
    );
    server.serve('/empty-rss.xml', { body: '<rss version="2.0"></rss>' });
    expect((await appError(previewFeed(server.url('/empty-rss.xml'), allow))).message).toBe(
      'This is not a podcast RSS feed: it has no <rss><channel>.',
    );
  });

  it('stops reading a huge feed at the item limit and lists what it read', async () => {
    const item = feedItemXml({ title: 'Again', description: 'x'.repeat(500) });
    server.serve('/huge.xml', {
      stream: { head: feedHead('Endless'), chunk: item, totalBytes: 50 * 1024 * 1024 },
    });
    const preview = await previewFeed(server.url('/huge.xml'), { ...allow, maxItems: 40 });
    expect(preview.episodes).toHaveLength(40);
    expect(preview.truncated).toBe(true);
    // The download stopped early: far less than the 50 MB the server could send.
    await waitFor(() => server.streamEnded('/huge.xml'), {
      what: 'the feed server to see the client hang up',
    });
    expect(server.sentBytes('/huge.xml')).toBeLessThan(5 * 1024 * 1024);
  });

  it('stops reading at the size limit', async () => {
    const item = feedItemXml({ title: 'Big', description: 'y'.repeat(2000) });
    server.serve('/big.xml', {
      stream: { head: feedHead('Heavy'), chunk: item, totalBytes: 20 * 1024 * 1024 },
    });
    const preview = await previewFeed(server.url('/big.xml'), {
      ...allow,
      maxBytes: 100_000,
      maxItems: 1000,
    });
    expect(preview.truncated).toBe(true);
    expect(preview.episodes.length).toBeGreaterThan(10);
    expect(preview.episodes.length).toBeLessThan(60);
  });

  it('refuses a feed whose first episode does not fit the size limit', async () => {
    server.serve('/one-big.xml', {
      body: buildFeed('Huge', [{ title: 'One', description: 'z'.repeat(50_000) }]),
    });
    const error = await appError(previewFeed(server.url('/one-big.xml'), { ...allow, maxBytes: 10_000 }));
    expect(error.code).toBe('rss_invalid');
    expect(error.message).toMatch(/too large/);
  });

  it('refuses loopback and private addresses when private hosts are not allowed', async () => {
    server.serve('/private.xml', { body: buildFeed('Private', [{ title: 'x' }]) });
    for (const url of [
      server.url('/private.xml'),
      server.url('/private.xml').replace('127.0.0.1', 'localhost'),
      'http://[::1]:9/feed',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const error = await appError(previewFeed(url, { allowPrivateHosts: false }));
      expect(error.status).toBe(422);
      expect(error.code).toBe('rss_address_refused');
    }
  });

  it('refuses other schemes and redirects to them', async () => {
    expect((await appError(previewFeed('file:///etc/passwd', allow))).code).toBe('rss_fetch_failed');
    server.serve('/to-file.xml', { status: 302, headers: { location: 'file:///etc/passwd' } });
    const error = await appError(previewFeed(server.url('/to-file.xml'), allow));
    expect(error.message).toBe(
      'Could not fetch the feed: Only http:// and https:// addresses can be fetched.',
    );
  });

  it('decodes the feed by the HTTP charset, which wins over the declaration', async () => {
    const xml = buildFeed('Notícias', [{ title: 'Último episódio' }]);
    server.serve('/latin.xml', {
      contentType: 'application/rss+xml; charset=ISO-8859-1',
      body: Buffer.from(xml, 'latin1'),
    });
    const preview = await previewFeed(server.url('/latin.xml'), allow);
    expect(preview.title).toBe('Notícias');
    expect(preview.episodes[0]?.title).toBe('Último episódio');
  });

  it('says in plain words when the address is a web page', async () => {
    server.serve('/page', {
      contentType: 'text/html',
      body: '\n<!doctype html><html><body>Hi</body></html>',
    });
    const error = await appError(previewFeed(server.url('/page'), allow));
    expect(error.code).toBe('rss_invalid');
    expect(error.message).toMatch(
      /^This is not a podcast feed: it is not XML, it starts with an HTML page\./,
    );
  });

  it('says when the feed server answers an error', async () => {
    const error = await appError(previewFeed(server.url('/missing.xml'), allow));
    expect(error.code).toBe('rss_fetch_failed');
    expect(error.message).toBe('Could not fetch the feed: The server answered HTTP 404.');
  });
});

describe('feed transcripts', () => {
  it('downloads WebVTT as it is', async () => {
    server.serve('/t.vtt', { body: 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello.', contentType: 'text/vtt' });
    expect(await fetchFeedTranscript(server.url('/t.vtt'), 'vtt', allow)).toEqual({
      content: 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello.',
      format: 'vtt',
    });
  });

  it('hands JSON and HTML transcripts on as they are, with their format', async () => {
    const json = JSON.stringify({
      version: '1.0.0',
      segments: [{ speaker: 'Ana', startTime: 0.5, endTime: 1, body: 'Hello' }],
    });
    server.serve('/t.json', { contentType: 'application/json', body: json });
    expect(await fetchFeedTranscript(server.url('/t.json'), 'json', allow)).toEqual({
      content: json,
      format: 'json',
    });
    const html = '<html><body><p>Ana: Hello &amp; welcome.</p></body></html>';
    server.serve('/t.html', { contentType: 'text/html', body: html });
    expect(await fetchFeedTranscript(server.url('/t.html'), 'html', allow)).toEqual({
      content: html,
      format: 'html',
    });
  });

  it('guesses the format of an untyped transcript and decodes it by its charset', async () => {
    server.serve('/t-latin.srt', {
      contentType: 'application/x-subrip; charset=iso-8859-1',
      body: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nCaf\xe9\n', 'latin1'),
    });
    expect(await fetchFeedTranscript(server.url('/t-latin.srt'), null, allow)).toEqual({
      content: '1\n00:00:01,000 --> 00:00:02,000\nCafé\n',
      format: 'srt',
    });
  });

  it('applies the same address guard', async () => {
    const error = await appError(
      fetchFeedTranscript(server.url('/t.vtt'), 'vtt', { allowPrivateHosts: false }),
    );
    expect(error.code).toBe('rss_address_refused');
  });

  it('refuses a transcript over the size limit', async () => {
    server.serve('/t-big.txt', { contentType: 'text/plain', body: 'word '.repeat(10_000) });
    const error = await appError(
      fetchFeedTranscript(server.url('/t-big.txt'), 'text', { ...allow, maxBytes: 1000 }),
    );
    expect(error.code).toBe('rss_too_large');
  });
});

describe('feed chapters', () => {
  it('reads Podcasting 2.0 JSON chapters', async () => {
    server.serve('/c.json', {
      contentType: 'application/json+chapters',
      body: JSON.stringify({
        version: '1.2.0',
        chapters: [
          { startTime: 0, title: 'Intro' },
          { startTime: 61, title: 'Hives' },
        ],
      }),
    });
    expect(await fetchFeedChapters(server.url('/c.json'), allow)).toEqual([
      { title: 'Intro', startSeconds: 0, endSeconds: 61 },
      { title: 'Hives', startSeconds: 61, endSeconds: null },
    ]);
  });

  it('gives null for a file that is not JSON chapters', async () => {
    server.serve('/c-html', { contentType: 'text/html', body: '<html></html>' });
    expect(await fetchFeedChapters(server.url('/c-html'), allow)).toBeNull();
  });

  it('applies the same address guard and size limit', async () => {
    expect(
      (await appError(fetchFeedChapters(server.url('/c.json'), { allowPrivateHosts: false }))).code,
    ).toBe('rss_address_refused');
    server.serve('/c-big.json', {
      contentType: 'application/json',
      body: JSON.stringify({ chapters: [], pad: 'x'.repeat(5000) }),
    });
    expect(
      (await appError(fetchFeedChapters(server.url('/c-big.json'), { ...allow, maxBytes: 1000 }))).code,
    ).toBe('rss_too_large');
  });
});

describe('answers larger than their limit', () => {
  let flood: FloodServer;
  beforeAll(async () => {
    flood = await startFloodServer();
  });
  afterAll(async () => {
    await flood.close();
  });
  const MB = 1024 * 1024;
  /** What the socket buffers on both sides may hold after the client stops reading. */
  const buffered = 24 * MB;

  it('refuses a chapters file announced larger than 1 MB before reading it', async () => {
    // Ten bytes of a promised 300 MB, then silence: only the announced length can tell.
    flood.serve('/announced.json', {
      prefix: '{"chapters',
      declaredBytes: 300 * MB,
      totalBytes: 10,
      stall: true,
    });
    const error = await appError(fetchFeedChapters(flood.url('/announced.json'), allow));
    expect(error.code).toBe('rss_too_large');
    expect(error.message).toBe('The chapters file is too large. The file is larger than 1 MB.');
  });

  it('stops a streamed chapters file or transcript at its limit', async () => {
    flood.serve('/chapters.json', { prefix: '{"chapters":[', totalBytes: 300 * MB });
    const chapters = flood.outcome('/chapters.json');
    expect((await appError(fetchFeedChapters(flood.url('/chapters.json'), allow))).code).toBe(
      'rss_too_large',
    );
    expect((await chapters).bytesWritten).toBeLessThan(MB + buffered);

    flood.serve('/endless.vtt', { prefix: 'WEBVTT\n\n', totalBytes: 'endless', contentType: 'text/vtt' });
    const transcript = flood.outcome('/endless.vtt');
    const error = await appError(fetchFeedTranscript(flood.url('/endless.vtt'), 'vtt', allow));
    expect(error.message).toBe(
      `The transcript is too large. The file is larger than ${formatBytes(answerLimits.linkedTranscript)}.`,
    );
    expect((await transcript).bytesWritten).toBeLessThan(answerLimits.linkedTranscript + buffered);
  });

  it('never reads the body of an error or a redirect', async () => {
    flood.serve('/gone.json', { status: 404, totalBytes: 'endless' });
    const gone = flood.outcome('/gone.json');
    expect((await appError(fetchFeedChapters(flood.url('/gone.json'), allow))).message).toMatch(/HTTP 404/);
    expect((await gone).bytesWritten).toBeLessThan(buffered);

    flood.serve('/moved.json', {
      status: 302,
      headers: { location: flood.url('/gone.json') },
      totalBytes: 'endless',
    });
    const moved = flood.outcome('/moved.json');
    const goneAgain = flood.outcome('/gone.json');
    expect((await appError(fetchFeedChapters(flood.url('/moved.json'), allow))).message).toMatch(/HTTP 404/);
    expect((await moved).bytesWritten).toBeLessThan(buffered);
    expect((await goneAgain).bytesWritten).toBeLessThan(buffered);
  });
});
