import type { TryOnResult } from '@isoko/shared/tryon/schema';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { bodyTypeFromPhoto } from './ml-analysis';
import { dataUrlOf } from './models';
import { postTryOn } from './queries';
import type { Shot } from './use-photo-capture';

export interface MlTryOnInput {
  /** Present whenever the try-on is asked for: the wizard offers it only once there is a photo. */
  shot: Shot | null;
  /** Present whenever the try-on is asked for: the button waits for a garment. */
  productId: string | null;
  height: number | undefined;
  /** The progress room's id, sent so the job's stages reach this screen. */
  requestId: string;
  /** Hears when the request was sent, once its result is in. */
  onSuccess: (startedAt: number) => void;
}

/** Sends the photo and what the models measured in it to the try-on, with the garment chosen. */
export function useMlTryOn({ shot, productId, height, requestId, onSuccess }: MlTryOnInput) {
  const started = useRef(0);
  return useMutation({
    mutationFn: async (): Promise<TryOnResult> => {
      const m = (shot as Shot).analysis.measurements;
      started.current = performance.now();
      return postTryOn({
        userImage: await dataUrlOf((shot as Shot).photo),
        bodyType: bodyTypeFromPhoto(m),
        // Without a face the skin tone is unknown; the middle tone keeps the colour advice neutral.
        skinTone: m.skinTone ?? 'medium',
        preferences: { style: 'modern', occasion: 'casual' },
        productId: productId as string,
        measurements: m,
        height,
        requestId,
      });
    },
    onSuccess: () => onSuccess(started.current),
  });
}
