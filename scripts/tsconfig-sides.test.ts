import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Each side type-checks with its own globals (ADR 002): the browser's DOM only in the web
 * (tsconfig.web.json), Node's only in the server, bench and scripts (tsconfig.server.json). A planted
 * file is compiled with each config's own compiler options through TypeScript's public API, one file per
 * program so the test stays fast; the file is served from memory, never written into the checkout.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/** The error codes TypeScript reports for `source`, compiled as `file` with the options of `config`. */
function errorCodes(config: string, file: string, source: string): number[] {
  const read = ts.readConfigFile(join(root, config), (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const { options, errors } = ts.parseJsonConfigFileContent(read.config, ts.sys, root);
  expect(errors).toEqual([]);

  const planted = join(root, file);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === planted
      ? ts.createSourceFile(name, source, language, true)
      : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === planted || fileExists(name);

  const program = ts.createProgram({ rootNames: [planted], options, host });
  const sourceFile = program.getSourceFile(planted);
  if (!sourceFile) throw new Error(`${file} was not compiled`);
  return program.getSemanticDiagnostics(sourceFile).map((diagnostic) => diagnostic.code);
}

// 2304 "Cannot find name", 2584 "… change your target library?", 2580 and 2591 "… type definitions for node?"
const missingName = [2304, 2580, 2584, 2591];

const usesDom = 'export const where = `${document.title} ${window.location.href}`;\n';
const usesNode = 'export const mode = process.env.NODE_ENV ?? Buffer.from("x").toString();\n';

describe('a tsconfig per side', { timeout: 60_000 }, () => {
  it('rejects a DOM global in server code', () => {
    const codes = errorCodes('tsconfig.server.json', 'src/server/planted-dom.ts', usesDom);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((code) => !missingName.includes(code))).toEqual([]);
  });

  it('accepts the same DOM globals in web code', () => {
    expect(errorCodes('tsconfig.web.json', 'src/web/planted-dom.ts', usesDom)).toEqual([]);
  });

  it('rejects a Node global in web code and accepts it in server code', () => {
    const codes = errorCodes('tsconfig.web.json', 'src/web/planted-node.ts', usesNode);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((code) => !missingName.includes(code))).toEqual([]);
    expect(errorCodes('tsconfig.server.json', 'src/server/planted-node.ts', usesNode)).toEqual([]);
  });
});
