import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';

/**
 * The two cookies of sign-in. In production they carry the `__Host-` prefix, which makes the browser
 * insist on Secure, Path=/ and no Domain, so no subdomain can plant or read them.
 */
export function sessionCookieName(config: Config): string {
  return config.isProduction ? '__Host-pb_session' : 'pb_session';
}

export function loginBindingCookieName(config: Config): string {
  return config.isProduction ? '__Host-pb_login' : 'pb_login';
}

/**
 * Secure whenever the site is served over https, whatever NODE_ENV says: a staging server on https in
 * development mode must not let the browser send the session token over plain http either.
 */
function secure(config: Config): boolean {
  return config.isProduction || config.appUrl.startsWith('https:');
}

export function cookieOptions(config: Config, expires: Date): CookieSerializeOptions {
  return { httpOnly: true, secure: secure(config), sameSite: 'lax', path: '/', expires };
}

export function clearedCookieOptions(config: Config): CookieSerializeOptions {
  return { httpOnly: true, secure: secure(config), sameSite: 'lax', path: '/' };
}
