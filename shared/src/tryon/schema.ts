import { z } from 'zod';

/** The body shapes a shopper may choose on the try-on screens. */
export const BODY_TYPES = ['hourglass', 'pear', 'apple', 'rectangle', 'inverted-triangle'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** Skin tones, lightest first. */
export const SKIN_TONES = ['fair', 'light', 'medium', 'olive', 'dark', 'deep'] as const;
export type SkinTone = (typeof SKIN_TONES)[number];

/** Every occasion any try-on screen offers (page A and the wizard list different subsets). */
export const OCCASIONS = [
  'casual',
  'business',
  'formal',
  'party',
  'wedding',
  'church',
  'traditional',
] as const;
export type Occasion = (typeof OCCASIONS)[number];
/** The occasions of the single-page try-on, casual first (its default). */
export const PAGE_OCCASIONS = ['casual', 'business', 'party', 'wedding', 'church', 'traditional'] as const;
/** The occasions of the three-step wizard. */
export const WIZARD_OCCASIONS = ['casual', 'business', 'formal', 'party', 'wedding'] as const;

export const FACE_SHAPES = ['oval', 'round', 'square', 'heart', 'oblong'] as const;
export type FaceShape = (typeof FACE_SHAPES)[number];

/** How a garment sits on one part of the body, best first; `N/A` when the garment does not cover it. */
export const FIT_GRADES = ['Perfect', 'Excellent', 'Good', 'Tight', 'Loose', 'N/A'] as const;
export type FitGrade = (typeof FIT_GRADES)[number];
/** Ratings of colour, style and occasion, best first. */
export const MATCH_GRADES = ['Perfect', 'Excellent', 'Good', 'Fair'] as const;
export type MatchGrade = (typeof MATCH_GRADES)[number];
export const COMFORT_GRADES = ['High', 'Medium', 'Low'] as const;
export type ComfortGrade = (typeof COMFORT_GRADES)[number];

/** The largest photo accepted, in bytes (5 MB). */
export const TRYON_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The formats accepted, read from the file's bytes. */
export const TRYON_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
/** Stored photos and previews are deleted after this long. */
export const TRYON_RETENTION_HOURS = 24;
/** The five stages of the analysis job, in order; each reports 20 more percent. */
export const TRYON_STAGES = ['body', 'face', 'mapping', 'fit', 'result'] as const;
export type TryOnStage = (typeof TRYON_STAGES)[number];

const ratio = z.number().finite().min(0).max(5);
const unit = z.number().finite().min(0).max(1);
/** A point in the photo, as fractions of its width and height (0..1). */
export const PhotoPoint = z.object({ x: unit, y: unit });
export type PhotoPoint = z.infer<typeof PhotoPoint>;

/**
 * What the in-browser models measured on the photo. Distances are fractions of the body's
 * height in the picture (top of the head to the ankles), so they do not depend on the camera
 * distance. Everything is optional: a part the models could not see is simply absent.
 */
export const BrowserMeasurements = z.object({
  /** Distance between the shoulder keypoints ÷ body height. */
  shoulderToHeight: ratio.optional(),
  /** Distance between the hip keypoints ÷ body height. */
  hipToHeight: ratio.optional(),
  /** Hip-to-ankle length ÷ body height. */
  legToHeight: ratio.optional(),
  /** The body's height ÷ the photo's height (how much of the frame the shopper fills). */
  heightInFrame: unit.optional(),
  /** Body keypoints found with a good score (MoveNet gives 17). */
  keypoints: z.number().int().min(0).max(17).optional(),
  shoulders: z.object({ left: PhotoPoint, right: PhotoPoint }).optional(),
  hips: z.object({ left: PhotoPoint, right: PhotoPoint }).optional(),
  faceShape: z.enum(FACE_SHAPES).optional(),
  /** Skin tone read from sampled skin pixels of the face. */
  skinTone: z.enum(SKIN_TONES).optional(),
  /** The face detector's confidence, 0..1. */
  faceScore: unit.optional(),
});
export type BrowserMeasurements = z.infer<typeof BrowserMeasurements>;

/** The shortest and tallest height a shopper may give, in whole centimetres. */
export const TRYON_HEIGHT_MIN_CM = 120;
export const TRYON_HEIGHT_MAX_CM = 220;

/**
 * The shopper's own height in whole centimetres. When given, the rules use it instead of the
 * body type's typical height, for the length grade and for turning keypoint ratios into cm.
 */
export const ShopperHeight = z.number().int().min(TRYON_HEIGHT_MIN_CM).max(TRYON_HEIGHT_MAX_CM);
export type ShopperHeight = z.infer<typeof ShopperHeight>;

export const TryOnPreferences = z.object({
  style: z.string().trim().max(40).default('modern'),
  occasion: z.enum(OCCASIONS).default('casual'),
});

/** The fields of `POST /api/ai/virtual-tryon` besides the photo. */
export const TryOnFields = z.object({
  bodyType: z.enum(BODY_TYPES),
  skinTone: z.enum(SKIN_TONES),
  preferences: TryOnPreferences.default({ style: 'modern', occasion: 'casual' }),
  productId: z.string().trim().max(100).optional(),
  measurements: BrowserMeasurements.optional(),
  /** Left out, the analysis assumes a typical height: 164 cm for women's garments, 176 cm for men's. */
  height: ShopperHeight.optional(),
  /**
   * A random id the browser chose and joined as the room `tryon:<requestId>` before sending, so
   * it hears the job's progress.
   */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,80}$/)
    .optional(),
});
export type TryOnFields = z.infer<typeof TryOnFields>;

/** The JSON body: the fields plus the photo as a data URL. */
export const TryOnBody = TryOnFields.extend({ userImage: z.string().min(1) });
export type TryOnBody = z.infer<typeof TryOnBody>;

export const FitAnalysis = z.object({
  fit: z.enum(FIT_GRADES),
  comfort: z.enum(COMFORT_GRADES),
  styleMatch: z.enum(MATCH_GRADES),
  occasionSuitability: z.enum(MATCH_GRADES),
  overall: z.enum(FIT_GRADES),
  shoulders: z.enum(FIT_GRADES),
  bust: z.enum(FIT_GRADES),
  waist: z.enum(FIT_GRADES),
  hips: z.enum(FIT_GRADES),
  length: z.enum(FIT_GRADES),
  confidence: unit,
});
export type FitAnalysis = z.infer<typeof FitAnalysis>;

/** Where the height of an analysis came from: the shopper typed it, or the body type's typical one. */
export const HEIGHT_SOURCES = ['shopper', 'typical'] as const;
export type HeightSource = (typeof HEIGHT_SOURCES)[number];

/** Body measurements in centimetres; `measured` lists the ones the photo gave (the rest are assumed). */
export const BodyMeasurements = z.object({
  height: z.number(),
  /** Whether `height` is the shopper's own or the typical one, so the result can say which it used. */
  heightSource: z.enum(HEIGHT_SOURCES),
  shoulders: z.number(),
  bust: z.number(),
  waist: z.number(),
  hips: z.number(),
  measured: z.array(z.enum(['height', 'shoulders', 'bust', 'waist', 'hips'])),
});
export type BodyMeasurements = z.infer<typeof BodyMeasurements>;

/** One piece of advice as a key and its values, so each screen words it in the shopper's language. */
export const TryOnAdvice = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type TryOnAdvice = z.infer<typeof TryOnAdvice>;

export const TryOnProductRef = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  price: z.number().int(),
  image: z.string(),
  /** The product page. */
  url: z.string(),
  colors: z.array(z.string()),
});
export type TryOnProductRef = z.infer<typeof TryOnProductRef>;

export const TryOnResult = z.object({
  success: z.literal(true),
  id: z.string(),
  /** The photo with the garment placed over it (WebP, served by us for 24 hours). */
  tryOnImage: z.string(),
  /** The normalised photo as stored. */
  originalImage: z.string(),
  /** 0..1: how much was measured rather than assumed. */
  confidence: unit,
  /** 0..100, the percent-match badge. */
  matchPercent: z.number().int().min(0).max(100),
  /** The advice in English (for clients that show text as-is). */
  recommendations: z.array(z.string()),
  advice: z.array(TryOnAdvice),
  fitAnalysis: FitAnalysis,
  bodyMeasurements: BodyMeasurements,
  faceAnalysis: z.object({
    skinTone: z.enum(SKIN_TONES),
    faceShape: z.enum(FACE_SHAPES).nullable(),
    recommendedColors: z.array(z.string()),
    confidence: unit,
  }),
  mlInsights: z.object({
    /** The body type used: the chosen one, or the one the measurements pointed to. */
    bodyType: z.enum(BODY_TYPES),
    chosenBodyType: z.enum(BODY_TYPES),
    styleMatch: z.enum(MATCH_GRADES),
    colorHarmony: z.enum(MATCH_GRADES),
    sizeRecommendation: z.string().nullable(),
    confidence: unit,
  }),
  /** Occasions the garment suits. */
  occasions: z.array(z.enum(OCCASIONS)),
  product: TryOnProductRef.extend({
    /** The recommended size's variant in the best colour, for Add to Cart. */
    recommendedSize: z.string().nullable(),
    recommendedColor: z.string().nullable(),
    sizes: z.array(z.string()),
  }),
  /** Other garments in stock that suit the shopper, with links. */
  recommendedProducts: z.array(TryOnProductRef),
});
export type TryOnResult = z.infer<typeof TryOnResult>;

/** A garment offered on the try-on screens. */
export const TryOnSampleProduct = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  /** The price as text, e.g. `45,000 RWF`. */
  price: z.string(),
  priceRwf: z.number().int(),
  category: z.string(),
  type: z.enum(['dress', 'outfit', 'top']),
});
export type TryOnSampleProduct = z.infer<typeof TryOnSampleProduct>;

export const TryOnProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(TryOnSampleProduct),
});
export type TryOnProductsResponse = z.infer<typeof TryOnProductsResponse>;

/** `tryon:progress` in `tryon:<requestId>`: how far the analysis got. */
export const TryOnProgressEvent = z.object({
  requestId: z.string(),
  stage: z.enum(TRYON_STAGES),
  progress: z.number().int().min(0).max(100),
});
export type TryOnProgressEvent = z.infer<typeof TryOnProgressEvent>;
