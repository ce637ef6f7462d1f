import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Addresses a server-side fetch must never reach when it follows a user's URL (SSRF). The ranges are
 * ipaddr.js's (ADR 072): only what it classifies as ordinary `unicast` passes; loopback, private networks,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, broadcast, documentation,
 * benchmarking, reserved, Teredo and the rest do not. IPv6 forms that carry an IPv4 address (mapped,
 * IPv4-compatible, NAT64, 6to4) are judged by that address, so `::ffff:127.0.0.1` is loopback.
 */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/^([^%]*)%.*$/, '$1');
  // Node's strict check first: ipaddr.js also reads legacy forms such as '127.1' or '0x7f.0.0.1'.
  if (isIP(plain) === 0) return false;
  const parsed = ipaddr.parse(plain);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const embedded = embeddedIpv4(parsed as ipaddr.IPv6);
  if (embedded) return embedded.range() === 'unicast';
  return parsed.range() === 'unicast';
}

/** The IPv4 address inside IPv4-mapped, IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 forms. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const g = address.parts;
  const toV4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // '::' and '::1' are themselves (unspecified, loopback), not IPv4-compatible addresses.
  if (zeros(0, 6) && !(g[6] === 0 && (g[7] === 0 || g[7] === 1))) return toV4(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return toV4(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x2002) return toV4(g[1] ?? 0, g[2] ?? 0);
  return null;
}
