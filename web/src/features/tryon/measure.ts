import { faceShapeFromMesh, skinToneFromRgb } from '@isoko/shared/tryon/rules';
import type { BrowserMeasurements } from '@isoko/shared/tryon/schema';

/**
 * Turns what the body and face models found on a photo into the measurements the try-on API
 * takes. Distances are divided by the body's height in the picture, so they do not depend on
 * how far the shopper stood from the camera.
 */

export interface Keypoint {
  part: string;
  /** Normalised 0..1 position in the picture. */
  positionRaw: readonly (number | undefined)[];
  score: number;
}

/** Keypoints below this score are treated as not seen. */
export const KEYPOINT_MIN_SCORE = 0.3;
/** MoveNet's nose sits at about 0.93 of standing height and the ankles at about 0.04. */
const NOSE_TO_ANKLE_SHARE = 0.89;

const at = (points: readonly Keypoint[], part: string) => {
  const p = points.find((k) => k.part === part && k.score >= KEYPOINT_MIN_SCORE);
  return p ? { x: p.positionRaw[0] ?? 0, y: p.positionRaw[1] ?? 0 } : null;
};

/** Body proportions from the 17 keypoints, in a picture `width` × `height` pixels. */
export function bodyMeasurements(
  keypoints: readonly Keypoint[],
  width: number,
  height: number,
): Pick<
  BrowserMeasurements,
  'shoulderToHeight' | 'hipToHeight' | 'legToHeight' | 'heightInFrame' | 'keypoints' | 'shoulders' | 'hips'
> {
  const seen = keypoints.filter((k) => k.score >= KEYPOINT_MIN_SCORE).length;
  const px = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    Math.hypot((a.x - b.x) * width, (a.y - b.y) * height);
  const ls = at(keypoints, 'leftShoulder');
  const rs = at(keypoints, 'rightShoulder');
  const lh = at(keypoints, 'leftHip');
  const rh = at(keypoints, 'rightHip');
  const nose = at(keypoints, 'nose');
  const ankles = [at(keypoints, 'leftAnkle'), at(keypoints, 'rightAnkle')].filter((p) => p !== null);
  const out: ReturnType<typeof bodyMeasurements> = { keypoints: seen };
  if (ls && rs) out.shoulders = { left: ls, right: rs };
  if (lh && rh) out.hips = { left: lh, right: rh };
  if (!nose || ankles.length === 0) return out;
  const ankleY = Math.max(...ankles.map((a) => a.y));
  const bodyPx = ((ankleY - nose.y) * height) / NOSE_TO_ANKLE_SHARE;
  if (bodyPx <= 0) return out;
  const ratio = (n: number) => Math.round((n / bodyPx) * 1000) / 1000;
  out.heightInFrame = Math.min(1, Math.round((bodyPx / height) * 1000) / 1000);
  if (ls && rs) out.shoulderToHeight = ratio(px(ls, rs));
  if (lh && rh) {
    out.hipToHeight = ratio(px(lh, rh));
    out.legToHeight = ratio((ankleY - (lh.y + rh.y) / 2) * height);
  }
  return out;
}

/** Mesh points whose surroundings are bare skin: forehead and both cheeks. */
export const SKIN_SAMPLE_POINTS = [151, 50, 280] as const;

/**
 * Skin tone from small patches of the picture around the forehead and cheeks, averaged.
 * `pixel(x, y)` reads one RGB pixel of the picture.
 */
export function skinToneFromMesh(
  mesh: readonly (readonly (number | undefined)[])[],
  pixel: (x: number, y: number) => readonly [number, number, number] | null,
  patch = 3,
) {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (const index of SKIN_SAMPLE_POINTS) {
    const p = mesh[index];
    if (!p) continue;
    for (let dx = -patch; dx <= patch; dx++) {
      for (let dy = -patch; dy <= patch; dy++) {
        const c = pixel(Math.round((p[0] ?? 0) + dx), Math.round((p[1] ?? 0) + dy));
        if (!c) continue;
        r += c[0];
        g += c[1];
        b += c[2];
        n++;
      }
    }
  }
  return n === 0 ? null : skinToneFromRgb(r / n, g / n, b / n);
}

export function faceMeasurements(
  mesh: readonly (readonly (number | undefined)[])[] | undefined,
  score: number | undefined,
  pixel: (x: number, y: number) => readonly [number, number, number] | null,
): Pick<BrowserMeasurements, 'faceShape' | 'skinTone' | 'faceScore'> {
  if (!mesh || mesh.length < 468) return {};
  const points = mesh.map((p) => [p[0] ?? 0, p[1] ?? 0] as const);
  const out: ReturnType<typeof faceMeasurements> = {};
  const shape = faceShapeFromMesh(points);
  if (shape) out.faceShape = shape;
  const tone = skinToneFromMesh(mesh, pixel);
  if (tone) out.skinTone = tone;
  if (score !== undefined) out.faceScore = Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
  return out;
}
