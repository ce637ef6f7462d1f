import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { storage as storageConstants } from '@shared/constants';
import type { Config } from '../config';
import {
  assertSafeKey,
  type ByteRange,
  type FileInfo,
  type FileStorage,
  type ListedFile,
  limitBytes,
  type SignedUrlOptions,
  type StoredFile,
} from './file-storage';
import { attachmentDisposition } from './content-disposition';

type S3Config = Extract<Config['storage'], { driver: 's3' }>;

/** Files in an S3-compatible bucket (AWS S3, MinIO, R2, …). Links are presigned, full URLs, returned as is. */
export class S3FileStorage implements FileStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config, client?: S3Client) {
    this.bucket = config.bucket;
    this.client =
      client ??
      new S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        ...(config.accessKeyId && config.secretAccessKey
          ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
          : {}),
      });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: assertSafeKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  /**
   * A plain PutObject needs the length up front, so the stream is first spooled to a private temporary
   * file (bounded by `maxBytes`, never held in memory), then sent from there.
   */
  async putStream(
    key: string,
    body: AsyncIterable<Uint8Array>,
    contentType: string,
    maxBytes: number,
  ): Promise<number> {
    assertSafeKey(key);
    const folder = await mkdtemp(join(tmpdir(), 'podbrief-upload-'));
    try {
      const spool = join(folder, 'body');
      const counted = { bytes: 0 };
      await pipeline(Readable.from(limitBytes(body, maxBytes, counted)), createWriteStream(spool));
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(spool),
          ContentLength: counted.bytes,
          ContentType: contentType,
        }),
      );
      return counted.bytes;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key && item.LastModified) yield { key: item.Key, modifiedAt: item.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async info(key: string): Promise<FileInfo | null> {
    try {
      const result = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }),
      );
      return {
        contentType: result.ContentType ?? 'application/octet-stream',
        size: result.ContentLength ?? 0,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: assertSafeKey(key),
          // The bucket answers the range itself; ContentLength is then the length of the part.
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!result.Body) return null;
      return {
        body:
          result.Body instanceof Readable
            ? result.Body
            : Readable.from(await result.Body.transformToByteArray()),
        contentType: result.ContentType ?? 'application/octet-stream',
        size: result.ContentLength ?? 0,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
  }

  async signedUrl(key: string, options: SignedUrlOptions = {}): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: assertSafeKey(key),
      ...(options.downloadName
        ? { ResponseContentDisposition: attachmentDisposition(options.downloadName) }
        : {}),
    });
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds ?? storageConstants.signedLinkSeconds,
    });
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}
