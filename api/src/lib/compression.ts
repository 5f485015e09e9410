import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

/**
 * Brotli at a low quality: about as quick as gzip and a little smaller. The default (11) takes
 * tens of milliseconds for a page, too slow for answers made per request.
 */
export const BROTLI_FAST = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** A body compressed the best way the client accepts (`br`, then `gzip`), or null for neither. */
export function compressFor(
  acceptEncoding: string | undefined,
  body: string,
): { encoding: 'br' | 'gzip'; body: Buffer } | null {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return { encoding: 'br', body: brotliCompressSync(body, BROTLI_FAST) };
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: gzipSync(body) };
  return null;
}
