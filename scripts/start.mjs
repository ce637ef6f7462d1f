// `npm start`: builds when there is no build or the sources are newer than it, then runs the bundled
// server in the foreground, passing signals on so Ctrl+C and `kill` shut it down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './supported-node.mjs';

requireSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['dist/server/main.js', 'dist/web/index.html'].map((p) => join(root, p));
const inputs = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
  ...readdirSync(root).filter((name) => /^tsconfig(?:\.[\w-]+)?\.json$/.test(name)),
].map((p) => join(root, p));

/** The newest modification time under a file or folder (tests don't change what runs, but are cheap to count). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function needsBuild() {
  if (!outputs.every((p) => existsSync(p))) return 'no build found';
  const builtAt = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return Math.max(...inputs.map(newest)) > builtAt ? 'sources changed since the last build' : undefined;
}

const reason = process.env.SKIP_BUILD === 'true' ? undefined : needsBuild();
if (reason) {
  console.log(`Building Podbrief (${reason})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; fix the error above and run `npm start` again.');
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
