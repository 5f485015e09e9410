import type { BrowserMeasurements } from '@isoko/shared/tryon/schema';
import sharp from 'sharp';
import type { MediaStorage } from '../../lib/media-storage';

/**
 * The try-on preview: the garment's picture placed over the shopper's photo. With the
 * shoulder keypoints the browser found, the garment is centred between the shoulders and
 * scaled to their width; without them it sits where a standing body's chest usually is.
 */

/** Garment width ÷ the distance between the shoulder keypoints (sleeves reach past the joints). */
const GARMENT_TO_SHOULDERS = 1.7;

/**
 * The picture's bytes when it is one of our own media files (never fetched from elsewhere).
 * Seeded product drawings have a square backdrop and a floor shadow: both are removed so only
 * the garment is laid over the photo.
 */
export async function garmentPicture(media: MediaStorage, url: string): Promise<Buffer | null> {
  if (!url.startsWith('/media/')) return null;
  let bytes: Buffer | null;
  try {
    bytes = await media.get(url.slice('/media/'.length).split('?')[0]!);
  } catch {
    return null;
  }
  if (!bytes) return null;
  const text = bytes.subarray(0, 5).toString('latin1');
  if (text.startsWith('<svg') || text.startsWith('<?xml')) {
    const svg = bytes
      .toString('utf8')
      .replace(/<rect width="(\d+)" height="\1" fill="url\(#[^)]+\)"\/>/, '')
      .replace(/<ellipse [^>]*opacity="\.08"\/>/, '');
    return Buffer.from(svg);
  }
  return bytes;
}

export async function composePreview(
  photo: Buffer,
  garment: Buffer | null,
  measurements: BrowserMeasurements | undefined,
): Promise<Buffer> {
  const base = sharp(photo);
  const { width = 1, height = 1 } = await base.metadata();
  if (!garment) return base.webp({ quality: 80 }).toBuffer();

  const s = measurements?.shoulders;
  const shoulderPx = s ? Math.hypot((s.left.x - s.right.x) * width, (s.left.y - s.right.y) * height) : 0;
  const targetWidth = Math.round(
    Math.min(
      width * 0.95,
      Math.max(width * 0.15, s && shoulderPx > 8 ? shoulderPx * GARMENT_TO_SHOULDERS : width * 0.45),
    ),
  );
  let layer: Buffer;
  try {
    layer = await sharp(garment, { density: 300 })
      .trim()
      .resize({ width: targetWidth, height: Math.round(height * 0.9), fit: 'inside' })
      .png()
      .toBuffer();
  } catch {
    return base.webp({ quality: 80 }).toBuffer();
  }
  const info = await sharp(layer).metadata();
  const lw = info.width ?? targetWidth;
  const lh = info.height ?? targetWidth;
  const centreX = s ? ((s.left.x + s.right.x) / 2) * width : width / 2;
  // The garment's top sits a little above the shoulder line (collar and straps).
  const top = s ? ((s.left.y + s.right.y) / 2) * height - lh * 0.06 : height * 0.22;
  const left = Math.round(Math.min(width - lw, Math.max(0, centreX - lw / 2)));
  const clampedTop = Math.round(Math.min(height - lh, Math.max(0, top)));
  return base
    .composite([{ input: layer, left, top: clampedTop }])
    .webp({ quality: 80 })
    .toBuffer();
}
