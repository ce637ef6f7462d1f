import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { ReportPublishedEvent } from '../../../shared/contract/reports';
import type { DatabaseHandle } from '../../db/client';
import { parseReportPublished, REPORT_PUBLISHED_CHANNEL } from './report-published';

type Listener = (event: ReportPublishedEvent) => void;

const reconnectDelayMs = 1000;

/**
 * One LISTEN per API process, fanned out to every open event stream of that process. NOTIFY reaches all
 * processes that share the database, so a report published through one process shows up in feeds held
 * open on any other (DESIGN.md "Scaling out"). Listening starts with the first stream and reconnects
 * when the database connection drops.
 */
export class ReportEventsHub {
  private readonly listeners = new Set<Listener>();
  private starting: Promise<void> | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a listener; resolves once this process is listening, so no event published after it is missed. */
  async subscribe(listener: Listener): Promise<() => void> {
    this.listeners.add(listener);
    await this.ensureListening();
    return () => {
      this.listeners.delete(listener);
    };
  }

  get size(): number {
    return this.listeners.size;
  }

  private dispatch(payload: string | undefined) {
    const event = parseReportPublished(payload);
    if (!event) return;
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.log.warn({ err: error }, 'report event listener failed');
      }
    }
  }

  private ensureListening(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.starting ??= this.listen().catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not LISTEN for published reports; retrying');
      this.starting = undefined;
      this.scheduleRetry();
    });
    return this.starting;
  }

  private scheduleRetry() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.listeners.size > 0) void this.ensureListening();
    }, reconnectDelayMs);
    this.retryTimer.unref();
  }

  private async listen(): Promise<void> {
    const { pglite, pool } = this.database;
    if (pglite) {
      const unlisten = await pglite.listen(REPORT_PUBLISHED_CHANNEL, (payload) => this.dispatch(payload));
      this.stopListening = () => unlisten();
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
    client.on('notification', (message) => {
      if (message.channel === REPORT_PUBLISHED_CHANNEL) this.dispatch(message.payload);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'LISTEN connection lost; reconnecting');
      release(error);
      this.stopListening = undefined;
      this.starting = undefined;
      this.scheduleRetry();
    });
    try {
      await client.query(`listen ${REPORT_PUBLISHED_CHANNEL}`);
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
    this.listeners.clear();
    await this.starting?.catch(() => undefined);
    await this.stopListening?.().catch(() => undefined);
    this.stopListening = undefined;
  }
}
