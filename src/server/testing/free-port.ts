import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * Ports below Linux's ephemeral range (32768–60999): the OS hands those to every outgoing connection (to
 * PostgreSQL, to a test's own HTTP calls), so a port found free there could be taken by a connection in
 * the seconds before the test server listens on it. Ports here are only taken by listeners.
 */
const lowest = 20_000;
const highest = 32_000;

/** A TCP port on 127.0.0.1 that nothing listens on right now, outside the range outgoing connections use. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = randomInt(lowest, highest);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${lowest} and ${highest}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
