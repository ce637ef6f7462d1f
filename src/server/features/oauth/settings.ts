import type { Config } from '../../config';
import type { OAuthSettings } from './service';

/**
 * The authorisation server's part of the configuration. Client metadata documents follow the feed
 * importer's rule for private addresses (RSS_ALLOW_PRIVATE_HOSTS: allowed outside production only), and
 * where private addresses are allowed, an http client ID is taken too (local development and tests).
 */
export function oauthSettings(config: Pick<Config, 'appUrl' | 'rssAllowPrivateHosts'>): OAuthSettings {
  return { appUrl: config.appUrl, allowPrivateHosts: config.rssAllowPrivateHosts };
}
