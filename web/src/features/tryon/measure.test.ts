import { describe, expect, it } from 'vitest';
import { bodyMeasurements, faceMeasurements, type Keypoint } from './measure';

const kp = (part: string, x: number, y: number, score = 0.9): Keypoint => ({
  part,
  positionRaw: [x, y],
  score,
});

// A standing figure in a 600 × 1000 picture: nose at 10 %, ankles at 90 % of the height.
const standing = [
  kp('nose', 0.5, 0.1),
  kp('leftShoulder', 0.6, 0.22),
  kp('rightShoulder', 0.4, 0.22),
  kp('leftHip', 0.56, 0.5),
  kp('rightHip', 0.44, 0.5),
  kp('leftAnkle', 0.55, 0.9),
  kp('rightAnkle', 0.45, 0.9),
  kp('leftWrist', 0.7, 0.5, 0.1),
];

describe('bodyMeasurements', () => {
  it('divides distances by the body height, so the camera distance does not matter', () => {
    const m = bodyMeasurements(standing, 600, 1000);
    // Body height = (0.9 − 0.1) × 1000 / 0.89 ≈ 898.9 px; shoulders 120 px; hips 72 px.
    expect(m.shoulderToHeight).toBeCloseTo(0.133, 3);
    expect(m.hipToHeight).toBeCloseTo(0.08, 3);
    expect(m.legToHeight).toBeCloseTo(0.445, 3);
    expect(m.keypoints).toBe(7); // the wrist scored too low to count
    const farther = bodyMeasurements(
      standing.map((k) =>
        kp(
          k.part,
          0.5 + ((k.positionRaw[0] ?? 0) - 0.5) / 2,
          0.5 + ((k.positionRaw[1] ?? 0) - 0.5) / 2,
          k.score,
        ),
      ),
      600,
      1000,
    );
    expect(farther.shoulderToHeight).toBeCloseTo(m.shoulderToHeight ?? 0, 2);
  });

  it('gives only the keypoint count when the head or feet are not in the picture', () => {
    const m = bodyMeasurements(
      standing.filter((k) => !k.part.endsWith('Ankle')),
      600,
      1000,
    );
    expect(m.shoulderToHeight).toBeUndefined();
    expect(m.shoulders).toEqual({ left: { x: 0.6, y: 0.22 }, right: { x: 0.4, y: 0.22 } });
  });
});

describe('faceMeasurements', () => {
  it('needs a full face mesh, and reads the skin tone from the sampled pixels', () => {
    expect(faceMeasurements(undefined, 0.9, () => null)).toEqual({});
    const mesh = Array.from({ length: 468 }, (_, i) => [100 + (i % 20), 100 + Math.floor(i / 20)]);
    const dark = faceMeasurements(mesh, 0.9, () => [150, 100, 70]);
    expect(dark).toMatchObject({ skinTone: 'dark', faceScore: 0.9 });
  });
});
