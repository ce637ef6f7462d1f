import { config } from 'zod/v4/core';

/**
 * What the browser build gets for `import … from 'zod'` (vite.config.ts aliases it here). Zod compiles
 * object parsers with `new Function` after probing whether eval is allowed; under our CSP (no
 * 'unsafe-eval') the probe fails quietly, but the browser still reports a CSP violation on every page that
 * parses a schema. Interpreted parsing gives the same results without the probe. Setting it here, before
 * any schema exists, covers every screen that parses, and keeps the schema library out of the screens that
 * do not (ADR 150): the app's start used to set it and so loaded Zod's core on every page.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
