import type { ProductMediaDto } from '@isoko/shared/catalog/schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { ProductMedia } from '../../ui/product-media';
import { GalleryArrows } from './gallery-arrows';
import { wrapIndex } from './product-gallery';

/** The full-screen viewer: large media, previous/next (arrow keys too) and dots. */
export function MediaViewer({
  items,
  index,
  fallbackImage,
  name,
  onIndex,
  onClose,
}: {
  items: ProductMediaDto[];
  index: number;
  fallbackImage: string;
  name: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['product', 'catalog']);
  const current = items[index] ?? items[0]!;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndex(wrapIndex(index - 1, items.length));
      if (e.key === 'ArrowRight') onIndex(wrapIndex(index + 1, items.length));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, items.length, onIndex]);
  return (
    <Dialog title={name} onClose={onClose} closeLabel={t('catalog:actions.close')} className="viewer">
      <div className="viewer-stage">
        <ProductMedia
          src={current.url}
          alt={current.alt || name}
          fallbackImage={fallbackImage}
          controls
          eager
          width={1000}
          height={1000}
        />
        {items.length > 1 && <GalleryArrows onStep={(d) => onIndex(wrapIndex(index + d, items.length))} />}
      </div>
      {items.length > 1 && (
        <div className="dots">
          {items.map((_, i) => (
            <button
              key={i}
              type="button"
              className="dot"
              aria-label={t('gallery.show', { n: i + 1, total: items.length })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onIndex(i)}
            />
          ))}
        </div>
      )}
    </Dialog>
  );
}
