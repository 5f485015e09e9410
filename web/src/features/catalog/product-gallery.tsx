import { isVideoMedia, PICTURE_SIZES } from '@isoko/shared/catalog/media-sources';
import type { ProductMediaDto } from '@isoko/shared/catalog/schema';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../ui/lazy-part';
import { ProductMedia } from '../../ui/product-media';
import { PlayIcon } from '../layout/icons';
import { PartOfflineClosed } from '../layout/part-offline';
import { GalleryArrows } from './gallery-arrows';

const MediaViewer = lazyPart(() => import('./media-viewer').then((m) => m.MediaViewer), {
  unreachable: ({ onClose }) => <PartOfflineClosed onClose={onClose} />,
});

/** Next index with wrap-around: past the last image comes the first, before the first the last. */
export const wrapIndex = (index: number, length: number) =>
  length ? ((index % length) + length) % length : 0;

/** Main picture or video, previous/next, thumbnails and a full-screen viewer. */
export function ProductGallery({
  media,
  fallbackImage,
  name,
  color = '',
  colorImage = null,
}: {
  media: ProductMediaDto[];
  fallbackImage: string;
  name: string;
  /** The chosen colour: the gallery shows that colour's first picture when it has one. */
  color?: string;
  /** The chosen colour's own picture (its variant's), shown when the colour is chosen. */
  colorImage?: string | null;
}) {
  const { t } = useTranslation('product');
  const items = media.length ? media : [{ url: fallbackImage, kind: 'image' as const, alt: name }];
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState(false);
  const [shownColor, setShownColor] = useState(color);
  if (shownColor !== color) {
    setShownColor(color);
    const c = color.toLowerCase();
    const match = !c
      ? -1
      : colorImage
        ? items.findIndex((m) => m.url === colorImage)
        : items.findIndex((m) => m.alt.toLowerCase().endsWith(` ${c}`));
    if (match >= 0) setIndex(match);
  }
  const current = items[wrapIndex(index, items.length)]!;
  const video = isVideoMedia(current);
  const many = items.length > 1;
  return (
    <div className="gallery">
      <div className="gallery-main">
        {video ? (
          <ProductMedia
            src={current.url}
            alt={current.alt || name}
            fallbackImage={fallbackImage}
            controls
            eager
            width={640}
            height={640}
          />
        ) : (
          <button
            type="button"
            className="gallery-zoom"
            onClick={() => setViewer(true)}
            aria-label={t('gallery.zoom')}
          >
            <ProductMedia
              src={current.url}
              alt={current.alt || name}
              priority
              width={640}
              height={640}
              sizes={PICTURE_SIZES.gallery}
            />
          </button>
        )}
        {many && <GalleryArrows onStep={(d) => setIndex((i) => wrapIndex(i + d, items.length))} />}
        {video && (
          <button type="button" className="btn btn-small gallery-full" onClick={() => setViewer(true)}>
            {t('gallery.fullScreen')}
          </button>
        )}
      </div>
      {many && (
        <ul className="gallery-thumbs">
          {items.map((item, i) => (
            <li key={`${item.url}-${i}`}>
              <button
                type="button"
                aria-label={t('gallery.show', { n: i + 1, total: items.length })}
                aria-current={i === wrapIndex(index, items.length) ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                {isVideoMedia(item) ? (
                  <span className="thumb-video" aria-hidden="true">
                    <PlayIcon />
                  </span>
                ) : (
                  <ProductMedia src={item.url} alt="" width={80} height={80} />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewer && (
        <Suspense fallback={null}>
          <MediaViewer
            items={items}
            index={wrapIndex(index, items.length)}
            fallbackImage={fallbackImage}
            name={name}
            onIndex={setIndex}
            onClose={() => setViewer(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
