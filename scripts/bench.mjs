// `npm run bench [-- --quick]`: builds the app (the benchmark measures the built server, as `npm start`
// runs it), then runs the harness in bench/run.ts. See docs/performance.md for what it measures.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!args.includes('--no-build')) {
  const build = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('bench: the build failed');
    process.exit(build.status ?? 1);
  }
}
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'bench/run.ts', ...args.filter((a) => a !== '--no-build')],
  { cwd: root, stdio: 'inherit' },
);
// Issue 24: hostile transcripts posted while /api/health is polled, on the same build (its own server).
const hostile = args.includes('--report-only')
  ? { status: 0 }
  : spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/hostile-transcripts.ts', ...(args.includes('--quick') ? ['--quick'] : [])],
      { cwd: root, stdio: 'inherit' },
    );
// Load shedding under a sustained overload, on a private PostgreSQL cluster (ADR 221): full mode only,
// its figures are the machine's.
const overload =
  args.includes('--quick') || args.includes('--report-only')
    ? { status: 0 }
    : spawnSync(process.execPath, ['--import', 'tsx', 'bench/overload.ts'], { cwd: root, stdio: 'inherit' });
const statuses = [run.status, hostile.status, overload.status];
process.exit(statuses.every((status) => status === 0) ? 0 : statuses.find((status) => status !== 0) || 1);
