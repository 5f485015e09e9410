// The rule lives in shared/ so the assistant's replies (api) say the same price and percent.
export { type ShownPrice, shownPrice } from '@isoko/shared/catalog/shown-price';
