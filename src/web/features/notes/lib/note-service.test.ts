// @vitest-environment node
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@web/lib/api-client';
import { insertCreator, insertReport, insertSubscription } from '@server/testing/factories';
import { signIn, type TestClient } from '@server/testing/sign-in';
import { startTestApp, type TestApp } from '@server/testing/test-app';
import { waitFor } from '@server/testing/wait-for';
import { NoteService, SYNC_DEBOUNCE_MS } from './note-service';
import { MemoryNoteStorage } from './memory-note-storage';

/**
 * The note service against the real API (PGlite) over real HTTP. "Offline" is a network that refuses
 * every request while the browser says it is offline (TanStack Query's onlineManager, which follows the
 * browser's online and offline events); "reload" is a new service on the same storage, as a new page
 * would be.
 */

let t: TestApp;
let reader: TestClient;
let reportId: string;
let creatorId: string;

beforeAll(async () => {
  t = await startTestApp();
  reader = await signIn(t, 'note-service@reading.test', 'Note Service');
  const db = t.testDb.handle.db;
  const creator = await insertCreator(db, { channelName: 'Notes Channel' });
  await insertSubscription(db, reader.userId, creator.id, 'active', new Date());
  reportId = (await insertReport(db, creator.id)).id;
  creatorId = creator.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

/** A device: its own storage and network switch, signed in as `client`. */
function device(client: TestClient, storage = new MemoryNoteStorage()) {
  const network = { online: true, serverUp: true };
  const events = new EventTarget();
  const fetchThroughNetwork: typeof fetch = async (input, init) => {
    if (!network.online || !network.serverUp) throw new TypeError('Failed to fetch');
    // Same-origin browser requests carry the session cookie and the Origin header.
    const headers = new Headers(init?.headers);
    headers.set('origin', t.baseUrl);
    headers.set('cookie', client.cookies.headerFor('/api') ?? '');
    return fetch(input, { ...init, headers });
  };
  const api = createApiClient({ baseUrl: `${t.baseUrl}/api`, fetch: fetchThroughNetwork, storage: null });
  const make = () => {
    const service = new NoteService({
      api,
      storage,
      events: events as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
    });
    service.setUser(client.userId);
    return service;
  };
  return {
    storage,
    network,
    make,
    goOffline: () => {
      network.online = false;
      onlineManager.setOnline(false);
    },
    goOnline: () => {
      network.online = true;
      onlineManager.setOnline(true);
    },
    /** What the browser tells the other tabs when one of them writes `key` to localStorage. */
    storageChanged: (key: string) => events.dispatchEvent(Object.assign(new Event('storage'), { key })),
  };
}

const serverNote = async () =>
  (await reader.get(`/reports/${reportId}/note`)).body as {
    content: string;
    version: number;
    exists: boolean;
  };

describe('the note service (offline-first)', () => {
  it('saves every keystroke locally at once and syncs after a pause', async () => {
    const phone = device(reader);
    const service = phone.make();
    expect(await service.load(reportId)).toMatchObject({ exists: false, content: '', syncStatus: 'synced' });
    service.updateNote(reportId, 'First');
    service.updateNote(reportId, 'First idea');
    expect(service.peek(reportId)).toMatchObject({ content: 'First idea', syncStatus: 'pending' });
    expect(phone.storage.length).toBe(1);
    await waitFor(() => service.peek(reportId)?.syncStatus === 'synced', { what: 'sync' });
    expect(await serverNote()).toMatchObject({ content: 'First idea', version: 1 });
    service.dispose();
  });

  it('shows a note saved in another tab of the same browser at once, with its new version', async () => {
    const reportId = (await insertReport(t.testDb.handle.db, creatorId)).id;
    const browser = device(reader);
    const first = browser.make();
    const second = browser.make();
    await first.load(reportId);
    await second.load(reportId);
    const heard: string[] = [];
    second.subscribe((id) => heard.push(id));

    first.updateNote(reportId, 'Typed in the first tab');
    await waitFor(() => first.peek(reportId)?.syncStatus === 'synced', { what: 'sync' });
    const key = [...Array(browser.storage.length).keys()]
      .map((i) => browser.storage.key(i))
      .find((k) => k?.endsWith(reportId));
    browser.storageChanged(key!);

    expect(heard).toContain(reportId);
    expect(second.peek(reportId)).toMatchObject({
      content: 'Typed in the first tab',
      syncStatus: 'synced',
      baseVersion: first.peek(reportId)?.baseVersion,
    });
    first.dispose();
    second.dispose();
  });

  it('keeps typing offline, survives a reload offline, and syncs the full text when back online', async () => {
    const laptop = device(reader);
    let service = laptop.make();
    await service.load(reportId);
    laptop.goOffline();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    service.updateNote(reportId, 'First idea, then more');
    service.updateNote(reportId, 'First idea, then more typed offline');
    // The pause after typing passes, and the sync it starts finds the browser offline.
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS);
    vi.useRealTimers();
    expect(service.peek(reportId)?.syncStatus).toBe('offline');
    expect(await service.getNoteStatus(reportId)).toMatchObject({
      exists: true,
      syncStatus: 'offline',
      content: 'First idea, then more typed offline',
    });
    service.dispose();

    // Reload while offline: a new page on the same storage.
    service = laptop.make();
    const reloaded = await service.load(reportId);
    expect(reloaded).toMatchObject({ content: 'First idea, then more typed offline', exists: true });
    expect(['offline', 'pending']).toContain(reloaded.syncStatus);
    expect((await serverNote()).content).toBe('First idea');

    laptop.goOnline();
    await waitFor(() => service.peek(reportId)?.syncStatus === 'synced', {
      what: 'sync after coming online',
    });
    expect(await serverNote()).toMatchObject({ content: 'First idea, then more typed offline', version: 2 });
    service.dispose();
  });

  it('keeps both texts on a version conflict and saves the merge', async () => {
    const phone = device(reader);
    const laptop = device(reader);
    const onPhone = phone.make();
    const onLaptop = laptop.make();
    await onPhone.load(reportId);
    await onLaptop.load(reportId);
    expect(await onPhone.saveNote(reportId, 'Phone version')).toBe(true);

    expect(await onLaptop.saveNote(reportId, 'Laptop version')).toBe(false);
    expect(onLaptop.peek(reportId)).toMatchObject({
      content: 'Laptop version',
      syncStatus: 'conflict',
      conflict: { serverContent: 'Phone version', serverVersion: 3 },
    });
    // More typing during the conflict stays local; nothing is sent until the user merges.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onLaptop.updateNote(reportId, 'Laptop version, edited');
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS);
    vi.useRealTimers();
    // A sync would have begun by now (it marks the note 'syncing' before it sends).
    expect(onLaptop.peek(reportId)?.syncStatus).toBe('conflict');
    expect((await serverNote()).content).toBe('Phone version');

    expect(await onLaptop.resolveConflict(reportId, 'Phone version\nLaptop version, edited')).toBe(true);
    expect(await serverNote()).toMatchObject({
      content: 'Phone version\nLaptop version, edited',
      version: 4,
    });
    expect(onLaptop.peek(reportId)).toMatchObject({
      syncStatus: 'synced',
      conflict: undefined,
      baseVersion: 4,
    });
    onPhone.dispose();
    onLaptop.dispose();
  });

  it('answers false, empty or { exists: false, syncStatus: "error" } when the server is down, and never throws', async () => {
    // Each device has its own API client, and so its own circuit breaker (it opens after 5 failures).
    const reading = device(reader);
    reading.network.serverUp = false;
    const reader1 = reading.make();
    const otherReport = '00000000-0000-4000-8000-000000000001';
    expect(await reader1.getNote(otherReport)).toBe('');
    expect(await reader1.hasNote(otherReport)).toBe(false);
    expect(await reader1.getNoteStatus(otherReport)).toEqual({ exists: false, syncStatus: 'error' });
    expect(await reader1.testBucketAccess()).toBe(false);
    reader1.dispose();

    const tablet = device(reader);
    const service = tablet.make();
    await service.load(reportId);
    tablet.network.serverUp = false;
    expect(await service.saveNote(reportId, 'Written while the server is down')).toBe(false);
    expect(service.peek(reportId)).toMatchObject({
      content: 'Written while the server is down',
      syncStatus: 'error',
    });

    // The server is back: everything waiting goes through.
    tablet.network.serverUp = true;
    expect(await service.testBucketAccess()).toBe(true);
    expect(await service.forceSyncAll()).toBe(true);
    expect(await serverNote()).toMatchObject({ content: 'Written while the server is down', version: 5 });
    service.dispose();
  });

  it('deletes on the server and reports no note afterwards', async () => {
    const phone = device(reader);
    const service = phone.make();
    await service.load(reportId);
    expect(await service.deleteNote(reportId)).toBe(true);
    expect((await serverNote()).exists).toBe(false);
    expect(await service.hasNote(reportId)).toBe(false);
    expect(await service.getNote(reportId)).toBe('');
    service.dispose();
  });
});
