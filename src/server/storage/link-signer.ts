import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs local file links with HMAC-SHA256 under SESSION_SECRET. The signature covers the key, the expiry
 * and the download name, so none of them can be changed without breaking it.
 */
export class FileLinkSigner {
  private readonly secret: Buffer;

  constructor(sessionSecret: string) {
    // A key of its own, derived from the session secret, so a file signature is never a valid session MAC.
    this.secret = createHmac('sha256', sessionSecret).update('podbrief file links v1').digest();
  }

  sign(key: string, expires: number, downloadName?: string): string {
    return createHmac('sha256', this.secret)
      .update(`${key}\n${expires}\n${downloadName ?? ''}`)
      .digest('base64url');
  }

  /** 'valid', 'expired' (signature right, time passed) or 'invalid' (anything tampered with or missing). */
  verify(
    key: string,
    expires: number,
    signature: string,
    downloadName: string | undefined,
    nowMs: number,
  ): 'valid' | 'expired' | 'invalid' {
    if (!Number.isSafeInteger(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid';
    const expected = Buffer.from(this.sign(key, expires, downloadName), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expires * 1000 < nowMs ? 'expired' : 'valid';
  }
}
