/**
 * What a file's first bytes say it is: a JPEG, PNG or WebP picture, or null for anything else.
 * A browser trusts the file name ("notes.jpg" reads as image/jpeg), so the try-on looks at the
 * bytes before it reads a body on the photo or sends it; the server decodes it again.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Bytes needed to tell the three kinds apart. */
export const IMAGE_KIND_BYTES = 12;

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  expected.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'webp';
  return null;
}
