import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../clock';
import { storage as storageConstants } from '@shared/constants';
import {
  assertSafeKey,
  InvalidFileKeyError,
  type ByteRange,
  type FileInfo,
  type FileStorage,
  type ListedFile,
  limitBytes,
  type SignedUrlOptions,
  type StoredFile,
} from './file-storage';
import type { FileLinkSigner } from './link-signer';

/**
 * Files in a local directory (DATA_DIR/files or FILES_DIR): the bytes under `objects/<key>` and the
 * content type beside them under `meta/<key>.json`, so no key can collide with metadata.
 */
export class LocalFileStorage implements FileStorage {
  readonly driver = 'local' as const;
  private readonly objectsDir: string;
  private readonly metaDir: string;

  constructor(
    filesDir: string,
    private readonly signer: FileLinkSigner,
    private readonly clock: Clock,
  ) {
    this.objectsDir = resolve(filesDir, 'objects');
    this.metaDir = resolve(filesDir, 'meta');
  }

  /** Resolves a key inside a base folder, refusing anything that would land outside it. */
  private pathIn(base: string, key: string, suffix = ''): string {
    assertSafeKey(key);
    const path = resolve(base, key + suffix);
    if (!path.startsWith(base + sep)) throw new InvalidFileKeyError(key);
    return path;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const objectPath = this.pathIn(this.objectsDir, key);
    const metaPath = this.pathIn(this.metaDir, key, '.json');
    await mkdir(dirname(objectPath), { recursive: true });
    await mkdir(dirname(metaPath), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = `${objectPath}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, bytes);
    await writeFile(metaPath, JSON.stringify({ contentType }));
    await rename(temp, objectPath);
  }

  async putStream(
    key: string,
    body: AsyncIterable<Uint8Array>,
    contentType: string,
    maxBytes: number,
  ): Promise<number> {
    const objectPath = this.pathIn(this.objectsDir, key);
    const metaPath = this.pathIn(this.metaDir, key, '.json');
    await mkdir(dirname(objectPath), { recursive: true });
    await mkdir(dirname(metaPath), { recursive: true });
    const temp = `${objectPath}.${process.pid}.${Date.now()}.tmp`;
    const counted = { bytes: 0 };
    try {
      await pipeline(Readable.from(limitBytes(body, maxBytes, counted)), createWriteStream(temp));
      await writeFile(metaPath, JSON.stringify({ contentType }));
      await rename(temp, objectPath);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return counted.bytes;
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
    const base = this.pathIn(this.objectsDir, folder);
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = resolve(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      yield { key: relative(this.objectsDir, path).split(sep).join('/'), modifiedAt: info.mtime };
    }
  }

  async info(key: string): Promise<FileInfo | null> {
    const objectPath = this.pathIn(this.objectsDir, key);
    const info = await stat(objectPath).catch(() => null);
    if (!info?.isFile()) return null;
    const meta = await readFile(this.pathIn(this.metaDir, key, '.json'), 'utf8')
      .then((text) => JSON.parse(text) as { contentType?: string })
      .catch(() => ({ contentType: undefined }));
    return { contentType: meta.contentType ?? 'application/octet-stream', size: info.size };
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const info = await this.info(key);
    if (!info) return null;
    const objectPath = this.pathIn(this.objectsDir, key);
    if (!range) return { body: createReadStream(objectPath), ...info };
    const end = Math.min(range.end, info.size - 1);
    return {
      body: createReadStream(objectPath, { start: range.start, end }),
      contentType: info.contentType,
      size: Math.max(0, end - range.start + 1),
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathIn(this.objectsDir, key), { force: true });
    await rm(this.pathIn(this.metaDir, key, '.json'), { force: true });
  }

  async signedUrl(key: string, options: SignedUrlOptions = {}): Promise<string> {
    assertSafeKey(key);
    const seconds = options.expiresInSeconds ?? storageConstants.signedLinkSeconds;
    const expires = Math.floor(this.clock.now().getTime() / 1000) + seconds;
    const params = new URLSearchParams({ expires: String(expires) });
    if (options.downloadName) params.set('download', options.downloadName);
    params.set('signature', this.signer.sign(key, expires, options.downloadName));
    return `/api/files/${key.split('/').map(encodeURIComponent).join('/')}?${params.toString()}`;
  }
}
