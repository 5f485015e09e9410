import type { CustomerOrderItemDto } from '@isoko/shared/orders/customer-orders';

/**
 * An item's size and colour in the shopper's language ("Moyenne / Noir"); older servers send
 * only the stored words.
 */
export const choiceOf = (item: Pick<CustomerOrderItemDto, 'size' | 'color' | 'colorLabel' | 'sizeLabel'>) =>
  [item.sizeLabel ?? item.size, item.colorLabel ?? item.color].filter(Boolean).join(' / ');
