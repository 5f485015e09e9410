import { useTranslation } from 'react-i18next';
import type { PhotoReading } from './use-photo-reading';

/** Says what the in-browser models made of the photo. */
export function PhotoReadingNote({ reading }: { reading: PhotoReading }) {
  const { t } = useTranslation('tryon');
  if (reading.status === 'idle') return null;
  const text =
    reading.status === 'reading'
      ? t('reading.busy')
      : reading.status === 'read'
        ? t('reading.done', { keypoints: reading.analysis.keypoints })
        : t('reading.failed');
  return (
    <p className="tryon-hint" role="status" data-testid="photo-reading" data-status={reading.status}>
      {text}
    </p>
  );
}
