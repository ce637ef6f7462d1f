// Run by `npm run build` (scripts/build-server.mjs) from the bundle: writes the PGlite cluster template.
// The template depends only on the PGlite version, which its name carries: an existing one is kept.
import { existsSync } from 'node:fs';
import { pgliteTemplatePath, writePgliteTemplate } from './pglite-template';

const started = Date.now();
const path = pgliteTemplatePath();
if (!existsSync(path)) {
  await writePgliteTemplate(path);
  console.log(`PGlite cluster template written to ${path} in ${Date.now() - started} ms`);
}
