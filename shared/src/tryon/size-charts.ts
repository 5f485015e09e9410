/**
 * Size charts of the demo catalogue's garments: for each size, the body measurements in
 * centimetres the garment is cut for. Keyed by subcategory slug; a garment outside these
 * subcategories is read by the words of its name (`garmentKindOf`).
 */

export type FitArea = 'shoulders' | 'bust' | 'waist' | 'hips' | 'length';
export const FIT_AREAS: readonly FitArea[] = ['shoulders', 'bust', 'waist', 'hips', 'length'];

/** What the garment covers, which decides the areas that are measured against it. */
export type GarmentKind = 'dress' | 'top' | 'bottom' | 'suit' | 'outerwear';
export type ChartGender = 'female' | 'male';

export interface SizeRow {
  shoulders: number;
  bust: number;
  waist: number;
  hips: number;
}

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/** Women's body measurements per size (bust, waist and hips are circumferences). */
const WOMEN: Record<(typeof CLOTHING_SIZES)[number], SizeRow> = {
  XS: { shoulders: 35, bust: 80, waist: 62, hips: 86 },
  S: { shoulders: 36.5, bust: 84, waist: 66, hips: 90 },
  M: { shoulders: 38, bust: 88, waist: 70, hips: 95 },
  L: { shoulders: 39.5, bust: 94, waist: 76, hips: 100 },
  XL: { shoulders: 41, bust: 100, waist: 82, hips: 106 },
  XXL: { shoulders: 42.5, bust: 106, waist: 88, hips: 112 },
};

/** Men's body measurements per size (`bust` is the chest). */
const MEN: Record<(typeof CLOTHING_SIZES)[number], SizeRow> = {
  XS: { shoulders: 41, bust: 84, waist: 70, hips: 86 },
  S: { shoulders: 43, bust: 90, waist: 76, hips: 92 },
  M: { shoulders: 45, bust: 96, waist: 82, hips: 98 },
  L: { shoulders: 47, bust: 102, waist: 88, hips: 104 },
  XL: { shoulders: 49, bust: 108, waist: 94, hips: 110 },
  XXL: { shoulders: 51, bust: 114, waist: 100, hips: 116 },
};

/** The areas each kind of garment is judged on (length always: every garment has one). */
export const AREAS_OF: Record<GarmentKind, readonly FitArea[]> = {
  dress: ['shoulders', 'bust', 'waist', 'hips', 'length'],
  suit: ['shoulders', 'bust', 'waist', 'hips', 'length'],
  top: ['shoulders', 'bust', 'waist', 'length'],
  outerwear: ['shoulders', 'bust', 'length'],
  bottom: ['waist', 'hips', 'length'],
};

export interface SizeChart {
  kind: GarmentKind;
  gender: ChartGender;
  /** The wearer's height the garment's length is cut for, in cm. */
  cutForHeight: number;
  sizes: Readonly<Record<string, SizeRow>>;
}

const chart = (kind: GarmentKind, gender: ChartGender): SizeChart => ({
  kind,
  gender,
  cutForHeight: gender === 'male' ? 176 : 164,
  sizes: gender === 'male' ? MEN : WOMEN,
});

/** The demo catalogue's garment subcategories and their charts. */
export const SIZE_CHARTS: Readonly<Record<string, SizeChart>> = {
  dresses: chart('dress', 'female'),
  'kitenge-ankara': chart('dress', 'female'),
  tops: chart('top', 'female'),
  bottoms: chart('bottom', 'female'),
  'womens-outerwear': chart('outerwear', 'female'),
  shirts: chart('top', 'male'),
  't-shirts-polos': chart('top', 'male'),
  trousers: chart('bottom', 'male'),
  suits: chart('suit', 'male'),
};

/** The subcategories whose garments can be tried on. */
export const TRYON_SUBCATEGORIES = Object.keys(SIZE_CHARTS);

const KIND_WORDS: readonly [GarmentKind, RegExp][] = [
  ['suit', /\b(suit|tuxedo)\b/i],
  ['dress', /\b(dress|gown|mushanana|jumpsuit|kimono)\b/i],
  ['outerwear', /\b(jacket|coat|blazer|cardigan)\b/i],
  ['bottom', /\b(trousers|jeans|skirt|pants|chinos|joggers|shorts)\b/i],
  ['top', /\b(shirt|blouse|top|tunic|tee|t-shirt|polo|sweater|hoodie)\b/i],
];

/** A garment's kind from its name, or null for something that is not worn on the body. */
export function garmentKindOf(name: string): GarmentKind | null {
  for (const [kind, words] of KIND_WORDS) if (words.test(name)) return kind;
  return null;
}

/** The chart of a product: by subcategory, else by the words of its name and its gender. */
export function sizeChartFor(product: {
  subcategory: string | null;
  name: string;
  gender?: string | null;
}): SizeChart | null {
  const bySubcategory = product.subcategory ? SIZE_CHARTS[product.subcategory] : undefined;
  if (bySubcategory) return bySubcategory;
  const kind = garmentKindOf(product.name);
  return kind ? chart(kind, product.gender === 'male' ? 'male' : 'female') : null;
}
