/** Days after delivery within which a shopper may return an item. */
export const RETURN_WINDOW_DAYS = 7;
