import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser downloads; source maps are left alone (only developer tools fetch them). */
const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
  '.xml',
]);
/** Below this a compressed copy saves less than the extra header costs. */
const minBytes = 1024;

export interface PrecompressResult {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Vite's manifest folder (.vite) is build metadata, not served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `file.br` (Brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file of a
 * build of at least 1 KB, where the copy is smaller than the file. The server sends them as they are when
 * the browser accepts the encoding (ADR 002), so compression costs nothing per request.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const path of walk(dir)) {
    if (!compressible.has(extname(path))) continue;
    if ((await stat(path)).size < minBytes) continue;
    const raw = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(raw, { level: 9 }),
    ]);
    if (br.length < raw.length) await writeFile(`${path}.br`, br);
    if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
    result.files += 1;
    result.rawBytes += raw.length;
    result.brotliBytes += Math.min(br.length, raw.length);
    result.gzipBytes += Math.min(gz.length, raw.length);
  }
  return result;
}
