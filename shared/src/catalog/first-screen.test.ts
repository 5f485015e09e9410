import { describe, expect, it } from 'vitest';
import { firstScreenRequests, LISTING_PATH, leadImageRequest, leadImages, productPath } from './first-screen';
import { PICTURE_SIZES } from './media-sources';

const UPLOAD = '/media/uploads/0b6f3f0e-8d3c-4a53-9d61-3f1e2c4b5a69';
const card = (mainImage: string) => ({ id: mainImage, mainImage });

/** The requests of a page, with each answered by `answer(path)`. */
const leadFor = (pathname: string, answer: (path: string) => unknown) => {
  const request = leadImageRequest(firstScreenRequests(pathname));
  return request ? leadImages(request, answer(request.path)) : [];
};

describe('the first screen’s lead pictures', () => {
  it('names a product page’s main picture with its stored widths, at the gallery’s size', () => {
    const lead = leadFor('/product/p-1', (path) =>
      path === productPath('p-1')
        ? {
            success: true,
            data: {
              mainImage: `${UPLOAD}-1280.webp`,
              images: [{ url: `${UPLOAD}-1280.webp`, kind: 'image', alt: '' }, { url: '/media/b.svg' }],
            },
          }
        : undefined,
    );
    expect(lead).toEqual([
      {
        href: `${UPLOAD}-1280.webp`,
        srcset: `${UPLOAD}-320.webp 320w, ${UPLOAD}-640.webp 640w, ${UPLOAD}-1280.webp 1280w`,
        sizes: PICTURE_SIZES.gallery,
      },
    ]);
  });

  it('falls back to the main image without media, and names nothing when the first is a video', () => {
    const answerWith = (data: unknown) => () => ({ success: true, data });
    for (const data of [{ mainImage: '/media/a.svg', images: [] }, { mainImage: '/media/a.svg' }]) {
      expect(leadFor('/product/p-1', answerWith(data))).toEqual([
        { href: '/media/a.svg', sizes: PICTURE_SIZES.gallery },
      ]);
    }
    const video = { mainImage: '/media/a.svg', images: [{ url: '/media/clip.mp4', kind: 'video' }] };
    expect(leadFor('/product/p-1', answerWith(video))).toEqual([]);
  });

  it('names the home page’s first two previews (the featured rail) and a listing’s first two cards', () => {
    const cards = { success: true, data: ['/media/1.svg', '/media/2.svg', '/media/3.svg'].map(card) };
    const home = leadFor('/', (path) => (path.startsWith('/api/products/featured') ? cards : undefined));
    expect(home).toEqual([
      { href: '/media/1.svg', sizes: PICTURE_SIZES.heroPreview },
      { href: '/media/2.svg', sizes: PICTURE_SIZES.heroPreview },
    ]);
    for (const page of ['/shop', '/category/dresses']) {
      const listing = leadFor(page, (path) => (path.startsWith(LISTING_PATH) ? cards : { success: true }));
      expect(listing.map((i) => [i.href, i.sizes])).toEqual([
        ['/media/1.svg', PICTURE_SIZES.card],
        ['/media/2.svg', PICTURE_SIZES.card],
      ]);
    }
  });

  it('names nothing for a page without answers, an empty listing or a broken answer', () => {
    expect(leadFor('/cart', () => undefined)).toEqual([]);
    expect(leadFor('/shop', () => ({ success: true, data: [] }))).toEqual([]);
    expect(leadFor('/shop', () => ({ success: true, data: [{ mainImage: 7 }, null] }))).toEqual([]);
    expect(leadFor('/shop', () => ({ success: true, data: [card('/media/uploads/clip.mp4')] }))).toEqual([]);
    expect(leadFor('/product/p-1', () => undefined)).toEqual([]);
  });
});
