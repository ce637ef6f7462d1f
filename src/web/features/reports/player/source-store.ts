import { createContext, useContext, useSyncExternalStore } from 'react';

/** A request to go somewhere in the episode; the token tells two requests for the same second apart. */
interface SourceRequest {
  seconds: number;
  token: number;
}

/** A request for the player: go to a moment, and play from it unless it is only cued (`play: false`). */
interface PlayRequest extends SourceRequest {
  play: boolean;
}

interface SourceState {
  /** Where the audio is now, in seconds (0 before it plays). */
  time: number;
  playing: boolean;
  /** The last "Play from" (or cue), waiting for (or already taken by) the player. */
  play: PlayRequest | null;
  /** The last "Show in transcript": the transcript scrolls to and highlights the passage at this time. */
  focus: SourceRequest | null;
  transcriptOpen: boolean;
}

/**
 * What the report page, its player and its transcript share: the audio's position, and the reader's
 * requests to play from a moment or show it in the transcript. Small and eager, so "Play from" works
 * before the player's own code has loaded: the player takes the request once it mounts.
 */
export class SourceStore {
  private state: SourceState = { time: 0, playing: false, play: null, focus: null, transcriptOpen: false };
  private listeners = new Set<() => void>();
  private token = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = () => this.state;

  private set(patch: Partial<SourceState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  playFrom(seconds: number) {
    this.set({ play: { seconds, token: ++this.token, play: true } });
  }

  /** Puts the player at a moment without playing it (a link to a moment: Play then starts there). */
  cue(seconds: number) {
    this.set({ play: { seconds, token: ++this.token, play: false } });
  }

  showInTranscript(seconds: number) {
    this.set({ focus: { seconds, token: ++this.token }, transcriptOpen: true });
  }

  openTranscript(open: boolean) {
    this.set({ transcriptOpen: open });
  }

  /** Reported by the player as the audio plays. */
  report(time: number, playing: boolean) {
    if (time !== this.state.time || playing !== this.state.playing) this.set({ time, playing });
  }
}

export const SourceContext = createContext<SourceStore | null>(null);

export function useSourceStore(): SourceStore {
  const store = useContext(SourceContext);
  if (!store) throw new Error('useSourceStore needs a SourceContext');
  return store;
}

export function useSource<T>(select: (state: SourceState) => T): T {
  const store = useSourceStore();
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
