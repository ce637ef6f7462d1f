/** Self time of a V8 CPU profile by package and by function (bench/profile.ts, bench/feed-ratio.ts). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Who owns a frame: a package in node_modules, our bundle, Node itself, or V8's own buckets. */
function owner(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.includes('dist/server')) return 'podbrief (dist/server)';
  if (url.startsWith('node:')) return 'node core';
  return url;
}

export function summarizeProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const who = owner(node);
    byOwner.set(who, (byOwner.get(who) ?? 0) + us);
    const fn = `${node.callFrame.functionName || '(anonymous)'} — ${who}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const share = (entries: Map<string, number>, n: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, percent: Math.round((us / total) * 1000) / 10 }));
  return {
    totalMs: Math.round(total / 1000),
    byOwner: share(byOwner, 15),
    topFunctions: share(byFunction, 20),
  };
}
