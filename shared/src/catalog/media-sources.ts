/**
 * Which file the browser fetches for a product picture, shared by the web client (which draws
 * the pictures) and the server (which names the first screen's pictures in the page, so the
 * browser asks for them before any script runs). Both must say the same `srcset` and `sizes`,
 * or the browser would fetch a picture twice.
 *
 * Free of zod: every page's first script imports this.
 */

/**
 * The widths the server stores an uploaded picture at (WebP, `/media/uploads/<id>-<width>.webp`;
 * the product keeps the widest). Written out here rather than imported from the admin schema;
 * media-sources.test.ts keeps the two lists equal.
 */
export const STORED_WIDTHS = [320, 640, 1280] as const;

const UPLOAD = /^(.*\/media\/uploads\/[0-9a-f-]{36})-(\d{3,4})\.webp$/i;

/**
 * `srcset` for a picture stored at the three widths, so a phone downloads the 320 or 640 px file
 * instead of the 1280 px one. Drawings (SVG) and other addresses have a single source: undefined.
 */
export function srcSetOf(url: string): string | undefined {
  const m = UPLOAD.exec(url);
  if (!m) return undefined;
  return STORED_WIDTHS.map((w) => `${m[1]}-${w}.webp ${w}w`).join(', ');
}

const VIDEO = /\.(mp4|webm|ogg|mov|avi|m4v)(\?.*)?$/i;

/** Product media may be a video: a file with a video extension or a video data URI. */
export function isVideo(url: string): boolean {
  return VIDEO.test(url) || url.startsWith('data:video/');
}

/** A product's media item is a video when it says so or its address is one. */
export const isVideoMedia = (item: { url: string; kind?: string }) =>
  item.kind === 'video' || isVideo(item.url);

/** How wide each kind of product picture shows (`sizes`), in CSS pixels where it is fixed. */
export const PICTURE_SIZES = {
  /** The product page's main picture: the phone's width, at most 560 px beside the details. */
  gallery: '(max-width: 700px) 100vw, 560px',
  /** A product card in a grid or rail. */
  card: '320px',
  /** The home page's four product previews beside the welcome text. */
  heroPreview: '160px',
} as const;
