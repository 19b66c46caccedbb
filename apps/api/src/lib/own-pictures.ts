/**
 * Pictures the product shows are its own (docs/product-rules.md, "A store's address"): uploads
 * (/api/v1/media/<file> on this origin, or under MEDIA_BASE_URL) and drawn art (art:…), never
 * another site's. Every route that stores a store's picture checks with `isOwnPicture`, and mails
 * load only `mailPictureUrl`s, so no shopper's mail client fetches a tracker.
 */
import type { Config } from '../config.ts';

const MEDIA_PATH = /^\/api\/v1\/media\/[\w.-]+$/;
const ART = /^art:[a-z]+(:\d+){1,2}$/;

/** Whether `base` (an origin, no trailing slash) serves `url`'s upload. */
const under = (base: string, url: string) =>
  base !== '' && url.startsWith(`${base}/`) && MEDIA_PATH.test(url.slice(base.length));

/** An upload of ours or drawn art ('' is no picture, and fine). */
export function isOwnPicture(url: string, config: Pick<Config, 'mediaBaseUrl'>): boolean {
  return url === '' || ART.test(url) || MEDIA_PATH.test(url) || under(config.mediaBaseUrl, url);
}

/**
 * The absolute address a mail may load for a picture: an upload under PUBLIC_URL or
 * MEDIA_BASE_URL; '' for drawn art and anything else (the mail draws initials instead).
 */
export function mailPictureUrl(
  config: Pick<Config, 'publicUrl' | 'mediaBaseUrl'>,
  url: string,
): string {
  if (MEDIA_PATH.test(url)) return `${config.publicUrl}${url}`;
  if (under(config.mediaBaseUrl, url) || under(config.publicUrl, url)) return url;
  return '';
}
