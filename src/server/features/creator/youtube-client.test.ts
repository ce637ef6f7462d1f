import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFloodServer, type FloodServer } from '../../testing/flood-server';
import { createYoutubeClient, YoutubeUnavailableError } from './youtube-client';

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
const client = () => createYoutubeClient({ baseUrl: flood.baseUrl, apiKey: 'yt-key', retries: 1 });

describe("the YouTube client's answer limit", () => {
  it('reads a channel list within the limit as before', async () => {
    const list = JSON.stringify({ items: [{ id: 'UC1', snippet: { title: 'Small Acres' } }] });
    flood.serve('/v1/channels', { prefix: list, totalBytes: list.length, declareLength: true });
    expect(
      await client().findChannels({
        kind: 'id',
        value: 'UC1',
        canonicalUrl: 'https://www.youtube.com/channel/UC1',
      }),
    ).toEqual([{ id: 'UC1', title: 'Small Acres', description: '', customUrl: null }]);
  });

  it('stops an endless answer at 1 MB and says so', async () => {
    flood.serve('/v1/channels', { prefix: '{"items":[', totalBytes: 'endless' });
    const outcome = flood.outcome('/v1/channels');
    const error = await client()
      .findChannels({ kind: 'id', value: 'UC1', canonicalUrl: 'https://www.youtube.com/channel/UC1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(YoutubeUnavailableError);
    expect((error as Error).message).toBe("YouTube's answer was larger than 1 MB.");
    expect((await outcome).bytesWritten).toBeLessThan(MB + buffered);
  });
});
