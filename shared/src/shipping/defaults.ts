/**
 * The delivery rules a new shop starts with, without zod: the storefront's first screens read
 * them (the home page's delivery benefit until the shop's own rules arrive).
 */

/** The standard shipping fee, in RWF. */
export const DEFAULT_STANDARD_SHIPPING_FEE = 2000;
/** Orders of this many RWF or more ship free. */
export const DEFAULT_FREE_ABOVE = 50_000;
/** Every order delivered in the City of Kigali ships free. */
export const DEFAULT_KIGALI_FREE = true;
