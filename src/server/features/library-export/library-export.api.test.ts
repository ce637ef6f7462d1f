import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highlights, notes, reportFavourites, reportReads } from '../../db/schema';
import { insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import { anonymousClient, signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../testing/test-app';
import { emptyLibraryReadme } from './service';

/**
 * GET /api/exports/obsidian.zip over real HTTP on PGlite and PostgreSQL: the zip is read back with
 * fflate; only the reader's own library goes in, another reader's notes and highlights never do, and
 * two exports of the same data are the same bytes.
 */
let t: TestApp;
let reader: TestClient;
let other: TestClient;
let users = 0;
const newUser = () => signIn(t, `export${++users}-${Date.now()}@example.test`, `Export Reader ${users}`);

const ids: Record<string, string> = {};

async function downloadZip(client: TestClient): Promise<{ bytes: Buffer; headers: Headers; status: number }> {
  const url = `${t.baseUrl}/api/exports/obsidian.zip`;
  const cookie = client.cookies.headerFor(new URL(url).pathname);
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const filesOf = (bytes: Buffer) =>
  Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([path, data]) => [path, strFromU8(data)]),
  );

beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.deps.db;
  reader = await newUser();
  other = await newUser();
  const now = new Date();
  const show = await insertCreator(db, { channelName: 'Bees: The Show?', categories: ['Nature'] });
  const gone = await insertCreator(db, { channelName: 'Old Show' });
  for (const client of [reader, other]) await insertSubscription(db, client.userId, show.id, 'active', now);
  await insertSubscription(db, reader.userId, gone.id, 'expired', now);
  for (const name of ['read', 'favourite', 'noted', 'highlighted', 'untouched', 'othersOnly'])
    ids[name] = (await insertReport(db, show.id, { title: `Report ${name}` })).id;
  ids.lapsed = (
    await insertReport(db, gone.id, { title: 'Report lapsed', summary: 'Lapsed summary text.' })
  ).id;

  await db.insert(reportReads).values({ userId: reader.userId, reportId: ids.read! });
  await db.insert(reportFavourites).values({ userId: reader.userId, reportId: ids.favourite! });
  await db.insert(notes).values([
    { userId: reader.userId, reportId: ids.noted!, content: 'My own note about bees.' },
    { userId: reader.userId, reportId: ids.lapsed!, content: 'Kept after the subscription ended.' },
    // Another reader's data on the same reports: never in this reader's export.
    { userId: other.userId, reportId: ids.read!, content: 'SECRET note of another reader' },
    { userId: other.userId, reportId: ids.othersOnly!, content: 'SECRET only theirs' },
  ]);
  const highlight = (userId: string, reportId: string, text: string, comment: string | null) => ({
    userId,
    reportId,
    part: 'learning',
    partIndex: 0,
    textStart: 0,
    textEnd: text.length,
    text,
    comment,
    startSeconds: 61,
    endSeconds: 70,
    speaker: 'Host',
  });
  await db
    .insert(highlights)
    .values([
      highlight(reader.userId, ids.highlighted!, 'The first thing to learn.', 'Worth keeping'),
      highlight(other.userId, ids.favourite!, 'SECRET highlight', 'SECRET comment'),
    ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`Obsidian export (${testDatabaseKindLabel()})`, () => {
  it('needs a session', async () => {
    expect((await anonymousClient(t).get('/exports/obsidian.zip')).status).toBe(401);
  });

  it("holds one note per report the reader read, favourited, noted or highlighted, and only the reader's data", async () => {
    const res = await downloadZip(reader);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="podbrief-obsidian.zip"/);
    const files = filesOf(res.bytes);
    expect(Object.keys(files)).toEqual([
      'Bees The Show/Episode of Report favourite.md',
      'Bees The Show/Episode of Report highlighted.md',
      'Bees The Show/Episode of Report noted.md',
      'Bees The Show/Episode of Report read.md',
      'Old Show/Episode of Report lapsed.md',
    ]);
    const all = Object.values(files).join('\n');
    expect(all).not.toContain('SECRET');
    const read = files['Bees The Show/Episode of Report read.md']!;
    expect(read).toContain('read: true\nfavourite: false\n');
    expect(read).toContain('podcast: "Bees: The Show?"');
    expect(read).toContain(`guid: ${ids.read}`);
    expect(read).toContain('  - nature\n');
    expect(read).toContain('## Key learnings');
    expect(files['Bees The Show/Episode of Report favourite.md']).toContain('favourite: true');
    expect(files['Bees The Show/Episode of Report noted.md']).toContain(
      '## My note\n\nMy own note about bees.',
    );
    expect(files['Bees The Show/Episode of Report highlighted.md']).toContain(
      `> The first thing to learn.\n> — Host · [1:01](${t.config.appUrl}/subscriber/reports/${ids.highlighted}?t=61)\n\nWorth keeping`,
    );
    // Access has ended: the reader's own note stays, the report's content does not go out.
    const lapsed = files['Old Show/Episode of Report lapsed.md']!;
    expect(lapsed).toContain('Kept after the subscription ended.');
    expect(lapsed).not.toContain('Lapsed summary text.');
  });

  it('gives the same bytes for the same data, and a changed file when the data changes', async () => {
    const first = await downloadZip(reader);
    const second = await downloadZip(reader);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    await t.app.deps.db.insert(reportReads).values({ userId: reader.userId, reportId: ids.favourite! });
    const third = filesOf((await downloadZip(reader)).bytes);
    const before = filesOf(first.bytes);
    const changed = Object.keys(third).filter((path) => third[path] !== before[path]);
    expect(changed).toEqual(['Bees The Show/Episode of Report favourite.md']);
  });

  it('answers a reader with nothing to export with a zip holding a README.md', async () => {
    const empty = await newUser();
    const res = await downloadZip(empty);
    expect(res.status).toBe(200);
    expect(filesOf(res.bytes)).toEqual({ 'README.md': emptyLibraryReadme });
  });
});
