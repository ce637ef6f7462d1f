// The parse pool's worker when the server runs from its TypeScript sources (`npm run dev`, Vitest): a
// worker thread does not inherit the loader that reads .ts files with extensionless imports, so this
// bootstrap registers tsx's (its public ESM API, scoped to this import) and hands on the worker's
// function. The built server loads dist/server/transcript-worker.js instead (scripts/build-server.mjs).
import { register } from 'tsx/esm/api';

const tsx = register({ namespace: 'podbrief-transcript-worker' });
const worker = await tsx.import('./transcript-worker.ts', import.meta.url);

export default worker.default;
