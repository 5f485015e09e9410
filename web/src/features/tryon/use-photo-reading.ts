import { useEffect, useState } from 'react';
import { analysePicture, imageOf, loadModels, type PhotoAnalysis, toCanvas } from './models';

export type PhotoReading =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'read'; analysis: PhotoAnalysis; backend: string }
  | { status: 'unreadable' };

/**
 * Reads a chosen photo with the in-browser models (loaded on first use, in this screen's chunk
 * only). When they find a body, their measurements go with the request and refine the body
 * type chosen; when they cannot, the try-on works on the choices alone.
 */
export function usePhotoReading(file: Blob | null): PhotoReading {
  const [reading, setReading] = useState<PhotoReading>({ status: 'idle' });
  useEffect(() => {
    if (!file) {
      setReading({ status: 'idle' });
      return;
    }
    let current = true;
    setReading({ status: 'reading' });
    (async () => {
      try {
        const [models, img] = await Promise.all([loadModels(), imageOf(file)]);
        const analysis = await analysePicture(models, toCanvas(img, img.naturalWidth, img.naturalHeight));
        if (!current) return;
        setReading(
          analysis.keypoints > 0 || analysis.faceFound
            ? { status: 'read', analysis, backend: models.backend }
            : { status: 'unreadable' },
        );
      } catch (error) {
        console.warn('try-on: the photo could not be read by the models', error);
        if (current) setReading({ status: 'unreadable' });
      }
    })();
    return () => {
      current = false;
    };
  }, [file]);
  return reading;
}
