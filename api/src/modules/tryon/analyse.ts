import type { TryOnAnalyseJob } from '@isoko/shared/jobs';
import { rooms } from '@isoko/shared/realtime';
import { adviceInEnglish, analyseTryOn } from '@isoko/shared/tryon/rules';
import { TRYON_STAGES, type TryOnResult, type TryOnStage } from '@isoko/shared/tryon/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { composePreview, garmentPicture } from './compose';
import { bestSampleFor, garmentFacts, productRefOf, recommendedGarments } from './garments';

export const TRYON_FOLDER = 'tryon';
export const photoKeyOf = (tryOnId: string) => `${TRYON_FOLDER}/${tryOnId}.jpg`;
export const previewKeyOf = (tryOnId: string) => `${TRYON_FOLDER}/${tryOnId}-preview.webp`;

type Deps = Pick<AppDeps, 'catalog' | 'db' | 'media' | 'emitter' | 'log'>;

/**
 * The analysis job in five real steps, each reported as 20 % more: the body (measurements
 * against the body type), the face (skin tone and face shape), mapping the garment (its size
 * chart and stock), fit and style (the rule table and recommendations), and the final image.
 * The same job data always gives the same result.
 */
export async function runTryOnAnalysis(
  deps: Deps,
  job: TryOnAnalyseJob,
  reportProgress: (progress: number) => Promise<void> = async () => {},
): Promise<TryOnResult> {
  const report = async (stage: TryOnStage) => {
    const progress = (TRYON_STAGES.indexOf(stage) + 1) * 20;
    await reportProgress(progress);
    if (job.requestId) {
      deps.emitter
        .to(rooms.tryon(job.requestId))
        .emit('tryon:progress', { requestId: job.requestId, stage, progress });
    }
  };
  const photo = await deps.media.get(job.photoKey);
  // The photo is gone (purged, or a retry after a purge): nothing to analyse any more.
  if (!photo)
    throw new AppError('NOT_FOUND', 'This try-on photo is no longer stored. Please upload it again.');
  const occasion = job.preferences.occasion;
  await report('body');
  await report('face');

  const productId = job.productId ?? (await bestSampleFor(deps, job.bodyType, occasion));
  const { product, garment } = await garmentFacts(deps, productId);
  await report('mapping');

  const { bodyType, skinTone, measurements, height } = job;
  const analysis = analyseTryOn({ bodyType, skinTone, occasion, measurements, height }, garment);
  const recommendedProducts = await recommendedGarments(deps, product, {
    bodyType: analysis.bodyType,
    skinTone: analysis.skinTone,
    occasion,
  });
  await report('fit');

  const preview = await composePreview(
    photo,
    await garmentPicture(deps.media, product.mainImage),
    job.measurements,
  );
  await deps.media.put(previewKeyOf(job.tryOnId), preview);
  await report('result');

  const insight = analysis.sizeRecommendation;
  return {
    success: true,
    id: job.tryOnId,
    tryOnImage: deps.media.url(previewKeyOf(job.tryOnId)),
    originalImage: deps.media.url(job.photoKey),
    confidence: analysis.confidence,
    matchPercent: analysis.matchPercent,
    recommendations: analysis.advice.map(adviceInEnglish),
    advice: analysis.advice,
    fitAnalysis: analysis.fitAnalysis,
    bodyMeasurements: analysis.body,
    faceAnalysis: {
      // What the face's skin pixels showed; the colour advice follows the shopper's own choice.
      skinTone: job.measurements?.skinTone ?? analysis.skinTone,
      faceShape: job.measurements?.faceShape ?? null,
      recommendedColors: analysis.recommendedColors,
      confidence: job.measurements?.faceScore ?? (job.measurements?.skinTone ? 0.8 : 0.5),
    },
    mlInsights: {
      bodyType: analysis.bodyType,
      chosenBodyType: job.bodyType,
      styleMatch: analysis.fitAnalysis.styleMatch,
      colorHarmony: analysis.colorHarmony,
      sizeRecommendation: insight,
      confidence: analysis.confidence,
    },
    occasions: analysis.occasions,
    product: {
      ...productRefOf(product),
      colors: [...garment.colors],
      sizes: [...garment.sizes],
      recommendedSize: insight,
      recommendedColor: analysis.recommendedColor,
    },
    recommendedProducts,
  };
}
