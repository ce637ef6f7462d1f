import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { buildFeed, feedHead, feedItemXml, startFeedServer, type FeedServer } from '../test/feed-server';
import { fetchFeedTranscript, previewFeed } from './fetch-feed';

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
    expect(error.message).toBe('This is not a podcast RSS feed: it has no <rss><channel>.');
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
    await new Promise((resolve) => setTimeout(resolve, 50));
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

  it('turns a Podcasting 2.0 JSON transcript into timed, labelled lines', async () => {
    server.serve('/t.json', {
      contentType: 'application/json',
      body: JSON.stringify({
        version: '1.0.0',
        segments: [
          { speaker: 'Ana', startTime: 0.5, endTime: 1, body: 'Hello' },
          { speaker: 'Ana', startTime: 1, endTime: 2, body: 'there.' },
          { speaker: 'Ben', startTime: 65, endTime: 66, body: 'Hi Ana.' },
        ],
      }),
    });
    expect(await fetchFeedTranscript(server.url('/t.json'), 'json', allow)).toEqual({
      content: '[0:00] Ana: Hello there.\n[1:05] Ben: Hi Ana.',
      format: 'text',
    });
  });

  it('strips HTML transcripts to text', async () => {
    server.serve('/t.html', {
      contentType: 'text/html',
      body: '<html><body><p>Ana: Hello &amp; welcome.</p><p>Ben: Thanks.</p></body></html>',
    });
    expect((await fetchFeedTranscript(server.url('/t.html'), 'html', allow)).content).toBe(
      'Ana: Hello & welcome.\nBen: Thanks.',
    );
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
