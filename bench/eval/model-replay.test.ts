import { afterEach, describe, expect, it } from 'vitest';
import { promptKey, startReplayServer, type ReplayServer } from './model-replay';

const section = (n: number, text: string) => [
  { role: 'system', content: 'You read one section of a podcast episode and note its points.' },
  { role: 'user', content: `Episode title: x\nSection ${n} of 2.\n\nPassages:\n[p1] ${text}` },
];

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function ask(messages: { role: string; content: string }[]) {
  const res = await fetch(`${server?.baseUrl}/chat/completions`, {
    method: 'POST',
    body: JSON.stringify({ model: 'recorded', messages }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the replay of recorded model answers', () => {
  it('answers a recorded prompt by its hash, a changed one by its place, and refuses one never recorded', async () => {
    const recorded = section(1, 'Bees like clover.');
    server = await startReplayServer({
      episode: 'x',
      answers: { [promptKey(recorded)]: { kind: 'section', index: 0, answer: { title: 'Bees' } } },
    });
    const exact = await ask(recorded);
    expect(exact.status).toBe(200);
    expect(JSON.stringify(exact.body)).toContain(String.raw`{\"title\":\"Bees\"}`);
    // The transcript's repair changed the passage: the answer for section 1 is used, and counted stale.
    expect((await ask(section(1, 'Bees like clover a lot.'))).status).toBe(200);
    const missing = await ask(section(2, 'Wasps do not.'));
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/context length/);
    expect(server.tally).toMatchObject({ exact: 1, stale: 1 });
    expect(server.tally.missing.map((m) => [m.kind, m.index])).toEqual([['section', 1]]);
  });
});
