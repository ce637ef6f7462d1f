import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must never reach when it follows a user's URL (SSRF): loopback, private
 * networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, documentation
 * and reserved ranges. IPv6 forms that embed an IPv4 address are checked by that address.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2001::', 32], // Teredo: tunnels to an address we cannot see
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Expands an IPv6 address to its eight 16-bit groups. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const parts = v4[1].split('.').map(Number);
    const hex = `${(((parts[0] ?? 0) << 8) | (parts[1] ?? 0)).toString(16)}:${(((parts[2] ?? 0) << 8) | (parts[3] ?? 0)).toString(16)}`;
    text = text.slice(0, -v4[1].length) + hex;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined && left.length !== 8) return null;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((g) =>
    Number.parseInt(g || '0', 16),
  );
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

/** The IPv4 address inside IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::) and 6to4 (2002::) forms. */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (!g) return null;
  const toV4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return toV4(g[6] ?? 0, g[7] ?? 0);
  if (zeros(0, 6)) return toV4(g[6] ?? 0, g[7] ?? 0); // deprecated IPv4-compatible
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return toV4(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x2002) return toV4(g[1] ?? 0, g[2] ?? 0);
  return null;
}

/** Whether `address` (an IP literal) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 4) return !blocked.check(plain, 'ipv4');
  if (family === 6) {
    const inner = embeddedIpv4(plain);
    if (inner !== null) return !blocked.check(inner, 'ipv4') && !(inner === '0.0.0.0');
    return !blocked.check(plain, 'ipv6');
  }
  return false;
}
