import type {
  BodyMeasurements,
  BodyType,
  BrowserMeasurements,
  ComfortGrade,
  FaceShape,
  FitAnalysis,
  FitGrade,
  MatchGrade,
  Occasion,
  SkinTone,
  TryOnAdvice,
} from './schema';
import { OCCASIONS } from './schema';
import {
  AREAS_OF,
  type ChartGender,
  FIT_AREAS,
  type FitArea,
  type SizeChart,
  type SizeRow,
} from './size-charts';

/**
 * The try-on analysis as a rule table. Every rule is a plain lookup or threshold written out
 * below, so the same photo and choices always give the same result, and a different body
 * type, product or measurement gives a different one.
 *
 * 1. Body: each body type has typical measurements (cm). What the in-browser models measured
 *    replaces the typical value (shoulders from the shoulder keypoints, hips scaled by the hip
 *    keypoints). A shoulder-to-hip ratio far outside the chosen type's range refines the type.
 *    The height is the shopper's own when they gave it, else the type's typical height.
 * 2. Fit per area: body measurement minus the size's measurement. Within 2 cm Perfect, 4 cm
 *    Excellent, 7 cm Good; beyond that Tight (body larger) or Loose (body smaller). Length
 *    compares the wearer's height with the height the garment is cut for.
 * 3. Size: the smallest in-stock size that is tight at no area (length aside, as it does not
 *    change with the size); when every size in stock is tight somewhere, the largest in stock,
 *    and the advice says even that one is snug.
 * 4. Colour harmony: each skin tone has colours that flatter it, best first. A product colour
 *    among the first three is Perfect, among the rest Excellent, a neutral Good, else Fair.
 * 5. Occasion: words of the product's name, tags and subcategory against each occasion's
 *    words: two or more matches Perfect, one Excellent, none Fair.
 * 6. Style: cuts that flatter each body type against the product's name (Perfect) or tags
 *    (Excellent); otherwise Good.
 * 7. Confidence: 0.5 with nothing measured, plus 0.08 for each thing measured, at most 0.95.
 */

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * Typical measurements (cm) of each body type, for women (164 cm) and men (176 cm). The height
 * stands in only when the shopper gives none of their own.
 */
export const BODY_PROFILES: Record<ChartGender, Record<BodyType, SizeRow & { height: number }>> = {
  female: {
    hourglass: { height: 164, shoulders: 38, bust: 92, waist: 70, hips: 97 },
    pear: { height: 164, shoulders: 36.5, bust: 86, waist: 72, hips: 103 },
    apple: { height: 164, shoulders: 39.5, bust: 100, waist: 92, hips: 98 },
    rectangle: { height: 164, shoulders: 38, bust: 88, waist: 80, hips: 91 },
    'inverted-triangle': { height: 164, shoulders: 42, bust: 98, waist: 78, hips: 90 },
  },
  male: {
    hourglass: { height: 176, shoulders: 45, bust: 98, waist: 80, hips: 100 },
    pear: { height: 176, shoulders: 43, bust: 92, waist: 86, hips: 106 },
    apple: { height: 176, shoulders: 46, bust: 106, waist: 100, hips: 104 },
    rectangle: { height: 176, shoulders: 45, bust: 96, waist: 88, hips: 98 },
    'inverted-triangle': { height: 176, shoulders: 49, bust: 106, waist: 84, hips: 96 },
  },
};

/**
 * MoveNet's keypoints sit at the joint centres, inside the body's outline: the shoulder
 * keypoints are about 0.87 of the shoulder breadth apart, and the hip keypoints are about a
 * ninth of the body's height apart on a body with typical hips.
 */
export const SHOULDER_KEYPOINT_SHARE = 0.87;
export const TYPICAL_HIP_TO_HEIGHT = 0.11;

/**
 * Shoulder-to-hip keypoint distance ratios that contradict a chosen shape: at or above 2.05
 * the shoulders are clearly broader (inverted triangle); at or below 1.35 the hips clearly
 * dominate (pear). Waist-based shapes (apple, hourglass, rectangle) cannot be told apart by
 * keypoints, so between those bounds the chosen type stays.
 */
export const BROAD_SHOULDER_RATIO = 2.05;
export const BROAD_HIP_RATIO = 1.35;

export function refineBodyType(chosen: BodyType, m: BrowserMeasurements | undefined): BodyType {
  if (!m?.shoulderToHeight || !m.hipToHeight) return chosen;
  const ratio = m.shoulderToHeight / m.hipToHeight;
  if (ratio >= BROAD_SHOULDER_RATIO) return 'inverted-triangle';
  if (ratio <= BROAD_HIP_RATIO) return 'pear';
  return chosen;
}

/**
 * The body in cm: the type's typical values, replaced by what was measured. `height` is the
 * shopper's own in cm (checked against `ShopperHeight` where requests come in); without it the
 * type's typical height stands in.
 */
export function estimateBody(
  bodyType: BodyType,
  gender: ChartGender,
  m: BrowserMeasurements | undefined,
  height?: number,
): BodyMeasurements {
  const base = BODY_PROFILES[gender][bodyType];
  const bodyHeight = height ?? base.height;
  const measured: BodyMeasurements['measured'] = [];
  let { shoulders, hips, bust } = base;
  if (m?.shoulderToHeight) {
    // The keypoints give the shoulders as a share of the body's height: the real height turns
    // that share into centimetres, so a short and a tall shopper with the same proportions differ.
    shoulders = clamp((m.shoulderToHeight * bodyHeight) / SHOULDER_KEYPOINT_SHARE, 30, 58);
    measured.push('shoulders');
    // The chest follows the shoulders' breadth (within ±15 % of the type's value).
    bust = base.bust * clamp(shoulders / base.shoulders, 0.85, 1.15);
  }
  if (m?.hipToHeight) {
    // Wider hip joints than typical mean fuller hips; limited to ±15 % of the type's value. This
    // compares two shares of the height, so it needs no height in centimetres.
    hips = base.hips * clamp(m.hipToHeight / TYPICAL_HIP_TO_HEIGHT, 0.85, 1.15);
    measured.push('hips');
  }
  return {
    height: bodyHeight,
    heightSource: height === undefined ? 'typical' : 'shopper',
    shoulders: round1(shoulders),
    bust: round1(bust),
    waist: base.waist,
    hips: round1(hips),
    measured,
  };
}

/** How one area fits: the body's measurement minus the size's, in cm. */
export function gradeArea(difference: number): FitGrade {
  const d = Math.abs(difference);
  if (d <= 2) return 'Perfect';
  if (d <= 4) return 'Excellent';
  if (d <= 7) return 'Good';
  return difference > 0 ? 'Tight' : 'Loose';
}

/** Length: the wearer's height against the height the garment is cut for (cm). */
export function gradeLength(height: number, cutForHeight: number): FitGrade {
  const d = height - cutForHeight;
  if (Math.abs(d) <= 4) return 'Perfect';
  if (Math.abs(d) <= 8) return 'Excellent';
  if (Math.abs(d) <= 14) return 'Good';
  // Taller than the cut: the garment sits short, which reads as tight; shorter: too long.
  return d > 0 ? 'Tight' : 'Loose';
}

const SCORE: Record<FitGrade, number> = { Perfect: 4, Excellent: 3, Good: 2, Tight: 1, Loose: 1, 'N/A': 0 };

export type AreaGrades = Record<FitArea, FitGrade>;

/** Every area graded for one size; areas the garment does not cover are N/A. */
export function fitBySize(body: BodyMeasurements, chart: SizeChart, size: string): AreaGrades | null {
  const row = chart.sizes[size];
  if (!row) return null;
  const covered = AREAS_OF[chart.kind];
  const grades = {} as AreaGrades;
  for (const area of FIT_AREAS) {
    if (!covered.includes(area)) grades[area] = 'N/A';
    else if (area === 'length') grades[area] = gradeLength(body.height, chart.cutForHeight);
    else grades[area] = gradeArea(body[area] - row[area]);
  }
  return grades;
}

/** The overall fit: the mean score of the covered areas, and never better than the worst area plus one step. */
export function overallFit(grades: AreaGrades): FitGrade {
  const scores = FIT_AREAS.filter((a) => grades[a] !== 'N/A').map((a) => SCORE[grades[a]]);
  if (scores.length === 0) return 'N/A';
  const mean = scores.reduce((s, n) => s + n, 0) / scores.length;
  const capped = Math.min(mean, Math.min(...scores) + 1);
  if (capped >= 3.5) return 'Perfect';
  if (capped >= 2.75) return 'Excellent';
  if (capped >= 2) return 'Good';
  const tight = FIT_AREAS.some((a) => grades[a] === 'Tight');
  return tight ? 'Tight' : 'Loose';
}

/** The body areas a size can be too small at (length depends on the cut, not on the size). */
export const SIZED_AREAS = ['shoulders', 'bust', 'waist', 'hips'] as const;

/** The areas of `size` the garment covers where the body is larger than the size by more than 7 cm. */
export function tightAreasOf(body: BodyMeasurements, chart: SizeChart, size: string): FitArea[] {
  const row = chart.sizes[size];
  if (!row) return [];
  const covered = AREAS_OF[chart.kind];
  return SIZED_AREAS.filter((a) => covered.includes(a) && gradeArea(body[a] - row[a]) === 'Tight');
}

/**
 * The size to buy among `available` (in stock): the smallest one that is tight nowhere, so a
 * loose area never hides a tight one. When every size in stock is tight somewhere, the largest
 * in stock (the least tight). Null when none of them is in the chart.
 */
export function recommendSize(
  body: BodyMeasurements,
  chart: SizeChart,
  available: readonly string[],
): string | null {
  const order = Object.keys(chart.sizes);
  const inStock = order.filter((size) => available.includes(size));
  if (inStock.length === 0) return null;
  const roomy = inStock.find((size) => tightAreasOf(body, chart, size).length === 0);
  return roomy ?? inStock.at(-1) ?? null;
}

/** Colours that flatter each skin tone, best first (catalogue colour names). */
export const FLATTERING_COLORS: Record<SkinTone, readonly string[]> = {
  fair: ['Navy', 'Purple', 'Blue', 'Pink', 'Green', 'Red'],
  light: ['Blue', 'Pink', 'Purple', 'Green', 'Red', 'Navy'],
  medium: ['Green', 'Red', 'Purple', 'Orange', 'Blue', 'Gold'],
  olive: ['Green', 'Brown', 'Orange', 'Purple', 'Gold', 'Red'],
  dark: ['Yellow', 'Orange', 'Red', 'White', 'Gold', 'Purple', 'Green', 'Blue'],
  deep: ['Yellow', 'White', 'Orange', 'Gold', 'Red', 'Pink', 'Purple', 'Green'],
};
/** Colours that go with every skin tone without lifting it. */
export const NEUTRAL_COLORS = ['Black', 'White', 'Grey', 'Navy', 'Beige', 'Brown', 'Silver'] as const;

export function colorHarmony(skinTone: SkinTone, color: string): MatchGrade {
  const list = FLATTERING_COLORS[skinTone];
  const at = list.findIndex((c) => c.toLowerCase() === color.trim().toLowerCase());
  if (at >= 0 && at < 3) return 'Perfect';
  if (at >= 0) return 'Excellent';
  if (NEUTRAL_COLORS.some((c) => c.toLowerCase() === color.trim().toLowerCase())) return 'Good';
  return 'Fair';
}

const MATCH_SCORE: Record<MatchGrade, number> = { Perfect: 3, Excellent: 2, Good: 1, Fair: 0 };

/** The product colour that suits the skin tone best (first listed wins a tie), or null without colours. */
export function bestColor(
  skinTone: SkinTone,
  colors: readonly string[],
): { color: string; grade: MatchGrade } | null {
  let best: { color: string; grade: MatchGrade } | null = null;
  for (const color of colors) {
    const grade = colorHarmony(skinTone, color);
    if (!best || MATCH_SCORE[grade] > MATCH_SCORE[best.grade]) best = { color, grade };
  }
  return best;
}

/** Words that make a garment right for each occasion. */
export const OCCASION_WORDS: Record<Occasion, readonly string[]> = {
  casual: [
    't-shirt',
    'tee',
    'jeans',
    'tunic',
    'crop',
    'joggers',
    'polo',
    'hoodie',
    'denim',
    'chinos',
    'linen',
    'shirt dress',
    'blouse',
    'casual',
  ],
  business: [
    'blazer',
    'dress shirt',
    'oxford',
    'trousers',
    'suit',
    'pencil',
    'shift',
    'tailored',
    'chinos',
    'midi',
    'classic',
  ],
  formal: ['suit', 'tuxedo', 'gown', 'three-piece', 'satin', 'blazer', 'evening', 'tailored'],
  party: [
    'party',
    'satin',
    'off-shoulder',
    'evening',
    'crop',
    'bold',
    'peplum',
    'jumpsuit',
    'tuxedo',
    'ankara',
  ],
  wedding: [
    'wedding',
    'gown',
    'mushanana',
    'umushanana',
    'kitenge',
    'satin',
    'three-piece',
    'suit',
    'evening',
    'ankara',
  ],
  church: ['maxi', 'midi', 'kitenge', 'mushanana', 'suit', 'blouse', 'skirt', 'dress shirt', 'tunic', 'wrap'],
  traditional: ['kitenge', 'ankara', 'mushanana', 'umushanana', 'wax print', 'wax cotton'],
};

const hasWord = (text: string, word: string) =>
  new RegExp(`(^|[^a-z])${word.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}([^a-z]|$)`, 'i').test(text);

export interface GarmentWords {
  name: string;
  tags: readonly string[];
  subcategory: string | null;
}

export function occasionSuitability(occasion: Occasion, garment: GarmentWords): MatchGrade {
  const text = [garment.name, ...garment.tags, (garment.subcategory ?? '').replace(/-/g, ' ')].join(' | ');
  const matches = OCCASION_WORDS[occasion].filter((w) => hasWord(text, w)).length;
  if (matches >= 2) return 'Perfect';
  if (matches === 1) return 'Excellent';
  return 'Fair';
}

/** Every occasion the garment suits (at least one of its words). */
export function occasionsFor(garment: GarmentWords): Occasion[] {
  return OCCASIONS.filter((o) => occasionSuitability(o, garment) !== 'Fair');
}

/** Cuts that flatter each body type. */
export const FLATTERING_CUTS: Record<BodyType, readonly string[]> = {
  hourglass: ['wrap', 'belted', 'peplum', 'pencil', 'fitted', 'midi', 'satin', 'tailored', 'slim fit'],
  pear: ['a-line', 'off-shoulder', 'puff sleeve', 'wide-leg', 'palazzo', 'maxi', 'ruffled', 'blazer'],
  apple: ['shift', 'tunic', 'empire', 'maxi', 'wrap', 'shirt dress', 'relaxed', 'regular fit'],
  rectangle: ['peplum', 'ruffled', 'belted', 'pleated', 'wrap', 'crop', 'jumpsuit', 'tailored'],
  'inverted-triangle': [
    'wide-leg',
    'palazzo',
    'pleated',
    'a-line',
    'maxi',
    'flared',
    'classic fit',
    'relaxed',
  ],
};

export function styleMatch(bodyType: BodyType, garment: GarmentWords): MatchGrade {
  const cuts = FLATTERING_CUTS[bodyType];
  if (cuts.some((c) => hasWord(garment.name, c))) return 'Perfect';
  if (cuts.some((c) => garment.tags.some((t) => hasWord(t, c)))) return 'Excellent';
  return 'Good';
}

export function comfortOf(grades: AreaGrades, overall: FitGrade): ComfortGrade {
  if (FIT_AREAS.some((a) => grades[a] === 'Tight')) return 'Low';
  if (overall === 'Perfect' || overall === 'Excellent') return 'High';
  return 'Medium';
}

/** Things the photo can give; each one measured adds to the confidence. */
export function measuredCount(m: BrowserMeasurements | undefined): number {
  if (!m) return 0;
  return [m.shoulderToHeight, m.hipToHeight, m.legToHeight, m.faceShape, m.skinTone].filter(
    (v) => v !== undefined,
  ).length;
}

export function confidenceOf(m: BrowserMeasurements | undefined): number {
  return Math.round(Math.min(0.95, 0.5 + 0.08 * measuredCount(m)) * 100) / 100;
}

const GRADE_SHARE: Record<string, number> = {
  Perfect: 1,
  Excellent: 0.9,
  Good: 0.75,
  Fair: 0.55,
  Tight: 0.45,
  Loose: 0.45,
  Poor: 0.45,
  'N/A': 0.75,
};

/** The percent-match badge: fit 40 %, colour 25 %, style 20 %, occasion 15 %. */
export function matchPercent(
  fit: FitGrade,
  color: MatchGrade,
  style: MatchGrade,
  occasion: MatchGrade,
): number {
  const share = (g: string) => GRADE_SHARE[g] ?? 0.5;
  return Math.round(
    100 * (0.4 * share(fit) + 0.25 * share(color) + 0.2 * share(style) + 0.15 * share(occasion)),
  );
}

export interface TryOnGarment extends GarmentWords {
  /** Colours with stock, in the product's order. */
  colors: readonly string[];
  /** Sizes with stock. */
  sizes: readonly string[];
  chart: SizeChart | null;
}

export interface TryOnChoice {
  bodyType: BodyType;
  skinTone: SkinTone;
  occasion: Occasion;
  measurements?: BrowserMeasurements;
  /** The shopper's height in cm, when they gave it; else the body type's typical height is used. */
  height?: number;
}

export interface TryOnAnalysis {
  bodyType: BodyType;
  body: BodyMeasurements;
  /** The skin tone the colour rules used (the one chosen; the ML screen sends the measured one). */
  skinTone: SkinTone;
  fitAnalysis: FitAnalysis;
  colorHarmony: MatchGrade;
  recommendedColor: string | null;
  recommendedColors: string[];
  sizeRecommendation: string | null;
  occasions: Occasion[];
  confidence: number;
  matchPercent: number;
  advice: TryOnAdvice[];
}

/** The whole analysis of one garment for one shopper. */
export function analyseTryOn(choice: TryOnChoice, garment: TryOnGarment): TryOnAnalysis {
  const m = choice.measurements;
  const bodyType = refineBodyType(choice.bodyType, m);
  const gender: ChartGender = garment.chart?.gender ?? 'female';
  const body = estimateBody(bodyType, gender, m, choice.height);
  // The shopper's own choice of skin tone wins: light and camera shift the colour of a photo.
  const skinTone = choice.skinTone;
  const size = garment.chart ? recommendSize(body, garment.chart, garment.sizes) : null;
  const grades: AreaGrades =
    garment.chart && size
      ? (fitBySize(body, garment.chart, size) as AreaGrades)
      : { shoulders: 'N/A', bust: 'N/A', waist: 'N/A', hips: 'N/A', length: 'N/A' };
  const overall = overallFit(grades);
  const colour = bestColor(skinTone, garment.colors);
  const harmony = colour?.grade ?? 'Good';
  const style = styleMatch(bodyType, garment);
  const occasion = occasionSuitability(choice.occasion, garment);
  const confidence = confidenceOf(m);
  const fitAnalysis: FitAnalysis = {
    fit: overall,
    comfort: comfortOf(grades, overall),
    styleMatch: style,
    occasionSuitability: occasion,
    overall,
    ...grades,
    confidence,
  };
  const advice: TryOnAdvice[] = [];
  if (bodyType !== choice.bodyType) {
    advice.push({ key: 'bodyRefined', values: { chosen: choice.bodyType, measured: bodyType } });
  }
  if (size) advice.push({ key: 'size', values: { size } });
  else advice.push({ key: 'noSize', values: {} });
  if (colour) advice.push({ key: `color${harmony}`, values: { color: colour.color, skinTone } });
  // Only happens when every size in stock is tight somewhere and the largest was chosen: the
  // advice says so instead of pointing to a next size that is not there.
  const tightAreas = SIZED_AREAS.filter((a) => grades[a] === 'Tight');
  if (size && tightAreas.length > 0) {
    advice.push({ key: 'tightLargest', values: { size, areas: tightAreas.join(', ') } });
  }
  advice.push({ key: `body_${bodyType}`, values: {} });
  advice.push({ key: `occasion${occasion}`, values: { occasion: choice.occasion } });
  return {
    bodyType,
    body,
    skinTone,
    fitAnalysis,
    colorHarmony: harmony,
    recommendedColor: colour?.color ?? null,
    recommendedColors: FLATTERING_COLORS[skinTone].slice(0, 4),
    sizeRecommendation: size,
    occasions: occasionsFor(garment),
    confidence,
    matchPercent: matchPercent(overall, harmony, style, occasion),
    advice,
  };
}

/** The English of each piece of advice, for clients that show the text as it comes. */
export function adviceInEnglish(a: TryOnAdvice): string {
  const v = (k: string) => String(a.values[k] ?? '');
  switch (a.key) {
    case 'bodyRefined':
      return `Your photo suggests a ${v('measured')} shape rather than ${v('chosen')}; the fit uses the photo.`;
    case 'size':
      return `Size ${v('size')} fits you best.`;
    case 'noSize':
      return 'This item has no size chart; check the product page for measurements.';
    case 'colorPerfect':
      return `${v('color')} is one of the best colours for ${v('skinTone')} skin.`;
    case 'colorExcellent':
      return `${v('color')} flatters ${v('skinTone')} skin.`;
    case 'colorGood':
      return `${v('color')} is a safe neutral; add a bright accessory.`;
    case 'colorFair':
      return `${v('color')} is not the strongest colour for ${v('skinTone')} skin; see the colours suggested.`;
    case 'tightLargest':
      return `Even size ${v('size')}, the largest in stock, may feel snug at: ${v('areas')}.`;
    case 'body_hourglass':
      return 'Wrap and belted cuts show your balanced shape.';
    case 'body_pear':
      return 'A-line skirts and detail on the shoulders balance your hips.';
    case 'body_apple':
      return 'Empire waists and flowing shift cuts are comfortable and flattering.';
    case 'body_rectangle':
      return 'Peplum, ruffles and belts add shape at the waist.';
    case 'body_inverted-triangle':
      return 'Wide-leg and A-line bottoms balance broad shoulders.';
    case 'occasionPerfect':
      return `A great choice for ${v('occasion')}.`;
    case 'occasionExcellent':
      return `Suits ${v('occasion')} well.`;
    case 'occasionGood':
    case 'occasionFair':
      return `For ${v('occasion')}, consider one of the recommended items below.`;
    default:
      return a.key;
  }
}

/** Face mesh landmarks used by `faceShapeFromMesh` (MediaPipe's 468-point mesh). */
export const FACE_MESH_POINTS = {
  top: 10,
  chin: 152,
  cheekLeft: 234,
  cheekRight: 454,
  jawLeft: 172,
  jawRight: 397,
  foreheadLeft: 54,
  foreheadRight: 284,
} as const;

/**
 * Face shape from the face's proportions: length ÷ cheek width, jaw width ÷ cheek width and
 * forehead width ÷ jaw width. Long faces are oblong; short wide faces round or, with a wide
 * jaw, square; a forehead much wider than the jaw is heart; the rest oval.
 */
export function faceShapeFromRatios(r: {
  lengthToWidth: number;
  jawToWidth: number;
  foreheadToJaw: number;
}): FaceShape {
  if (r.lengthToWidth >= 1.5) return 'oblong';
  if (r.foreheadToJaw >= 1.3) return 'heart';
  if (r.lengthToWidth < 1.2) return r.jawToWidth >= 0.82 ? 'square' : 'round';
  if (r.jawToWidth >= 0.88) return 'square';
  return 'oval';
}

type Point = readonly [number, number, ...number[]];
const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Face shape from a 468-point mesh (pixel coordinates), or null when the mesh is incomplete. */
export function faceShapeFromMesh(mesh: readonly Point[]): FaceShape | null {
  const p = FACE_MESH_POINTS;
  const at = (i: number) => mesh[i];
  const needed = Object.values(p).map(at);
  if (needed.some((pt) => !pt)) return null;
  const width = dist(at(p.cheekLeft)!, at(p.cheekRight)!);
  const jaw = dist(at(p.jawLeft)!, at(p.jawRight)!);
  if (width <= 0 || jaw <= 0) return null;
  return faceShapeFromRatios({
    lengthToWidth: dist(at(p.top)!, at(p.chin)!) / width,
    jawToWidth: jaw / width,
    foreheadToJaw: dist(at(p.foreheadLeft)!, at(p.foreheadRight)!) / jaw,
  });
}

/**
 * Skin tone from an average skin colour (sRGB 0..255) by the Individual Typology Angle used in
 * dermatology: ITA = atan((L* − 50) / b*) in degrees. Above 55° fair, 41° light, 28° medium,
 * 10° olive, −30° dark, else deep.
 */
export function skinToneFromRgb(r: number, g: number, b: number): SkinTone {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const Y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const Z = 0.0193339 * R + 0.119192 * G + 0.9503041 * B;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const L = 116 * f(Y) - 16;
  const bStar = 200 * (f(Y) - f(Z / 1.08883));
  const ita = (Math.atan2(L - 50, bStar) * 180) / Math.PI;
  if (ita > 55) return 'fair';
  if (ita > 41) return 'light';
  if (ita > 28) return 'medium';
  if (ita > 10) return 'olive';
  if (ita > -30) return 'dark';
  return 'deep';
}
