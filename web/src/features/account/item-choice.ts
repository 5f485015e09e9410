import type { CustomerOrderItemDto } from '@isoko/shared/orders/customer-orders';

/** An item's size and colour, the colour in the shopper's language (older servers send only the stored word). */
export const choiceOf = (item: Pick<CustomerOrderItemDto, 'size' | 'color' | 'colorLabel'>) =>
  [item.size, item.colorLabel ?? item.color].filter(Boolean).join(' / ');
