import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsMediaStorage, MediaKeyError, type MediaStorage } from './media-storage';

let root: string;
let media: MediaStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'isoko-media-'));
  media = createFsMediaStorage(path.join(root, 'media'));
});
afterAll(async () => rm(root, { recursive: true, force: true }));

describe('filesystem media storage', () => {
  it('stores, reads back, replaces and deletes a file under the media root', async () => {
    await media.put('catalog/shirt-1.webp', Buffer.from('first'));
    expect(existsSync(path.join(root, 'media', 'catalog', 'shirt-1.webp'))).toBe(true);
    expect((await media.get('catalog/shirt-1.webp'))?.toString()).toBe('first');

    await media.put('catalog/shirt-1.webp', Buffer.from('second'));
    expect((await media.get('catalog/shirt-1.webp'))?.toString()).toBe('second');
    // No temporary file is left beside it.
    expect(await readdir(path.join(root, 'media', 'catalog'))).toEqual(['shirt-1.webp']);

    expect(await media.delete('catalog/shirt-1.webp')).toBe(true);
    expect(await media.get('catalog/shirt-1.webp')).toBeNull();
    expect(await media.delete('catalog/shirt-1.webp')).toBe(false);
  });

  it('gives the public address of a key', () => {
    expect(media.url('try-on/overlay_2.png')).toBe('/media/try-on/overlay_2.png');
    expect(createFsMediaStorage(root, 'https://cdn.isoko.rw/media/').url('a.png')).toBe(
      'https://cdn.isoko.rw/media/a.png',
    );
  });

  it('refuses keys that would leave the media root or break a URL', async () => {
    for (const key of [
      '../secret',
      'catalog/../../etc/passwd',
      '/etc/passwd',
      '',
      'a//b',
      '.hidden',
      'a b.png',
    ]) {
      await expect(media.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(MediaKeyError);
      await expect(media.get(key), key).rejects.toBeInstanceOf(MediaKeyError);
      expect(() => media.url(key), key).toThrow(MediaKeyError);
    }
    expect(await readdir(root)).toEqual(['media']);
  });
});
