import { describe, expect, it } from 'vitest';
import { inTurn } from './in-turn';

/** A promise the test settles by hand. */
function held() {
  let release!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

describe('inTurn', () => {
  it('starts a call only when the one before has settled, each reading the state of its start', async () => {
    let state = 0;
    const started: number[] = [];
    const writes = [held(), held()];
    const write = inTurn(async () => {
      started.push(state);
      await writes[started.length - 1]!.promise;
    });
    state = 1;
    const first = write();
    state = 2;
    const second = write();
    await expect.poll(() => started).toEqual([2]);
    // However many turns of the event loop pass, the second waits while the first is in flight.
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(started).toEqual([2]);
    state = 3;
    writes[0]!.release();
    await first;
    await expect.poll(() => started).toEqual([2, 3]);
    writes[1]!.release();
    await second;
  });

  it('gives each call its own outcome: a failed call does not fail the next', async () => {
    let calls = 0;
    const write = inTurn(async () => {
      if (++calls === 1) throw new Error('connection lost');
    });
    const first = write();
    const second = write();
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
