import { SafeFetchError, safeFetch } from '../net/safe-fetch';

/** The product token our scheduled feed checks answer to in a robots.txt (RFC 9309). */
const productToken = 'podbrief';
const robotsMaxBytes = 64 * 1024;

interface Rule {
  allow: boolean;
  pattern: string;
}

/**
 * Whether a robots.txt lets our scheduled check fetch `path`: the group naming `podbrief`, else the `*`
 * group; the longest matching rule wins, `Allow` on a tie. No group or no rule: allowed.
 */
export function robotsAllow(robotsTxt: string, path: string): boolean {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;
  for (const rawLine of robotsTxt.split('\n')) {
    const hash = rawLine.indexOf('#');
    const line = (hash === -1 ? rawLine : rawLine.slice(0, hash)).trim();
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      // Consecutive user-agent lines share the rules that follow them.
      if (!current || current.rules.length > 0) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
    } else if ((key === 'allow' || key === 'disallow') && current) {
      if (value) current.rules.push({ allow: key === 'allow', pattern: value });
    }
  }
  const ours = groups.filter((g) => g.agents.some((a) => a !== '*' && productToken.includes(a)));
  const chosen = ours.length > 0 ? ours : groups.filter((g) => g.agents.includes('*'));
  let best: Rule | undefined;
  for (const rule of chosen.flatMap((g) => g.rules)) {
    if (!matches(rule.pattern, path)) continue;
    if (
      !best ||
      rule.pattern.length > best.pattern.length ||
      (rule.pattern.length === best.pattern.length && rule.allow)
    )
      best = rule;
  }
  return best?.allow ?? true;
}

/** A robots.txt path pattern: a prefix, with `*` for any run of characters and a final `$` for the end. */
function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const parts = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  let at = 0;
  for (const [i, part] of parts.entries()) {
    if (i === 0) {
      if (!path.startsWith(part)) return false;
      at = part.length;
      continue;
    }
    const found = path.indexOf(part, at);
    if (found === -1) return false;
    at = found + part.length;
  }
  if (!anchored) return true;
  const last = parts[parts.length - 1] ?? '';
  return parts.length === 1
    ? at === path.length
    : path.endsWith(last) && path.length - last.length >= at - last.length;
}

/**
 * Reads the feed host's robots.txt and says whether our scheduled check may fetch the feed. A missing
 * robots.txt (any 4xx) allows everything; a host that fails to answer it fails the check (RFC 9309).
 */
export async function feedAllowedByRobots(
  feedUrl: string,
  options: { allowPrivateHosts: boolean; timeoutMs?: number },
): Promise<boolean> {
  const url = new URL(feedUrl);
  try {
    const robots = await safeFetch(new URL('/robots.txt', url).toString(), {
      allowPrivateHosts: options.allowPrivateHosts,
      maxBytes: robotsMaxBytes,
      onLimit: 'truncate',
      timeoutMs: options.timeoutMs ?? 10_000,
      accept: 'text/plain, */*;q=0.5',
    });
    return robotsAllow(robots.body.toString('utf8'), url.pathname + url.search);
  } catch (error) {
    if (
      error instanceof SafeFetchError &&
      error.status !== undefined &&
      error.status >= 400 &&
      error.status < 500
    )
      return true;
    throw error;
  }
}
