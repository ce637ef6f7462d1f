import type { Clock } from '../clock';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { FileLinkSigner } from './link-signer';
import { LocalFileStorage } from './local-file-storage';

/**
 * The storage the configuration asks for (STORAGE_DRIVER). The S3 client is loaded only when used: it
 * is the largest dependency and the embedded default never needs it, so start-up stays quick.
 */
export async function createFileStorage(config: Config, clock: Clock): Promise<FileStorage> {
  if (config.storage.driver === 's3') {
    const { S3FileStorage } = await import('./s3-file-storage');
    return new S3FileStorage(config.storage);
  }
  return new LocalFileStorage(config.storage.filesDir, new FileLinkSigner(config.sessionSecret), clock);
}
