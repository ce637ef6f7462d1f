import { execFileSync } from 'node:child_process';

/**
 * Ports for the servers an end-to-end run starts, picked on this machine when the run begins: nothing
 * else (another run, a developer's app, a helper's server) can hold them then. Drawn below Linux's
 * ephemeral range (32768–60999), which outgoing connections take, and checked by listening on each (as
 * src/server/testing/free-port.ts does for API tests). Synchronous, because Playwright evaluates its config
 * synchronously; a child process does the checks.
 */
export function pickPorts(count: number): number[] {
  const script = `
    const { createServer } = require('node:net');
    const { randomInt } = require('node:crypto');
    const canListen = (port) => new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    (async () => {
      const ports = new Set();
      for (let attempt = 0; ports.size < ${count} && attempt < 500; attempt++) {
        const port = randomInt(20000, 32000);
        if (!ports.has(port) && (await canListen(port))) ports.add(port);
      }
      if (ports.size < ${count}) throw new Error('no free ports between 20000 and 32000');
      process.stdout.write(JSON.stringify([...ports]));
    })();`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as number[];
}

/**
 * The ports of this run, chosen once: the config is evaluated by the runner and again by each worker, and
 * the first evaluation hands its choice on through the environment. E2E_PORT, when set, fixes the app's
 * port and the two after it, as before.
 */
export function e2ePorts(): { app: number; paymentsApp: number; stripe: number; emptyApp: number } {
  if (!process.env.E2E_PORTS) {
    const fixed = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;
    const ports = fixed ? [fixed, fixed + 1, fixed + 2, fixed + 1000] : pickPorts(4);
    process.env.E2E_PORTS = ports.join(',');
  }
  const [app, paymentsApp, stripe, emptyApp] = process.env.E2E_PORTS.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { app, paymentsApp, stripe, emptyApp };
}
