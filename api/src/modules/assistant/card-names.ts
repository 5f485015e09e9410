import { nameIn } from '@isoko/shared/catalog/product-names';
import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import type { DbOrTx } from '../../db/client';
import { productNamesById } from '../catalog/read';

/**
 * Cards named in `language`, each with its product's name in every language: the tab keeps the
 * cards, and they name the product in the language the shopper reads then, not the one it was
 * shown in first. A live reply's cards and a conversation read back both go through this.
 */
export async function withEveryName(
  db: DbOrTx,
  cards: ProductCardDto[],
  language: ShopLanguage,
): Promise<ProductCardDto[]> {
  if (cards.length === 0) return cards;
  const names = await productNamesById(
    db,
    cards.map((card) => card.id),
  );
  return cards.map((card) => {
    const all = names.get(card.id);
    return all ? { ...card, name: nameIn(all, language) ?? card.name, names: all } : card;
  });
}
