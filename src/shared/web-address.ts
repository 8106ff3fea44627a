import { z } from 'zod';

/**
 * Addresses operators give for pictures and links (banners, partner pages). Only http(s) with a
 * host and without credentials: a `javascript:` or `data:` address never reaches a page. Stored
 * in the URL parser's own spelling, so what is checked is what the browser gets.
 */

export const WEB_ADDRESS_MAX_LENGTH = 2000;

/** Product §5: image URLs are http(s) and end in png, jpg, jpeg, gif or webp (a query may follow). */
const IMAGE_PATH = /\.(?:png|jpe?g|gif|webp)$/i;

function parseWebAddress(value: string): URL | undefined {
  if (!/^https?:\/\//i.test(value) || /[\s\p{Cc}]/u.test(value)) return undefined;
  try {
    const url = new URL(value);
    const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
    return isWeb && url.hostname !== '' && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

export function isImageAddress(value: string): boolean {
  const url = parseWebAddress(value);
  return url !== undefined && IMAGE_PATH.test(url.pathname);
}

const webAddress = (isValid: (url: URL) => boolean, messageKey: string) =>
  z
    .string()
    .trim()
    .max(WEB_ADDRESS_MAX_LENGTH)
    .transform((value, context) => {
      const url = parseWebAddress(value);
      if (url && isValid(url)) return url.href;
      context.addIssue({ code: 'custom', message: messageKey });
      return z.NEVER;
    });

/** A picture: http(s), ending in png/jpg/jpeg/gif/webp. */
export const ImageAddressSchema = webAddress(
  (url) => IMAGE_PATH.test(url.pathname),
  'validation.imageUrl',
);

/** Where a banner leads: any http(s) page. */
export const LinkAddressSchema = webAddress(() => true, 'validation.linkUrl');
