// The runtime check of `npm start` and `npm test` (ADR 001). `npm ci` puts Node 24 into node_modules/.bin
// and npm scripts find it first on PATH; when that binary is missing (`npm ci --ignore-scripts`, a platform
// the registry has no build for) the shell silently falls back to the system's Node, so say so at once
// instead of failing later in a dependency.
import { readFileSync } from 'node:fs';

const packageJson = new URL('../package.json', import.meta.url);

/** The lowest supported version, from package.json `engines.node`, which is kept in the form `>=X.Y.Z`. */
export function minimumNodeVersion(range = JSON.parse(readFileSync(packageJson, 'utf8')).engines?.node) {
  const match = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(String(range ?? '').trim());
  if (!match) throw new Error(`package.json engines.node must read ">=X.Y.Z", not ${JSON.stringify(range)}`);
  return match.slice(1).map(Number);
}

/** Why `version` (as in `process.versions.node`) cannot run the project, or undefined when it can. */
export function unsupportedNodeReason(version, minimum = minimumNodeVersion()) {
  const actual = version.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if ((actual[i] ?? 0) > minimum[i]) return undefined;
    if ((actual[i] ?? 0) < minimum[i]) {
      return (
        `Podbrief runs on Node.js ${minimum.join('.')} or newer (Node 24 LTS); this is Node.js ${version}. ` +
        '`npm ci` installs Node 24 into node_modules for npm scripts to use: run it again without ' +
        '--ignore-scripts, or install Node.js 24 LTS on this machine.'
      );
    }
  }
  return undefined;
}

/** Stops the calling script on an unsupported runtime. */
export function requireSupportedNode() {
  const reason = unsupportedNodeReason(process.versions.node);
  if (!reason) return;
  console.error(reason);
  process.exit(1);
}
