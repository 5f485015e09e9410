import { TRYON_IMAGE_FORMATS, TRYON_IMAGE_MAX_BYTES } from '@isoko/shared/tryon/schema';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

/**
 * The shopper's photo: accepted by what its bytes are (a name, a declared type or a data URL's
 * prefix proves nothing), then turned upright, stripped of metadata (phone photos carry GPS
 * positions) and scaled so its longer side is at most PHOTO_MAX_SIDE.
 */

/** The longer side of a stored photo, in pixels: enough for the preview, small to keep. */
export const PHOTO_MAX_SIDE = 1024;

const unsupported = () => new AppError('TRYON_IMAGE_UNSUPPORTED', 'Please upload a JPEG, PNG or WebP photo.');
const tooLarge = () => new AppError('TRYON_IMAGE_TOO_LARGE', 'The photo must be under 5 MB.');

const DATA_URL = /^data:([a-z0-9.+/-]*)(;[a-z0-9=.+-]*)*;base64,/i;

/** The bytes of a `data:...;base64,` URL (or of bare base64), refused when it is neither. */
export function decodeDataUrl(text: string): Buffer {
  const head = DATA_URL.exec(text);
  const body = head ? text.slice(head[0].length) : text;
  // Base64 grows 4/3: anything longer than this decodes to more than the limit.
  if (body.length > Math.ceil((TRYON_IMAGE_MAX_BYTES * 4) / 3) + 4) throw tooLarge();
  const clean = body.replace(/\s+/g, '');
  if (clean.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) throw unsupported();
  return Buffer.from(clean, 'base64');
}

export interface NormalisedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/** Checks the photo's kind and size, and answers it upright, stripped and scaled, as JPEG. */
export async function normalisePhoto(bytes: Buffer): Promise<NormalisedPhoto> {
  if (bytes.length === 0) throw unsupported();
  if (bytes.length > TRYON_IMAGE_MAX_BYTES) throw tooLarge();
  let format: string | undefined;
  try {
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    if (meta.width && meta.height) format = meta.format;
  } catch {
    throw unsupported();
  }
  if (!format || !(TRYON_IMAGE_FORMATS as readonly string[]).includes(format)) throw unsupported();
  try {
    // failOn 'truncated' refuses a picture cut short (metadata alone reads fine).
    const { data, info } = await sharp(bytes, { failOn: 'truncated' })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw unsupported();
  }
}
