/**
 * The widths the server stores an uploaded picture at (WebP, `/media/uploads/<id>-<width>.webp`;
 * the product keeps the widest). Written out here rather than imported from the admin schema so
 * every page's first script stays free of zod; image-sources.test.ts keeps the two lists equal.
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
