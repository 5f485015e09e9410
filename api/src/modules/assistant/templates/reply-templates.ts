import type { OrderStatus } from '@isoko/shared/orders/status';
import type { PaymentMethod } from '@isoko/shared/payments/status';

/**
 * The rules engine's sentences in one language. Every figure arrives as a parameter, already
 * formatted from the shop's data or shared constants: no template writes a price, fee or day
 * count of its own.
 */
export interface ReplyTemplates {
  greeting(): string;
  help(): string;
  thanks(): string;
  bye(): string;
  fallback(): string;
  /** `count` products shown, out of the `total` the results page lists (count ≤ total). */
  searchFound(p: { query: string; count: number; total: number; budget: string | null }): string;
  searchNone(p: { query: string; budget: string | null }): string;
  budgetUnder(amount: string): string;
  budgetOver(amount: string): string;
  budgetBetween(min: string, max: string): string;
  clothesAsk(): string;
  deals(p: { count: number; topName: string; topPercent: number }): string;
  noDeals(): string;
  productPrice(p: { name: string; price: string; originalPrice: string | null; inStock: boolean }): string;
  askWhichProduct(): string;
  /** `freeAbove`: the order total above which delivery is free, when the shop has one. */
  shippingFee(p: {
    district: string;
    fee: string;
    minDays: number;
    maxDays: number;
    freeAbove: string | null;
  }): string;
  shippingFree(p: { district: string; minDays: number; maxDays: number }): string;
  shippingRules(p: { standardFee: string; freeAbove: string | null; kigaliFree: boolean }): string;
  /** The shop's rules free every order, wherever it goes. */
  shippingAllFree(): string;
  /**
   * The fee for an order of the value the shopper named (`fee` null: it ships free), to their
   * district when they named one; `kigaliFree` when no district is named and the City of Kigali
   * ships free whatever the order.
   */
  shippingForOrder(p: {
    order: string;
    fee: string | null;
    district: string | null;
    days: readonly [number, number] | null;
    kigaliFree: boolean;
  }): string;
  /**
   * The shop has one delivery speed: no express. The days of its standard delivery, to the
   * district named or to the City of Kigali and elsewhere.
   */
  shippingNoExpress(p: {
    district: { name: string; days: readonly [number, number] } | null;
    kigali: readonly [number, number];
    elsewhere: readonly [number, number];
  }): string;
  returns(p: { days: number }): string;
  /** How a shopper cancels an order (the rule is customerCanCancel's). */
  cancelOrder(): string;
  payment(p: { methods: readonly PaymentMethod[] }): string;
  ordersSignIn(): string;
  ordersNone(): string;
  ordersList(p: { orders: readonly { number: string; status: OrderStatus; total: string }[] }): string;
  /** `location` and `eta` arrive already worded in the reply's language (place words, shop date). */
  trackingFound(p: { number: string; status: OrderStatus; location: string; eta: string | null }): string;
  trackingUnknown(p: { number: string }): string;
  addedToCart(p: { name: string; price: string }): string;
  /**
   * A deal closed in the chat: the client puts it in the cart in the size and colour chosen on
   * the product's page, or opens that page (the price kept) for the shopper to choose. `price` is
   * one item's; `quantity` the items it was bargained for (1 for one).
   */
  dealInChat(p: { price: string; minutes: number; quantity: number }): string;
  /**
   * The shopper moved again while a deal they made still holds: that deal, not a new one (never a
   * yes to the amount just named), goes in the cart as dealInChat says.
   */
  dealKeptInChat(p: { price: string; quantity: number }): string;
  /**
   * Said after a guest's deal: their cart shows the regular price until they sign in, when the
   * deal is claimed for their account.
   */
  dealSignIn(): string;
  offerNeedsProduct(): string;
  orderStatus(status: OrderStatus): string;
  paymentMethod(method: PaymentMethod): string;
}
