import { randomUUID } from 'node:crypto';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_WIDTHS,
  type MediaUploadResponse,
  VIDEO_UPLOAD_MAX_BYTES,
} from '@isoko/shared/admin/products-schema';
import sharp from 'sharp';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';

/**
 * Product media uploads. The kind is read from the bytes (a name or a declared type proves
 * nothing): sharp must recognise a picture, a video must start with a known container
 * signature. Pictures are turned upright by their EXIF orientation, stripped of metadata (phone
 * photos carry GPS positions) and stored as WebP at three widths; videos are stored as sent.
 */

/** Stored uploads live under this media key folder and are served at `/media/uploads/`. */
export const UPLOADS_FOLDER = 'uploads';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

type VideoType = { ext: string; contentType: string };

/** The container of a video file from its first bytes, or null. */
export function videoTypeOf(bytes: Uint8Array): VideoType | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length < 12) return null;
  if (ascii(4, 8) === 'ftyp') {
    return ascii(8, 10) === 'qt'
      ? { ext: 'mov', contentType: 'video/quicktime' }
      : { ext: 'mp4', contentType: 'video/mp4' };
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return { ext: 'webm', contentType: 'video/webm' };
  }
  if (ascii(0, 4) === 'OggS') return { ext: 'ogg', contentType: 'video/ogg' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ')
    return { ext: 'avi', contentType: 'video/x-msvideo' };
  return null;
}

async function imageFormatOf(bytes: Buffer): Promise<string | null> {
  try {
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    return meta.format && IMAGE_FORMATS.has(meta.format) && meta.width && meta.height ? meta.format : null;
  } catch {
    return null;
  }
}

const tooLarge = () =>
  new AppError('MEDIA_TOO_LARGE', 'Image size should be less than 5MB; video size should be less than 50MB');

/** Stores an uploaded file and answers its addresses. `truncated`: the upload went past the video limit. */
export async function uploadMedia(
  deps: Pick<AppDeps, 'media'>,
  file: { data: Buffer; truncated: boolean } | null,
): Promise<MediaUploadResponse> {
  if (!file || file.data.length === 0) {
    throw new AppError('MEDIA_TYPE_UNSUPPORTED', 'Please upload an image or video file');
  }
  if (file.truncated || file.data.length > VIDEO_UPLOAD_MAX_BYTES) throw tooLarge();
  const id = randomUUID();

  const video = videoTypeOf(file.data);
  if (video) {
    const key = `${UPLOADS_FOLDER}/${id}.${video.ext}`;
    await deps.media.put(key, file.data);
    return { success: true, kind: 'video', url: deps.media.url(key), variants: [] };
  }

  const format = await imageFormatOf(file.data);
  if (!format) throw new AppError('MEDIA_TYPE_UNSUPPORTED', 'Please upload an image or video file');
  if (file.data.length > IMAGE_UPLOAD_MAX_BYTES) {
    throw new AppError('MEDIA_TOO_LARGE', 'Image size should be less than 5MB');
  }
  // rotate() with no angle applies the EXIF orientation; WebP output keeps no metadata by default.
  const upright = await sharp(file.data, { failOn: 'error' }).rotate().toBuffer();
  const variants: MediaUploadResponse['variants'] = [];
  for (const width of IMAGE_WIDTHS) {
    const webp = await sharp(upright)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const key = `${UPLOADS_FOLDER}/${id}-${width}.webp`;
    await deps.media.put(key, webp);
    variants.push({ width, url: deps.media.url(key) });
  }
  return { success: true, kind: 'image', url: variants[variants.length - 1]!.url, variants };
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogg: 'video/ogg',
  avi: 'video/x-msvideo',
};

/** A stored upload for `GET /media/uploads/:name`, or null (unknown or refused name). */
export async function readUpload(
  deps: Pick<AppDeps, 'media'>,
  name: string,
): Promise<{ data: Buffer; contentType: string } | null> {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const contentType = CONTENT_TYPES[ext];
  if (!contentType || !/^[0-9a-f-]{36}(-\d{3,4})?\.[a-z0-9]{3,4}$/.test(name)) return null;
  const data = await deps.media.get(`${UPLOADS_FOLDER}/${name}`);
  return data ? { data, contentType } : null;
}
