import { isRecord } from '../../api/light-schema';

/** The fields every product card reads. */
export const isProductCard = (v: unknown): boolean =>
  isRecord(v) &&
  typeof v.id === 'string' &&
  typeof v.name === 'string' &&
  typeof v.price === 'number' &&
  typeof v.mainImage === 'string' &&
  isRecord(v.category);

export const isProduct = (v: unknown): boolean =>
  isProductCard(v) &&
  isRecord(v) &&
  Array.isArray(v.images) &&
  Array.isArray(v.sizes) &&
  Array.isArray(v.colors) &&
  Array.isArray(v.variants) &&
  typeof v.description === 'string';
