import { useEffect, useState } from 'react';
import { analysePicture, imageOf, type LoadedModels, type PhotoAnalysis, toCanvas } from './models';

/** The shopper's photo, a link to show it, and what the models read in it. */
export interface Shot {
  photo: Blob;
  url: string;
  analysis: PhotoAnalysis;
}

const jpegOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no frame'))), 'image/jpeg', 0.92),
  );

/**
 * Takes the shopper's photo from the camera's video or from a file, and has the models read it.
 * `progress` runs 0 to 100 while they do; `nobody` when no body or face was found. A photo with
 * someone in it becomes the `shot`, and `onCaptured` hears when its capture started.
 */
export function usePhotoCapture(
  models: LoadedModels | null,
  videoRef: { readonly current: HTMLVideoElement | null },
  onCaptured: (startedAt: number) => void,
) {
  const [capturing, setCapturing] = useState(false);
  const [progress, setProgress] = useState(0);
  const [shot, setShot] = useState<Shot | null>(null);
  const [nobody, setNobody] = useState(false);

  // The photo's link is freed once another photo replaces it or the wizard closes.
  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.url) : undefined), [shot]);

  const analyse = async (canvas: HTMLCanvasElement, started: number, photo?: Blob) => {
    if (!models) return;
    setProgress(40);
    const jpeg = photo ?? (await jpegOf(canvas));
    setProgress(60);
    const analysis = await analysePicture(models, canvas);
    setProgress(80);
    if (analysis.keypoints === 0 && !analysis.faceFound) {
      setNobody(true);
      return;
    }
    setProgress(100);
    setNobody(false);
    setShot({ photo: jpeg, url: URL.createObjectURL(jpeg), analysis });
    onCaptured(started);
  };

  const capture = async () => {
    const video = videoRef.current;
    if (!video || !models || capturing) return;
    const started = performance.now();
    setCapturing(true);
    setProgress(0);
    try {
      const canvas = toCanvas(video, video.videoWidth, video.videoHeight);
      setProgress(20);
      await analyse(canvas, started);
    } catch (error) {
      console.warn('try-on: capture failed', error);
    } finally {
      setCapturing(false);
    }
  };

  const upload = async (file: File) => {
    if (!models) return;
    const started = performance.now();
    setCapturing(true);
    try {
      const img = await imageOf(file);
      setProgress(20);
      await analyse(toCanvas(img, img.naturalWidth, img.naturalHeight), started, file);
    } catch (error) {
      console.warn('try-on: the photo could not be read', error);
    } finally {
      setCapturing(false);
    }
  };

  /** Forgets the photo, to start again with another. */
  const reset = () => {
    setShot(null);
    setProgress(0);
    setNobody(false);
  };

  return { capturing, progress, shot, nobody, capture, upload, reset };
}

export type PhotoCapture = ReturnType<typeof usePhotoCapture>;
