import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podbrief-precompress-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, '.vite'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

const script = 'export function greet(name) { return `Hello, ${name}!`; }\n'.repeat(200);

describe('precompressDirectory', () => {
  it('writes Brotli and gzip copies that decompress to the same bytes', async () => {
    await writeFile(join(dir, 'assets/app.js'), script);
    await writeFile(join(dir, 'assets/app.css'), '.a { color: red }\n'.repeat(200));
    const result = await precompressDirectory(dir);
    expect(result.files).toBe(2);
    for (const file of ['assets/app.js', 'assets/app.css']) {
      const raw = await readFile(join(dir, file));
      expect(brotliDecompressSync(await readFile(join(dir, `${file}.br`)))).toEqual(raw);
      expect(gunzipSync(await readFile(join(dir, `${file}.gz`)))).toEqual(raw);
    }
    expect(result.brotliBytes).toBeLessThan(result.rawBytes / 10);
  });

  it('leaves small files, source maps, binary files and the build metadata alone', async () => {
    await writeFile(join(dir, 'theme.js'), 'x()');
    await writeFile(join(dir, 'assets/app.js.map'), script);
    await writeFile(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify({ script }));
    const result = await precompressDirectory(dir);
    expect(result.files).toBe(0);
    for (const file of ['theme.js', 'assets/app.js.map', 'logo.png', '.vite/manifest.json']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('writes no copy that would be larger than the file', async () => {
    // Random bytes do not compress.
    const noise = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    await writeFile(join(dir, 'assets/noise.js'), noise);
    await precompressDirectory(dir);
    expect(existsSync(join(dir, 'assets/noise.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/noise.js.gz'))).toBe(false);
  });
});
