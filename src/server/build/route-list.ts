import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { routeListFile, type RouteModule } from '../plugins/document-assets';

/**
 * The routes of src/web/app/route-table.ts as data, read from its source: each entry's `path`, the module
 * its `load` imports, and its `layout`. The server cannot import the table (it imports every page), and
 * a second hand-written copy would drift; reading the one table at build time keeps them one (ADR 236).
 * Throws on an entry it cannot read, so a new shape of entry fails the build instead of losing preloads.
 */
export function parseRouteTable(
  source: string,
): { path: string; specifier: string; layout: 'bare' | 'sidebar' }[] {
  const file = ts.createSourceFile('route-table.ts', source, ts.ScriptTarget.Latest, true);
  let table: ts.ArrayLiteralExpression | undefined;
  file.forEachChild(function find(node) {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText(file) === 'routeTable' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      table = node.initializer;
    else node.forEachChild(find);
  });
  if (!table) throw new Error('route list: route-table.ts has no `routeTable` array');
  return table.elements.map((element) => {
    if (!ts.isObjectLiteralExpression(element))
      throw new Error(`route list: not an object literal: ${element.getText(file)}`);
    const property = (name: string) =>
      element.properties.find(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(file) === name,
      )?.initializer;
    const path = property('path');
    if (!path || !ts.isStringLiteralLike(path))
      throw new Error(`route list: an entry without a literal path: ${element.getText(file)}`);
    let specifier: string | undefined;
    property('load')?.forEachChild(function find(node) {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      )
        specifier ??= node.arguments[0].text;
      else node.forEachChild(find);
    });
    if (!specifier)
      throw new Error(`route list: ${path.text} does not import its page with a literal import()`);
    const layout = property('layout');
    if (layout && !(ts.isStringLiteralLike(layout) && layout.text === 'bare'))
      throw new Error(`route list: ${path.text} has a layout other than 'bare'`);
    return { path: path.text, specifier, layout: layout ? 'bare' : 'sidebar' };
  });
}

/** The route list of the web app rooted at `webRoot` (src/web), with page modules as manifest keys. */
export function readRouteList(webRoot: string): RouteModule[] {
  const tablePath = join(webRoot, 'app/route-table.ts');
  return parseRouteTable(readFileSync(tablePath, 'utf8')).map(({ path, specifier, layout }) => {
    const base = resolve(dirname(tablePath), specifier);
    const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((end) => base + end).find(existsSync);
    if (!found) throw new Error(`route list: ${path} imports ${specifier}, which does not exist`);
    return { path, module: relative(webRoot, found).split('\\').join('/'), layout };
  });
}

/** Writes the route list beside the manifest, for the server's document (src/server/plugins/spa.ts). */
export function routeList(): Plugin {
  let webRoot = '';
  return {
    name: 'podbrief:route-list',
    apply: 'build',
    configResolved(config) {
      webRoot = config.root;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: routeListFile,
        source: `${JSON.stringify(readRouteList(webRoot), null, 2)}\n`,
      });
    },
  };
}
