import type { AssistantHistoryQuery, AssistantHistoryResponse } from '@isoko/shared/assistant/schema';
import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { cardsByIds } from '../catalog/service';
import { withEveryName } from './card-names';
import { keptActions, recentMessages } from './memory';
import type { AssistantDeps } from './shop-tools';

/**
 * `GET /api/offers/chat/history`: the shopper's recent conversation (a signed-in customer's own,
 * else the device's), so the floating assistant shows it again after the tab forgot it. A reply
 * comes back with its product cards, read from the catalogue now (one read for the whole
 * conversation): in `language`, at today's price and stock, without the products taken out of
 * the shop since; and with its kept actions (the sign-in link).
 */
export async function chatHistory(
  deps: Pick<AssistantDeps, 'db' | 'catalog'>,
  customerId: string | null,
  query: AssistantHistoryQuery,
  language: ShopLanguage,
): Promise<AssistantHistoryResponse> {
  const rows = await recentMessages(deps.db, { customerId, deviceId: query.deviceId ?? null });
  const ids = [...new Set(rows.flatMap((r) => r.productIds))];
  const cards =
    ids.length === 0
      ? []
      : await withEveryName(deps.db, await cardsByIds(deps.catalog, ids, language), language);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  return {
    success: true,
    messages: rows.map((r) => {
      const suggestions = r.productIds
        .map((id) => cardById.get(id))
        .filter((card): card is ProductCardDto => card !== undefined);
      const actions = keptActions(r.actions);
      return {
        from: r.sender === 'user' ? 'shopper' : 'assistant',
        text: r.content,
        at: r.createdAt.toISOString(),
        ...(suggestions.length > 0 ? { suggestions } : {}),
        ...(actions.length > 0 ? { actions } : {}),
      };
    }),
  };
}
