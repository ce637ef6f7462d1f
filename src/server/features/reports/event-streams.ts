import type { StreamEnd } from '@shared/contract/reports';

export type StreamEndReason = StreamEnd['reason'];

/** One open live event stream, as the registry sees it. */
export interface OpenStream {
  readonly userId: string;
  /** The session family the stream was opened with: it ends when that family is revoked. */
  readonly familyId: string;
  /** Writes one frame made by `eventFrame`. */
  send(frame: string): void;
  /** Sends the `end` event, closes the response and leaves the registry. Safe to call twice. */
  end(reason: StreamEndReason): void;
}

/** One server-sent event, formatted once however many streams it goes to. */
export function eventFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The live event streams one API process holds, by user and by session family: who is listening (the
 * audience of a publish is worked out once for all of them), which streams a revocation ends, and the
 * per-user cap (the oldest stream gives way to a new one past it).
 */
export class EventStreams {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private readonly byFamily = new Map<string, Set<OpenStream>>();
  constructor(private readonly perUser: number) {}

  add(stream: OpenStream): void {
    const mine = addTo(this.byUser, stream.userId, stream);
    addTo(this.byFamily, stream.familyId, stream);
    // Sets iterate in insertion order, so the first ones are the oldest.
    const excess = [...mine].slice(0, Math.max(0, mine.size - this.perUser));
    for (const old of excess) old.end('replaced');
  }

  delete(stream: OpenStream): void {
    if (!removeFrom(this.byUser, stream.userId, stream)) return;
    removeFrom(this.byFamily, stream.familyId, stream);
  }

  /** The users with at least one open stream. */
  userIds(): string[] {
    return [...this.byUser.keys()];
  }

  ofUser(userId: string): OpenStream[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  endUser(userId: string, reason: StreamEndReason): void {
    for (const stream of this.ofUser(userId)) stream.end(reason);
  }

  endFamily(familyId: string, reason: StreamEndReason): void {
    for (const stream of [...(this.byFamily.get(familyId) ?? [])]) stream.end(reason);
  }

  endAll(reason: StreamEndReason): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) stream.end(reason);
  }
}

function addTo(map: Map<string, Set<OpenStream>>, key: string, stream: OpenStream): Set<OpenStream> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(stream);
  return set;
}

function removeFrom(map: Map<string, Set<OpenStream>>, key: string, stream: OpenStream): boolean {
  const set = map.get(key);
  if (!set?.delete(stream)) return false;
  if (set.size === 0) map.delete(key);
  return true;
}
