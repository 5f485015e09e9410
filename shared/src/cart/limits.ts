/**
 * Most distinct lines one cart or order may hold, and most units of one line: the cart and order
 * requests refuse more (cart/schema), so the cart in the browser keeps within them too. No zod
 * here: the browser's cart rules (cart/lines) run on every page.
 */
export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;
