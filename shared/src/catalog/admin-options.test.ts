import { describe, expect, it } from 'vitest';
import { mediaKindOfUrl, SIZE_OPTIONS, STORAGE_OPTIONS, sizeChoices } from './admin-options';

describe('product form option lists', () => {
  it('offers clothing sizes except for the size-less categories', () => {
    expect(sizeChoices('women-fashion', null)).toEqual(SIZE_OPTIONS);
    expect(sizeChoices(null, null)).toEqual(SIZE_OPTIONS);
    for (const slug of [
      'bags-accessories',
      'jewelry-watches',
      'beauty-personal-care',
      'home-living',
      'sports-outdoor',
      'audio',
      'cameras',
      'books-media',
      'pet-supplies',
    ]) {
      expect(sizeChoices(slug, null)).toEqual([]);
    }
    for (const slug of ['womens-fashion', 'mens-fashion', 'kids-baby', 'shoes-footwear']) {
      expect(sizeChoices(slug, null)).toEqual(SIZE_OPTIONS);
    }
  });

  it('offers storage capacities 4GB to 4TB for electronics without a subcategory and its storage ones', () => {
    expect(STORAGE_OPTIONS[0]).toBe('4GB');
    expect(STORAGE_OPTIONS.at(-1)).toBe('4TB');
    expect(sizeChoices('electronics', null)).toEqual(STORAGE_OPTIONS);
    for (const sub of ['storage-devices', 'computers-laptops', 'phones-tablets']) {
      expect(sizeChoices('electronics', sub)).toEqual(STORAGE_OPTIONS);
    }
    expect(sizeChoices('electronics', 'tv-audio')).toEqual([]);
    // This shop's own places for phones, tablets and computers.
    expect(sizeChoices('computers', null)).toEqual(STORAGE_OPTIONS);
    for (const [category, sub] of [
      ['computers', 'laptops'],
      ['computers', 'desktops'],
      ['electronics', 'smartphones'],
      ['electronics', 'tablets'],
    ]) {
      expect(sizeChoices(category, sub)).toEqual(STORAGE_OPTIONS);
    }
    expect(sizeChoices('computers', 'monitors')).toEqual([]);
    expect(sizeChoices('electronics', 'wearables')).toEqual([]);
  });

  it('treats .mp4, .webm, .ogg, .mov and .avi addresses as video', () => {
    for (const ext of ['mp4', 'webm', 'ogg', 'mov', 'AVI'])
      expect(mediaKindOfUrl(`/media/a.${ext}?v=1`)).toBe('video');
    expect(mediaKindOfUrl('/media/uploads/a-1280.webp')).toBe('image');
  });
});
