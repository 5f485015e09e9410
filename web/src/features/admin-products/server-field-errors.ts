import type { ProductFormValues } from './product-form-values';

type Field = keyof ProductFormValues;

/** The form's own message for a field the server refused, where it has one. */
const MESSAGE_OF: Partial<Record<Field, string>> = {
  name: 'form.errors.name',
  price: 'form.errors.price',
  categoryId: 'form.errors.category',
  subcategoryId: 'form.errors.category',
  floorPrice: 'form.errors.floorAbovePrice',
  seoTitle: 'form.errors.seoTitle',
  seoDescription: 'form.errors.seoDescription',
  tags: 'form.errors.tooManyTags',
  media: 'form.errors.tooManyMedia',
};

const FIELDS: readonly Field[] = [
  'name',
  'shortDescription',
  'description',
  'categoryId',
  'subcategoryId',
  'brand',
  'gender',
  'price',
  'originalPrice',
  'sizes',
  'colors',
  'materials',
  'variants',
  'media',
  'tags',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
  'floorPrice',
];

const isField = (s: string): s is Field => (FIELDS as readonly string[]).includes(s);

/**
 * Which fields a VALIDATION_FAILED answer names (`details: [{ path, message }]`), with the
 * message key each shows. The server's own text is English for developers: never shown.
 */
export function serverFieldErrors(error: unknown): { field: Field; message: string }[] {
  if (!error || typeof error !== 'object') return [];
  const { code, details } = error as { code?: unknown; details?: unknown };
  if (code !== 'VALIDATION_FAILED' || !Array.isArray(details)) return [];
  const out: { field: Field; message: string }[] = [];
  for (const issue of details) {
    const path = issue && typeof issue === 'object' ? (issue as { path?: unknown }).path : undefined;
    const head = String(Array.isArray(path) ? path[0] : typeof path === 'string' ? path.split('.')[0] : '');
    if (!isField(head) || out.some((o) => o.field === head)) continue;
    out.push({ field: head, message: MESSAGE_OF[head] ?? 'form.errors.server' });
  }
  return out;
}
