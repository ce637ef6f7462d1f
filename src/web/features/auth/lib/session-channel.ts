/**
 * Tells the other tabs of this browser that the session changed, so every open tab shows the same state
 * within moments: a sign-out in one tab (or a 401 one tab met) signs out all; a sign-in makes the others
 * check the session again. BroadcastChannel where the browser has one; nothing otherwise (the periodic
 * session check still catches up).
 */
export type SessionMessage = { type: 'signed-out' } | { type: 'signed-in' };

const CHANNEL_NAME = 'podbrief.session';

const isSessionMessage = (value: unknown): value is SessionMessage =>
  typeof value === 'object' &&
  value !== null &&
  ((value as { type?: unknown }).type === 'signed-out' || (value as { type?: unknown }).type === 'signed-in');

export interface SessionChannel {
  post(message: SessionMessage): void;
  close(): void;
}

/** Opens the channel; `onMessage` hears what other tabs post (never this tab's own messages). */
export function openSessionChannel(onMessage: (message: SessionMessage) => void): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isSessionMessage(event.data)) onMessage(event.data);
  };
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // Closed while unmounting: nobody left to tell.
      }
    },
    close: () => channel.close(),
  };
}
