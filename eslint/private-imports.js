// Lint rule against importing a package's private files (ADR 171). A package's public interface is its
// main entry and the subpaths its `exports` map names for users (`react-dom/client`, `drizzle-orm/pg-core`,
// `tsx/esm/api`, `@electric-sql/pglite/contrib/…`); its build output (`dist/`), sources (`src/`), build
// folders and internals are laid out as the maintainers please and move without notice in a minor
// release. Some packages list such folders in `exports` too (lucide-react exports `./dist/*`), so the rule
// goes by the folder's name, not by the exports map: a subpath that needs one of these folders is private.
// `no-restricted-imports` checks `import`, `export … from` and type imports; `import()` with a literal is
// left to review.

/** Our own path aliases (tsconfig.json, vite.config.ts), which look like scoped packages. */
const ownAliases = ['@shared', '@web', '@server'];

/** Folders a package's public subpaths never go through. */
const privateFolders = ['dist', 'src', 'build', 'internal', 'internals', 'lib/internal[^/]*'];

/**
 * A bare specifier (a package, scoped or not, and a subpath) with one of the private folders somewhere in
 * its subpath. Relative paths, `node:` built-ins and our aliases never match.
 */
export const privateImportPattern =
  `^(?!(?:${ownAliases.join('|')})/)(?:@[\\w.-]+/)?\\w[\\w.-]*/` +
  `(?:[\\w.@-]+/)*?(?:${privateFolders.join('|')})(?:/|$)`;

export default [
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: privateImportPattern,
              message:
                "Import the package's public entry or an `exports` subpath, not its private files: they move without notice (ADR 171).",
            },
            {
              // One way to reach src/shared from every side: the alias, never a relative path (ADR 002).
              regex: '^(?:\\.\\.?/)+(?:src/)?shared/',
              message:
                'Import shared code as @shared/… from the web, the server and the tools alike (ADR 002).',
            },
          ],
        },
      ],
    },
  },
];
