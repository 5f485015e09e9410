import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../admin/products-schema';
import { STORED_WIDTHS, srcSetOf } from './media-sources';

describe('picture sources', () => {
  it('offers the widths the server stores uploads at', () => {
    expect([...STORED_WIDTHS]).toEqual([...IMAGE_WIDTHS]);
  });

  it('gives an uploaded picture its three widths and leaves drawings alone', () => {
    const id = '0b6f3f0e-8d3c-4a53-9d61-3f1e2c4b5a69';
    expect(srcSetOf(`/media/uploads/${id}-1280.webp`)).toBe(
      `/media/uploads/${id}-320.webp 320w, /media/uploads/${id}-640.webp 640w, /media/uploads/${id}-1280.webp 1280w`,
    );
    expect(srcSetOf('/media/catalog/phone-blue-0.svg')).toBeUndefined();
    expect(srcSetOf('https://example.com/a.webp')).toBeUndefined();
  });
});
