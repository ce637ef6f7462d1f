import type { Config } from '../../src/server/config';
import { CookieJar } from '../../src/server/testing/cookie-jar';
import { signIn } from '../../src/server/testing/sign-in';
import type { TestApp } from '../../src/server/testing/test-app';
import type { Metrics } from './metrics';

/**
 * One simulated listener. Signs in through the local Google emulator exactly as the API tests do, then
 * until the deadline: browses the feed and channels, reads reports, writes and deletes notes, subscribes
 * and cancels, with a think time between steps. Requests of one user are sequential, like one browser tab.
 *
 * A request counts as an error when it fails on the network, times out, answers 5xx, or answers a 4xx
 * the step did not expect. Business refusals the user could not foresee (e.g. the free-trial limit) are
 * counted separately by code.
 */

const REQUEST_TIMEOUT_MS = 30_000;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

interface Subscription {
  id: string;
  creatorId: string;
  canceled: boolean;
  startedAt: number;
}

export interface UserOptions {
  baseUrl: string;
  index: number;
  deadline: number;
  metrics: Metrics;
  /** Milliseconds between steps: uniform in [min, max]. */
  thinkMs: [number, number];
  random: () => number;
}

/** The few parts of a TestApp the emulator sign-in helper reads. */
function signInTarget(baseUrl: string): TestApp {
  return { baseUrl, config: { appUrl: baseUrl } as Config } as TestApp;
}

export class SimulatedUser {
  private readonly jar = new CookieJar();
  private readonly channels: string[] = [];
  private readonly subscriptions: Subscription[] = [];
  private readonly everSubscribed = new Set<string>();
  private readableReports: string[] = [];
  private readonly noteVersions = new Map<string, number>();
  private feedCursor: string | null = null;

  constructor(private readonly options: UserOptions) {}

  private get metrics() {
    return this.options.metrics;
  }

  private pick<T>(list: T[]): T | undefined {
    return list.length === 0 ? undefined : list[Math.floor(this.options.random() * list.length)];
  }

  /** One timed request. `expected` lists the statuses that are part of the step's normal outcome. */
  private async call(
    operation: string,
    method: string,
    path: string,
    body?: unknown,
    expected: number[] = [200],
  ): Promise<Answer | null> {
    const url = `${this.options.baseUrl}${path}`;
    const cookie = this.jar.headerFor(new URL(url).pathname);
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: {
          accept: 'application/json',
          origin: this.options.baseUrl,
          'sec-fetch-site': 'same-origin',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      this.metrics.record(operation, performance.now() - started);
      this.metrics.fail({
        operation,
        status: timedOut ? 'timeout' : 'network',
        detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      return null;
    }
    this.metrics.record(operation, performance.now() - started);
    this.jar.store(response);
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!expected.includes(response.status)) {
      this.metrics.fail({ operation, status: response.status, detail: text.slice(0, 200) });
      return null;
    }
    return { status: response.status, body: parsed };
  }

  /**
   * Signs in; a failed attempt counts as an error and, like a person pressing the button again after the
   * busy message, is retried after the server's Retry-After (10 s), three attempts at most.
   */
  private async signIn(): Promise<boolean> {
    const { index, baseUrl } = this.options;
    for (let attempt = 1; attempt <= 3 && Date.now() < this.options.deadline; attempt++) {
      const started = performance.now();
      try {
        const client = await signIn(
          signInTarget(baseUrl),
          `soak.user${index}@podbrief.test`,
          `Soak User ${index}`,
        );
        for (const name of client.cookies.names()) {
          const value = client.cookies.get(name);
          if (value !== undefined) this.jar.set(name, value);
        }
        this.metrics.record('sign-in (emulator round trip)', performance.now() - started);
        return true;
      } catch (error) {
        this.metrics.record('sign-in (emulator round trip)', performance.now() - started);
        const detail = String(error);
        const status = /(?:answered|with) (\d{3})/.exec(detail)?.[1];
        this.metrics.fail({
          operation: 'sign-in',
          status: status ? Number(status) : 'network',
          detail: detail.slice(0, 200),
        });
        await new Promise((resolve) => setTimeout(resolve, 10_000));
      }
    }
    return false;
  }

  async run(): Promise<void> {
    if (!(await this.signIn())) return;

    await this.call('GET /api/auth/session', 'GET', '/api/auth/session');
    await this.call('GET /api/subscriptions/current', 'GET', '/api/subscriptions/current');
    await this.browseChannels();
    await this.subscribe();

    while (Date.now() < this.options.deadline) {
      await this.think();
      if (Date.now() >= this.options.deadline) break;
      await this.step();
    }
    await this.call('POST /api/auth/logout', 'POST', '/api/auth/logout?scope=local', undefined, [204]);
  }

  private async think(): Promise<void> {
    const [min, max] = this.options.thinkMs;
    const wait = min + this.options.random() * (max - min);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(wait, Math.max(0, this.options.deadline - Date.now()))),
    );
  }

  /** Weighted choice of what the listener does next. */
  private async step(): Promise<void> {
    const roll = this.options.random() * 100;
    if (roll < 25) return this.browseFeed();
    if (roll < 50) return this.readReport();
    if (roll < 68) return this.writeNote();
    if (roll < 76) return this.browseChannels();
    if (roll < 84) return this.dashboard();
    if (roll < 89) return this.subscribe();
    if (roll < 94) return this.cancel();
    if (roll < 97) {
      await this.call('GET /api/landing/stats', 'GET', '/api/landing/stats');
      return;
    }
    await this.call('POST /api/auth/refresh', 'POST', '/api/auth/refresh');
  }

  private async browseFeed(): Promise<void> {
    const cursor =
      this.feedCursor && this.options.random() < 0.3 ? `&cursor=${encodeURIComponent(this.feedCursor)}` : '';
    const page = await this.call('GET /api/reports (feed)', 'GET', `/api/reports?limit=20${cursor}`);
    if (!page) return;
    const items = (page.body.items ?? []) as { id: string }[];
    this.feedCursor = page.body.nextCursor ?? null;
    if (items.length > 0) this.readableReports = items.map((item) => item.id);
    if (this.options.random() < 0.3)
      await this.call('GET /api/reports/channels', 'GET', '/api/reports/channels');
  }

  private async readReport(): Promise<void> {
    const id = this.pick(this.readableReports);
    if (!id) return this.browseFeed();
    await this.call('GET /api/reports/:id', 'GET', `/api/reports/${id}`);
    const note = await this.call('GET /api/reports/:id/note', 'GET', `/api/reports/${id}/note`);
    if (note) this.noteVersions.set(id, note.body.version as number);
    if (this.options.random() < 0.5)
      await this.call('GET /api/reports/:id/neighbours', 'GET', `/api/reports/${id}/neighbours`);
    if (this.options.random() < 0.3) {
      const ids = this.readableReports.slice(0, 20).join(',');
      await this.call('GET /api/notes/status', 'GET', `/api/notes/status?ids=${ids}`);
    }
  }

  private async writeNote(): Promise<void> {
    const id = this.pick(this.readableReports);
    if (!id) return this.browseFeed();
    const version = this.noteVersions.get(id) ?? 0;
    if (version > 0 && this.options.random() < 0.15) {
      const done = await this.call(
        'DELETE /api/reports/:id/note',
        'DELETE',
        `/api/reports/${id}/note?baseVersion=${version}`,
        undefined,
        [204],
      );
      if (done) this.noteVersions.set(id, 0);
      return;
    }
    const content = `Soak note ${this.options.index}: ${new Date().toISOString()} — ${'listening notes '.repeat(1 + Math.floor(this.options.random() * 20))}`;
    const saved = await this.call('PUT /api/reports/:id/note', 'PUT', `/api/reports/${id}/note`, {
      content,
      baseVersion: version,
    });
    if (saved) this.noteVersions.set(id, saved.body.version as number);
  }

  private async browseChannels(): Promise<void> {
    const list = await this.call('GET /api/channels', 'GET', '/api/channels?limit=24');
    if (list) {
      for (const item of list.body.items as { creatorId: string }[])
        if (!this.channels.includes(item.creatorId)) this.channels.push(item.creatorId);
    }
    const id = this.pick(this.channels);
    if (!id) return;
    await this.call('GET /api/channels/:id', 'GET', `/api/channels/${id}`);
    const reports = await this.call('GET /api/channels/:id/reports', 'GET', `/api/channels/${id}/reports`);
    const unlocked = ((reports?.body.items ?? []) as { id: string; locked: boolean }[]).filter(
      (r) => !r.locked,
    );
    if (unlocked.length > 0 && this.readableReports.length === 0)
      this.readableReports = unlocked.map((r) => r.id);
  }

  private async dashboard(): Promise<void> {
    await this.call('GET /api/dashboard', 'GET', '/api/dashboard');
    await this.call('GET /api/subscriptions', 'GET', '/api/subscriptions');
    await this.call('GET /api/subscriptions/trial-usage', 'GET', '/api/subscriptions/trial-usage');
  }

  /** The free trial allows 5 subscriptions at once (canceled ones count until their period ends). */
  private async subscribe(): Promise<void> {
    if (this.everSubscribed.size >= 5) return;
    const candidates = this.channels.filter((id) => !this.everSubscribed.has(id));
    const creatorId = this.pick(candidates);
    if (!creatorId) return this.browseChannels();
    this.everSubscribed.add(creatorId);
    const answer = await this.call(
      'POST /api/subscriptions',
      'POST',
      '/api/subscriptions',
      { creatorId },
      [201, 409, 422],
    );
    if (!answer) return;
    if (answer.status !== 201) {
      this.metrics.refuse(String(answer.body?.error?.code ?? answer.status));
      return;
    }
    this.subscriptions.push({ id: answer.body.id, creatorId, canceled: false, startedAt: Date.now() });
    this.feedCursor = null;
  }

  /** Cancels a subscription that has run for at least a minute (access continues to the period's end). */
  private async cancel(): Promise<void> {
    const open = this.subscriptions.filter((s) => !s.canceled && Date.now() - s.startedAt > 60_000);
    const subscription = this.pick(open);
    if (!subscription) return;
    const answer = await this.call('POST /api/subscriptions/cancel', 'POST', '/api/subscriptions/cancel', {
      subscriptionId: subscription.id,
    });
    if (answer) subscription.canceled = true;
  }
}
