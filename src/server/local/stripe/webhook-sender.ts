import { createHmac } from 'node:crypto';
import type { StripeEvent } from './ledger';

interface Delivery {
  eventId: string;
  type: string;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  lastStatusCode: number | null;
}

/** The `Stripe-Signature` header Stripe sends: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Posts each event, signed, to the app's webhook endpoint, and retries with growing waits until it answers
 * 2xx or the attempts run out (Stripe retries for days; a local run gives up sooner). Each attempt is signed
 * anew with the real time, as Stripe does, so the receiver's timestamp tolerance holds even when the local
 * clock was moved forward.
 */
export function createWebhookSender(options: {
  url: string;
  secret: string;
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}) {
  const retryDelaysMs = options.retryDelaysMs ?? [1000, 2000, 4000, 8000, 16_000, 32_000];
  const deliveries: Delivery[] = [];
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  async function attempt(event: StripeEvent, delivery: Delivery, payload: string): Promise<void> {
    delivery.attempts += 1;
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignature(payload, options.secret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.lastStatusCode = response.status;
      await response.arrayBuffer();
      if (response.ok) {
        delivery.status = 'delivered';
        return;
      }
    } catch {
      delivery.lastStatusCode = null;
    }
    const wait = retryDelaysMs[delivery.attempts - 1];
    if (wait === undefined || closed) {
      delivery.status = 'failed';
      options.log?.(`webhook ${event.type} ${event.id} not delivered after ${delivery.attempts} attempts`);
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, wait);
      timers.add(timer);
    });
    if (!closed) await attempt(event, delivery, payload);
  }

  const send = (event: StripeEvent, delivery: Delivery) => {
    const payload = JSON.stringify(event, null, 2);
    const running = attempt(event, delivery, payload).finally(() => inFlight.delete(running));
    inFlight.add(running);
  };
  /** Events kept back while deliveries are held, oldest first. */
  let held: [StripeEvent, Delivery][] | null = null;

  return {
    deliveries,
    deliver(event: StripeEvent): void {
      const delivery: Delivery = {
        eventId: event.id,
        type: event.type,
        attempts: 0,
        status: 'pending',
        lastStatusCode: null,
      };
      deliveries.push(delivery);
      if (held) held.push([event, delivery]);
      else send(event, delivery);
    },
    /**
     * Keeps every new event back until `release`, as a slow Stripe does: a test sees what the app shows
     * before the webhook arrives (the success page's "Confirming…").
     */
    hold(): void {
      held ??= [];
    },
    /** Sends the held events in the order they happened, and delivers at once again. Returns how many. */
    release(): number {
      const waiting = held ?? [];
      held = null;
      for (const [event, delivery] of waiting) send(event, delivery);
      return waiting.length;
    },
    close(): void {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
