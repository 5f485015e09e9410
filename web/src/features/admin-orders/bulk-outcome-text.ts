import type { BulkStatusResponse, BulkStatusResult } from '@isoko/shared/admin/orders-schema';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { useStaffOrderStatusWord } from '../../i18n/order-status-words';

/** Why some orders of a bulk move stayed where they were: one sentence per group of them. */
type Refusal = { kind: 'status'; from: string } | { kind: 'notFound' } | { kind: 'refused'; code: string };

/** Why one order was refused: an order the server no longer finds has no status to name. */
function refusalOf(result: BulkStatusResult): Refusal {
  if (result.code === 'ORDER_NOT_FOUND' || result.from === null) return { kind: 'notFound' };
  if (result.code === 'ORDER_BAD_TRANSITION') return { kind: 'status', from: result.from };
  return { kind: 'refused', code: result.code ?? 'UNKNOWN' };
}

/** The refused orders grouped by why, in the order the server listed them. */
function refusalsOf(results: readonly BulkStatusResult[]) {
  const groups = new Map<string, { refusal: Refusal; orders: BulkStatusResult[] }>();
  for (const result of results) {
    if (result.ok) continue;
    const refusal = refusalOf(result);
    const key = JSON.stringify(refusal);
    const group = groups.get(key);
    if (group) group.orders.push(result);
    else groups.set(key, { refusal, orders: [result] });
  }
  return [...groups.values()];
}

/**
 * What a bulk status move did, as separate sentences in the staff member's language: how many
 * moved, or that none of the selected could; how many could not; then why, from the server's
 * per-order outcome (the status that did not allow it, naming the order when it is alone).
 */
export function useBulkOutcomeText(): (result: BulkStatusResponse) => string {
  const { t } = useTranslation('admin-orders');
  const statusWord = useStaffOrderStatusWord();
  const errorText = useErrorText();
  return (result) => {
    const status = statusWord(result.status);
    if (result.failed === 0) return t('crm.bulk.done', { count: result.updated, status });
    const summary =
      result.updated === 0
        ? [t('crm.bulk.noneMoved', { count: result.failed, status })]
        : [
            t('crm.bulk.moved', { count: result.updated, status }),
            t('crm.bulk.notMoved', { count: result.failed, status }),
          ];
    const reasons = refusalsOf(result.results).map(({ refusal, orders }) => {
      const count = orders.length;
      if (refusal.kind === 'status') {
        // Alone, the order is named ("ISK-… is Delivered"); a group is counted.
        return t('crm.bulk.why.status', {
          count,
          order: orders[0]?.orderNumber ?? '',
          from: statusWord(refusal.from),
        });
      }
      if (refusal.kind === 'notFound') return t('crm.bulk.why.notFound', { count });
      return t('crm.bulk.why.refused', { count, reason: errorText({ code: refusal.code }) });
    });
    return [...summary, ...reasons].join(' ');
  };
}
