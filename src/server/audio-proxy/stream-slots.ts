import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '@shared/contract/error-codes';
import { AppError } from '../errors';

/**
 * Places for episode-audio streams held at once in a process, by user and by report (ADR 222). A place
 * is taken for a request and given back when its answer closes, sent or abandoned: whatever the host or
 * the reader does, a user holds at most `perUser` answers of the audio route and a report at most
 * `perReport` streams from its podcast host. One past either is refused at once with 429 rather than
 * queued, so a creator whose host trickles bytes cannot gather the server's connections.
 */
export class StreamSlots {
  private readonly held = new Map<string, number>();

  constructor(
    private readonly limits: { perUser: number; upstreamsPerReport: number },
    /** Seconds a refused client is told to wait (Retry-After). */
    private readonly retryAfterSeconds = 5,
  ) {}

  /** Takes one of the user's places until `reply` closes; 429 `episode_audio_streams_per_user` when full. */
  takeUser(userId: string, reply: FastifyReply): void {
    this.take(`user:${userId}`, this.limits.perUser, reply, () =>
      this.refused(
        'episode_audio_streams_per_user',
        `You are playing ${this.limits.perUser} episode audio streams at once, the most one account may. Close one and try again.`,
        this.limits.perUser,
      ),
    );
  }

  /**
   * Takes one of the report's places for a stream from its podcast host until `reply` closes; 429
   * `episode_audio_streams_per_report` when full.
   */
  takeReport(reportId: string, reply: FastifyReply): void {
    this.take(`report:${reportId}`, this.limits.upstreamsPerReport, reply, () =>
      this.refused(
        'episode_audio_streams_per_report',
        `This episode's audio is being fetched from its podcast host ${this.limits.upstreamsPerReport} times at once, the most the server does. Try again in a moment.`,
        this.limits.upstreamsPerReport,
      ),
    );
  }

  private take(key: string, limit: number, reply: FastifyReply, refuse: () => AppError): void {
    const now = this.held.get(key) ?? 0;
    if (now >= limit) throw refuse();
    this.held.set(key, now + 1);
    // 'close' comes exactly once, whether the answer was sent or the client went away first.
    reply.raw.once('close', () => {
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    });
  }

  private refused(code: ErrorCode, message: string, limit: number): AppError {
    return new AppError(429, code, message, {
      headers: { 'retry-after': String(this.retryAfterSeconds) },
      details: { limit },
    });
  }
}
