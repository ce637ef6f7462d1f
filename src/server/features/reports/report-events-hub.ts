import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { ReportPublishedEvent } from '@shared/contract/reports';
import {
  parseSessionsRevoked,
  SESSIONS_REVOKED_CHANNEL,
  type SessionsRevoked,
} from '../../auth/session-revocations';
import type { DatabaseHandle } from '../../db/client';
import { parseReportPublished, REPORT_PUBLISHED_CHANNEL } from './report-published';

/** What the process does with each notification, once per notification whatever the number of streams. */
export interface LiveEventHandlers {
  reportPublished(event: ReportPublishedEvent): void;
  sessionsRevoked(revoked: SessionsRevoked): void;
  /**
   * Listening resumed after the connection was lost: notifications sent in between are gone, so streams
   * that may have missed a revocation or a report must start over.
   */
  resumed(): void;
}

const reconnectDelayMs = 1000;
const channels = [REPORT_PUBLISHED_CHANNEL, SESSIONS_REVOKED_CHANNEL] as const;

/**
 * One LISTEN connection per API process for published reports and revoked sessions. NOTIFY reaches all
 * processes that share the database, so a report published, or a session revoked, through one process reaches
 * the streams held open on any other (docs/architecture.md#scale-out). Listening starts with the first
 * stream, stays on for the life of the process and reconnects when the database connection drops.
 */
export class ReportEventsHub {
  private starting: Promise<void> | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private lost = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: LiveEventHandlers,
  ) {}

  /** Resolves once this process is listening, so nothing announced after it is missed. */
  listening(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.starting ??= this.listen().then(
      () => {
        if (!this.lost) return;
        this.lost = false;
        this.handlers.resumed();
      },
      (error: unknown) => {
        this.log.warn({ err: error }, 'could not LISTEN for live events; retrying');
        // Streams opened meanwhile are not covered: they start over once listening works.
        this.lost = true;
        this.starting = undefined;
        this.scheduleRetry();
      },
    );
    return this.starting;
  }

  private dispatch(channel: string, payload: string | undefined) {
    try {
      if (channel === REPORT_PUBLISHED_CHANNEL) {
        const event = parseReportPublished(payload);
        if (event) this.handlers.reportPublished(event);
      } else if (channel === SESSIONS_REVOKED_CHANNEL) {
        const revoked = parseSessionsRevoked(payload);
        if (revoked) this.handlers.sessionsRevoked(revoked);
      }
    } catch (error) {
      this.log.warn({ err: error, channel }, 'live event handler failed');
    }
  }

  private scheduleRetry() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.listening();
    }, reconnectDelayMs);
    this.retryTimer.unref();
  }

  private async listen(): Promise<void> {
    const { pglite, pool } = this.database;
    if (pglite) {
      const stops = await Promise.all(
        channels.map((channel) => pglite.listen(channel, (payload) => this.dispatch(channel, payload))),
      );
      this.stopListening = async () => {
        await Promise.all(stops.map((stop) => stop()));
      };
      return;
    }
    if (!pool) throw new Error('no database to listen on');
    // A dedicated connection: LISTEN belongs to a session, so this client is never returned to the pool's rotation.
    const client: pg.PoolClient = await pool.connect();
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.removeAllListeners('notification');
      client.release(error ?? true);
    };
    client.on('notification', (message) => this.dispatch(message.channel, message.payload));
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'LISTEN connection lost; reconnecting');
      release(error);
      this.lost = true;
      this.stopListening = undefined;
      this.starting = undefined;
      this.scheduleRetry();
    });
    try {
      for (const channel of channels) await client.query(`listen ${channel}`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    this.stopListening = async () => {
      release();
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.starting?.catch(() => undefined);
    await this.stopListening?.().catch(() => undefined);
    this.stopListening = undefined;
  }
}
