import type { ProductDto } from '@isoko/shared/catalog/schema';

/**
 * A product's colours as the shopper reads them: the API sends each stored colour (`name`, what
 * variants and the cart use) with its `label` in the shopper's language.
 */
export function colorLabelsOf(product: Pick<ProductDto, 'colors'>): ReadonlyMap<string, string> {
  return new Map(product.colors.map((c) => [c.name, c.label?.trim() || c.name]));
}
