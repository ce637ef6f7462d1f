import type { IncomingMessage } from 'node:http';

/**
 * The budget of one stream from a podcast host (ADR 222): the host must keep up a minimum rate, and the
 * whole stream ends after a total time, however it is paced. The idle timeout of the connection only
 * notices silence; a host that sends one byte every few seconds is never silent, so it would otherwise
 * hold the stream, and the reader's request, for as long as it likes.
 */
export interface UpstreamBudget {
  /** The slowest the host may send, in bytes per second of waiting for it. */
  minBytesPerSecond: number;
  /** The rate is judged over each window of this much time spent waiting for the host. */
  rateWindowMs: number;
  /** The longest the stream may last from its first byte on, whatever its rate. */
  maxMs: number;
}

/** Why a host's stream was cut: too slow for the minimum rate, or past the total time. */
class UpstreamBudgetExceeded extends Error {
  constructor(readonly reason: 'rate' | 'time') {
    super(
      reason === 'rate'
        ? 'The podcast host sent the audio more slowly than the minimum rate.'
        : 'The podcast host took longer than a stream from it may take.',
    );
    this.name = 'UpstreamBudgetExceeded';
  }
}

/**
 * The host's body as it arrives, cut with UpstreamBudgetExceeded when it falls below the minimum rate
 * or runs past the total time. Only time spent waiting for the host counts towards the rate: while the
 * reader does not take more (a paused player, backpressure), the stream is not asked for its next part,
 * and a host that is merely not being read is never judged slow.
 */
export async function* withinBudget(
  response: IncomingMessage,
  budget: UpstreamBudget,
): AsyncGenerator<Buffer> {
  // Set from timers as well as from the loop, so kept in an object the compiler does not narrow.
  const state: { cut: UpstreamBudgetExceeded | null } = { cut: null };
  const stop = (reason: 'rate' | 'time') => {
    state.cut ??= new UpstreamBudgetExceeded(reason);
    response.destroy(state.cut);
  };
  const total = setTimeout(() => stop('time'), budget.maxMs);
  const needed = (budget.minBytesPerSecond * budget.rateWindowMs) / 1000;
  let waited = 0;
  let received = 0;
  let rateTimer: NodeJS.Timeout | undefined;
  /** Ends the window: enough bytes for its time, or the stream is cut. */
  const judge = () => {
    if (received < needed) return stop('rate');
    waited = 0;
    received = 0;
  };
  const iterator = response[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let waitStart = 0;
  /** The window's waiting time ran out during a wait: judged then, not at the next byte. */
  const expire = () => {
    judge();
    if (state.cut) return;
    waitStart = Date.now();
    rateTimer = setTimeout(expire, budget.rateWindowMs);
  };
  try {
    for (;;) {
      waitStart = Date.now();
      rateTimer = setTimeout(expire, Math.max(1, budget.rateWindowMs - waited));
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw state.cut ?? error;
      } finally {
        clearTimeout(rateTimer);
      }
      if (state.cut) throw state.cut;
      if (next.done) return;
      waited += Date.now() - waitStart;
      received += next.value.length;
      if (waited >= budget.rateWindowMs) judge();
      if (state.cut) throw state.cut;
      yield next.value;
    }
  } finally {
    clearTimeout(total);
    clearTimeout(rateTimer);
    response.destroy();
  }
}
