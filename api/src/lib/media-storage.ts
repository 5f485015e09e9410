import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live (product pictures, try-on overlays). Keys are
 * relative paths such as `catalog/abc.webp`; the public address of a key is `url(key)`.
 */
export interface MediaStorage {
  /** Stores (or replaces) a file. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes a file; true when one was there. */
  delete(key: string): Promise<boolean>;
  /** The path a browser loads the file from, e.g. `/media/catalog/abc.webp`. */
  url(key: string): string;
}

/** A key the storage refuses: absolute, empty, with `..`, or with characters unsafe in a path or URL. */
export class MediaKeyError extends Error {
  constructor(readonly key: string) {
    super('MEDIA_KEY_INVALID');
    this.name = 'MediaKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/** Checks a key and splits it into path segments; a key never climbs out of the media root. */
function segmentsOf(key: string): string[] {
  const segments = key.split('/');
  // The first character is a letter or digit, so `.` and `..` never pass; `a..b` is refused too.
  const ok = segments.length <= MAX_SEGMENTS && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
  if (!ok) throw new MediaKeyError(key);
  return segments;
}

/**
 * Files under `root` (`$DATA_DIR/media`), served at `publicPath`. Writes go to a temporary
 * name first and are renamed into place, so a reader never sees half a file.
 */
export function createFsMediaStorage(root: string, publicPath = '/media'): MediaStorage {
  const base = publicPath.replace(/\/$/, '');
  const fileOf = (key: string) => path.join(root, ...segmentsOf(key));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now().toString(36)}.part`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      try {
        await rm(file);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    url: (key) => `${base}/${segmentsOf(key).join('/')}`,
  };
}
