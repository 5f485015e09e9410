import { useTranslation } from 'react-i18next';

/**
 * The previous/next buttons over a gallery picture (the product page's gallery and the
 * full-screen viewer). `onStep` receives -1 or +1; the caller wraps the index.
 */
export function GalleryArrows({ onStep }: { onStep: (delta: -1 | 1) => void }) {
  const { t } = useTranslation('product');
  return (
    <>
      <button
        type="button"
        className="gallery-nav prev"
        aria-label={t('gallery.prev')}
        onClick={() => onStep(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="gallery-nav next"
        aria-label={t('gallery.next')}
        onClick={() => onStep(1)}
      >
        ›
      </button>
    </>
  );
}
