import { randomUUID } from 'node:crypto';
import {
  creatorLimits,
  logoContentTypes,
  type CreatorSettings,
  type LogoContentType,
} from '@shared/contract/creator';
import { limits } from '@shared/constants';
import { AppError, badRequest } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { findSettings, updateSettings } from './repository';
import { channelRequired, toSettingsDto, type CreatorDeps } from './service';
import { checkImage } from './image-check';

/** Where logos live in storage: under public/, so /api/files/public/… serves them without a session. */
const PUBLIC_URL_PREFIX = '/api/files/public/';

export interface LogoUpload {
  bytes: Uint8Array;
  contentType: string;
}

export const uploadTooLarge = () =>
  new AppError(
    413,
    'upload_too_large',
    `The logo is too large. The largest allowed is ${Math.round(limits.logoMaxBytes / 1024 / 1024)} MB.`,
  );

function isLogoType(type: string): type is LogoContentType {
  return (logoContentTypes as readonly string[]).includes(type);
}

/**
 * Stores a new channel logo. The bytes must be the image type they declare (magic bytes and header are
 * read) and of bounded size and dimensions; SVG and anything else is refused. The new file gets a fresh
 * key, so browsers never show a cached old logo, and the previous file is removed afterwards.
 */
export async function replaceLogo(
  deps: CreatorDeps & { storage: FileStorage },
  creatorId: string,
  upload: LogoUpload,
): Promise<CreatorSettings> {
  const type = upload.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isLogoType(type)) {
    throw badRequest(
      'invalid_upload',
      'Upload a PNG, JPEG, WebP or GIF image. SVG and other file types are not accepted.',
    );
  }
  if (upload.bytes.length === 0) throw badRequest('invalid_upload', 'The uploaded file is empty.');
  if (upload.bytes.length > limits.logoMaxBytes) throw uploadTooLarge();
  const check = checkImage(upload.bytes, type, creatorLimits.logoMaxDimensionPx);
  if (!check.ok) throw badRequest('invalid_upload', check.reason);

  const current = await findSettings(deps.db, creatorId);
  if (!current) throw channelRequired('uploading a logo');

  const key = `public/logos/${creatorId}/${randomUUID()}.${check.extension}`;
  await deps.storage.put(key, upload.bytes, type);
  const row = await updateSettings(
    deps.db,
    creatorId,
    { logoUrl: `${PUBLIC_URL_PREFIX}${key.slice('public/'.length)}` },
    deps.clock.now(),
  );
  if (!row) {
    await deps.storage.delete(key).catch(() => undefined);
    throw channelRequired('uploading a logo');
  }
  await removeStoredLogo(deps.storage, creatorId, current.logoUrl);
  return toSettingsDto(row);
}

export async function deleteLogo(
  deps: CreatorDeps & { storage: FileStorage },
  creatorId: string,
): Promise<CreatorSettings> {
  const current = await findSettings(deps.db, creatorId);
  if (!current) throw channelRequired('removing a logo');
  const row = await updateSettings(deps.db, creatorId, { logoUrl: null }, deps.clock.now());
  if (!row) throw channelRequired('removing a logo');
  await removeStoredLogo(deps.storage, creatorId, current.logoUrl);
  return toSettingsDto(row);
}

/** Deletes a logo file we stored for this creator; other URLs (seeded, external) are left alone. */
async function removeStoredLogo(
  storage: FileStorage,
  creatorId: string,
  logoUrl: string | null,
): Promise<void> {
  const ours = `${PUBLIC_URL_PREFIX}logos/${creatorId}/`;
  if (!logoUrl?.startsWith(ours)) return;
  const key = `public/${logoUrl.slice(PUBLIC_URL_PREFIX.length)}`;
  // A file left behind is only wasted space; it must not fail the request that already succeeded.
  await storage.delete(key).catch(() => undefined);
}
