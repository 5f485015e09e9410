import type { ProductDto } from '@isoko/shared/catalog/schema';

/**
 * A product's colours as the shopper reads them: the API sends each stored colour (`name`, what
 * variants and the cart use) with its `label` in the shopper's language.
 */
export function colorLabelsOf(product: Pick<ProductDto, 'colors'>): ReadonlyMap<string, string> {
  return new Map(product.colors.map((c) => [c.name, c.label?.trim() || c.name]));
}

/**
 * A product's sizes as the shopper reads them ("Moyenne" for a stored "Medium"): the API sends
 * `sizeLabels` beside the stored `sizes` (what variants and the cart use). Older servers send no
 * labels: the stored words then.
 */
export function sizeLabelsOf(product: Pick<ProductDto, 'sizes' | 'sizeLabels'>): ReadonlyMap<string, string> {
  const labels = new Map(product.sizes.map((s) => [s, s]));
  for (const s of product.sizeLabels ?? []) labels.set(s.name, s.label.trim() || s.name);
  return labels;
}
