import type { BrowserMeasurements } from '@isoko/shared/tryon/schema';
import type { Human } from '@vladmandic/human';
import { bodyMeasurements, faceMeasurements } from './measure';

/**
 * The in-browser models (Human: MoveNet-Lightning for 17 body keypoints, BlazeFace, FaceMesh
 * and Iris) on the tfjs WebAssembly backend. Weights and wasm binaries are served by our own
 * origin (copied into the web build by `web/tryon-assets.ts`): nothing comes from another host.
 * Without `wasmPath` Human would try a CDN and quietly fall back to a far slower backend.
 */
export const MODEL_BASE_PATH = '/models/human/';
export const WASM_PATH = '/wasm/';

export interface LoadedModels {
  human: Human;
  /** The tfjs backend in use: `wasm` when everything loaded from our origin. */
  backend: string;
  loadMs: number;
}

let loading: Promise<LoadedModels> | null = null;

/** Loads Human and its models once per page; later calls share the same promise. */
export function loadModels(): Promise<LoadedModels> {
  loading ??= (async () => {
    const started = performance.now();
    const { Human } = await import('@vladmandic/human');
    const human = new Human({
      backend: 'wasm',
      modelBasePath: MODEL_BASE_PATH,
      wasmPath: WASM_PATH,
      debug: false,
      warmup: 'none',
      cacheSensitivity: 0,
      filter: { enabled: false },
      gesture: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      segmentation: { enabled: false },
      body: { enabled: true, modelPath: 'movenet-lightning.json', maxDetected: 1, minConfidence: 0.2 },
      face: {
        enabled: true,
        detector: { modelPath: 'blazeface.json', maxDetected: 1, rotation: false, return: false },
        mesh: { enabled: true, modelPath: 'facemesh.json' },
        iris: { enabled: true, modelPath: 'iris.json' },
        emotion: { enabled: false },
        description: { enabled: false },
        antispoof: { enabled: false },
        liveness: { enabled: false },
        attention: { enabled: false },
        gear: { enabled: false },
      },
    });
    await human.load();
    await human.init();
    return {
      human,
      backend: human.tf.getBackend() as string,
      loadMs: Math.round(performance.now() - started),
    };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export interface PhotoAnalysis {
  measurements: BrowserMeasurements;
  /** Body keypoints found with a good score (of 17). */
  keypoints: number;
  faceFound: boolean;
  ms: number;
}

/** Runs both models on a picture and turns what they found into measurements. */
export async function analysePicture(
  models: LoadedModels,
  canvas: HTMLCanvasElement,
): Promise<PhotoAnalysis> {
  const started = performance.now();
  const result = await models.human.detect(canvas);
  const body = result.body[0];
  const face = result.face[0];
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const pixels = ctx?.getImageData(0, 0, canvas.width, canvas.height).data;
  const pixel = (x: number, y: number) => {
    if (!pixels || x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return null;
    const i = (y * canvas.width + x) * 4;
    return [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0] as const;
  };
  const measurements: BrowserMeasurements = {
    ...(body ? bodyMeasurements(body.keypoints, canvas.width, canvas.height) : {}),
    ...(face ? faceMeasurements(face.mesh, face.faceScore ?? face.score, pixel) : {}),
  };
  return {
    measurements,
    keypoints: measurements.keypoints ?? 0,
    faceFound: !!face,
    ms: Math.round(performance.now() - started),
  };
}

/** Draws a picture (photo, video frame) onto a canvas at most `maxSide` pixels long. */
export function toCanvas(
  source: CanvasImageSource,
  width: number,
  height: number,
  maxSide = 640,
): HTMLCanvasElement {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** A picture file as a decoded image. */
export async function imageOf(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Reads a file into a data URL (what the try-on API takes as `userImage`). */
export function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
