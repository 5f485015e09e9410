import { TERM_NAMES } from '../catalog/term-names';
import type { OutOfStockDetails } from './out-of-stock';

/**
 * The size and colour of a refused item in French and Kinyarwanda, for an OUT_OF_STOCK
 * refusal's details. The server words them here so the web, which builds the sentence, does not
 * load the catalogue's word lists on every page. Words the lists do not know are left out; the
 * web then shows the stored word.
 */
export function stockTermWords(
  size: string | null | undefined,
  color: string | null | undefined,
): Pick<OutOfStockDetails, 'sizeWords' | 'colorWords'> {
  const sizeWords = size ? TERM_NAMES.size[size] : undefined;
  const colorWords = color ? TERM_NAMES.color[color] : undefined;
  return {
    ...(sizeWords ? { sizeWords: { ...sizeWords } } : {}),
    ...(colorWords ? { colorWords: { ...colorWords } } : {}),
  };
}
