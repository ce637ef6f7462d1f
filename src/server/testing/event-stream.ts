import type { TestClient } from './sign-in';
import { waitFor } from './wait-for';

/** A live event stream as a test reads it: the events so far, and whether the server ended it. */
export interface TestEventStream {
  status: number;
  contentType: string | null;
  events: { event: string; data: unknown }[];
  /** True once the response ended (the server closed the stream). */
  ended: boolean;
  /** The reason of the `end` event, when the server sent one. */
  endReason(): string | undefined;
  close(): void;
}

/** Opens GET /api/reports/events with the client's cookies and waits for `ready` (when it is 200). */
export async function openEventStream(client: TestClient, baseUrl: string): Promise<TestEventStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/reports/events`, {
    headers: { accept: 'text/event-stream', cookie: client.cookies.headerFor('/api/reports/events') ?? '' },
    signal: controller.signal,
  });
  const stream: TestEventStream = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events: [],
    ended: false,
    endReason: () =>
      (stream.events.find((e) => e.event === 'end')?.data as { reason?: string } | undefined)?.reason,
    close: () => controller.abort(),
  };
  if (res.status !== 200 || !res.body) {
    stream.ended = true;
    return stream;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) stream.events.push({ event, data: JSON.parse(data) });
      }
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      stream.ended = true;
    });
  await waitFor(() => stream.events.some((e) => e.event === 'ready'), {
    timeoutMs: 10_000,
    what: 'the ready event',
  });
  return stream;
}
