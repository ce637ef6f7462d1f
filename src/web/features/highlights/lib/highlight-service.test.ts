// @vitest-environment node
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@web/lib/api-client';
import type { RecordStorage } from '@web/lib/offline-sync';
import { insertCreator, insertReport, insertSubscription } from '@server/testing/factories';
import { signIn, type TestClient } from '@server/testing/sign-in';
import { startTestApp, type TestApp } from '@server/testing/test-app';
import { waitFor } from '@server/testing/wait-for';
import { HighlightService, mergeComments } from './highlight-service';

/**
 * The highlight service against the real API (PGlite) over real HTTP, as the note service is tested.
 * "Offline" is a network that refuses every request while the browser says it is offline (TanStack
 * Query's onlineManager);
 * "reload" is a new service on the same storage; a second device has its own storage.
 */

let t: TestApp;
let reader: TestClient;
let reportId: string;

class MemoryStorage implements RecordStorage {
  private readonly map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
  key = (index: number) => [...this.map.keys()][index] ?? null;
  get length() {
    return this.map.size;
  }
}

beforeAll(async () => {
  t = await startTestApp();
  reader = await signIn(t, 'highlight-service@reading.test', 'Highlight Service');
  const db = t.testDb.handle.db;
  const creator = await insertCreator(db, { channelName: 'Highlights Channel' });
  await insertSubscription(db, reader.userId, creator.id, 'active', new Date());
  reportId = (
    await insertReport(db, creator.id, {
      keyLearnings: [
        {
          title: 'Water first',
          detail: 'Bees need water near the hive.',
          start: 754,
          end: 770,
          speaker: 'Idris',
        },
      ],
    })
  ).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  onlineManager.setOnline(true);
});

function device(client: TestClient, storage = new MemoryStorage()) {
  const network = { online: true };
  const events = new EventTarget();
  const fetchThroughNetwork: typeof fetch = async (input, init) => {
    if (!network.online) throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    headers.set('origin', t.baseUrl);
    headers.set('cookie', client.cookies.headerFor('/api') ?? '');
    return fetch(input, { ...init, headers });
  };
  const api = createApiClient({ baseUrl: `${t.baseUrl}/api`, fetch: fetchThroughNetwork, storage: null });
  const make = () => {
    const service = new HighlightService({
      api,
      storage,
      events: events as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
    });
    service.setUser(client.userId);
    return service;
  };
  return {
    storage,
    make,
    goOffline: () => {
      network.online = false;
      onlineManager.setOnline(false);
    },
    goOnline: () => {
      network.online = true;
      onlineManager.setOnline(true);
    },
  };
}

const learningSelection = (text: string) => {
  const whole = 'Water first\nBees need water near the hive.';
  const textStart = whole.indexOf(text);
  return {
    reportId,
    part: 'learning' as const,
    partIndex: 0,
    textStart,
    textEnd: textStart + text.length,
    text,
  };
};

const serverHighlights = async () =>
  (await reader.get(`/reports/${reportId}/highlights`)).body as {
    items: {
      id: string;
      text: string;
      comment: string | null;
      version: number;
      startSeconds: number | null;
    }[];
  };

describe('the highlight service (offline-first)', () => {
  it('keeps a highlight made offline across a reload and sends it once back online, with its moment', async () => {
    const phone = device(reader);
    let service = phone.make();
    await service.load(reportId);
    phone.goOffline();
    const made = service.create({ ...learningSelection('need water'), comment: 'Made on the train' });
    await waitFor(() => service.peek(made.id)?.syncStatus === 'offline', { what: 'offline' });
    service.dispose();

    // A reload, still offline: the highlight is there.
    service = phone.make();
    expect(service.forReport(reportId).map((h) => h.text)).toEqual(['need water']);
    phone.goOnline();
    await waitFor(() => service.peek(made.id)?.syncStatus === 'synced', { what: 'sync' });
    expect(service.peek(made.id)).toMatchObject({ baseVersion: 1, startSeconds: 754, speaker: 'Idris' });
    const { items } = await serverHighlights();
    expect(items.filter((h) => h.id === made.id)).toEqual([
      expect.objectContaining({ text: 'need water', comment: 'Made on the train', version: 1 }),
    ]);
    service.dispose();
  });

  it('merges comments written on two devices at once: both texts are kept', async () => {
    const laptop = device(reader).make();
    const phone = device(reader).make();
    const made = laptop.create(learningSelection('Water first'));
    await waitFor(() => laptop.peek(made.id)?.syncStatus === 'synced', { what: 'create' });
    await phone.load(reportId);
    expect(phone.peek(made.id)?.baseVersion).toBe(1);

    expect(await laptop.setComment(made.id, 'Written on the laptop')).toBe(true);
    await phone.setComment(made.id, 'Written on the phone');
    await waitFor(() => phone.peek(made.id)?.syncStatus === 'synced', { what: 'merge' });
    expect(phone.peek(made.id)).toMatchObject({
      comment: 'Written on the laptop\n\nWritten on the phone',
      baseVersion: 3,
      merged: true,
    });
    const { items } = await serverHighlights();
    expect(items.find((h) => h.id === made.id)).toMatchObject({
      comment: 'Written on the laptop\n\nWritten on the phone',
      version: 3,
    });
    laptop.dispose();
    phone.dispose();
  });

  it('brings back, as a copy, a highlight edited on one device after another deleted it', async () => {
    const laptop = device(reader).make();
    const phone = device(reader).make();
    const made = laptop.create(learningSelection('near the hive'));
    await waitFor(() => laptop.peek(made.id)?.syncStatus === 'synced', { what: 'create' });
    await phone.load(reportId);

    expect(await laptop.remove(made.id)).toBe(true);
    await phone.setComment(made.id, 'Still want this');
    await waitFor(
      () =>
        phone.forReport(reportId).some((h) => h.comment === 'Still want this' && h.syncStatus === 'synced'),
      { what: 'copy synced' },
    );
    const copy = phone.forReport(reportId).find((h) => h.comment === 'Still want this');
    expect(copy?.id).not.toBe(made.id);
    const { items } = await serverHighlights();
    expect(items.find((h) => h.id === copy?.id)).toMatchObject({
      text: 'near the hive',
      comment: 'Still want this',
    });
    expect(items.some((h) => h.id === made.id)).toBe(false);
    laptop.dispose();
    phone.dispose();
  });

  it('keeps the other device’s change when a stale delete meets it', async () => {
    const laptop = device(reader).make();
    const phone = device(reader).make();
    const made = laptop.create(learningSelection('Bees'));
    await waitFor(() => laptop.peek(made.id)?.syncStatus === 'synced', { what: 'create' });
    await phone.load(reportId);

    expect(await laptop.setComment(made.id, 'Changed my mind: keep it')).toBe(true);
    await phone.remove(made.id);
    await waitFor(() => phone.peek(made.id)?.syncStatus === 'synced', { what: 'kept' });
    expect(phone.forReport(reportId).find((h) => h.id === made.id)).toMatchObject({
      comment: 'Changed my mind: keep it',
      deleted: false,
    });
    const { items } = await serverHighlights();
    expect(items.find((h) => h.id === made.id)?.comment).toBe('Changed my mind: keep it');
    laptop.dispose();
    phone.dispose();
  });

  it('deletes on the server, and drops synced copies the server no longer has', async () => {
    const laptop = device(reader).make();
    const phone = device(reader).make();
    const made = laptop.create(learningSelection('hive'));
    await waitFor(() => laptop.peek(made.id)?.syncStatus === 'synced', { what: 'create' });
    await phone.load(reportId);
    expect(await laptop.remove(made.id)).toBe(true);
    expect(laptop.peek(made.id)).toBeUndefined();
    await phone.load(reportId);
    expect(phone.peek(made.id)).toBeUndefined();
    laptop.dispose();
    phone.dispose();
  });
});

describe('mergeComments', () => {
  it('keeps both texts, and does not repeat one the other already holds', () => {
    expect(mergeComments('theirs', 'mine')).toBe('theirs\n\nmine');
    expect(mergeComments('theirs and mine', 'mine')).toBe('theirs and mine');
    expect(mergeComments('theirs', 'theirs, then mine')).toBe('theirs, then mine');
    expect(mergeComments(null, 'mine')).toBe('mine');
    expect(mergeComments('theirs', null)).toBe('theirs');
  });
});
