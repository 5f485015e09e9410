import { RETURN_WINDOW_DAYS } from '../assistant/shop-policies';
import { OTP_TTL_SECONDS } from '../auth/schema';
import { formatRwf } from '../money';
import type { StatusSms } from '../orders/status';

/**
 * The shop's texts in English, French and Kinyarwanda. Each is written in the GSM-7 alphabet
 * (no ê, ç, ô, curly quotes or emoji) so it costs what the English costs; texts.test.ts
 * computes every template's encoding and segment count with realistic values and fails over
 * its budget (`SMS_SEGMENT_BUDGET`).
 */

export const SMS_LANGUAGES = ['en', 'fr', 'rw'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/** Which status text a move sends is decided by `statusSmsOf` in orders/status. */
export type OrderStatusSms = StatusSms;
/**
 * Why the shop cancelled an order, as its text says it: no payment arrived in time, the payment
 * came when the items were sold out (the money is owed back), or staff cancelled it.
 */
export type OrderCancelledSms = 'no_payment' | 'refund_due' | 'by_shop';

/** How a refund reached the customer. */
export type RefundSmsMethod = 'momo' | 'cash';

export interface SmsTemplates {
  /** The sign-in code: one segment, whatever the language. */
  otp: (code: string) => string;
  welcome: (firstName: string, shopUrl: string) => string;
  orderConfirmation: (order: { orderNumber: string; total: number }, trackUrl: string) => string;
  orderStatus: (orderNumber: string, status: OrderStatusSms, trackUrl: string) => string;
  /** The shop cancelled the order (a shopper who cancels it themselves gets no text). */
  orderCancelled: (orderNumber: string, why: OrderCancelledSms, shopPhone: string) => string;
  /** MoMo declined the payment: nothing was taken and the order can be paid again from My Orders. */
  paymentFailed: (orderNumber: string, ordersUrl: string) => string;
  /** Staff recorded money given back: how much, how (MoMo or cash) and what is still owed, if any. */
  refundSent: (
    refund: { orderNumber: string; amount: number; method: RefundSmsMethod; stillOwed: number },
    shopPhone: string,
  ) => string;
  /** To the shop's own phone; the message is the shop's. */
  adminAlert: (message: string) => string;
}

const MINUTES = OTP_TTL_SECONDS / 60;

/**
 * An amount grouped as the text's language writes it (24,400 · 24 400 · 24.400 RWF), with the
 * French narrow no-break space made a plain one: GSM-7 has no no-break space, and one such
 * character would make the whole text cost more than twice as much.
 */
const smsRwf = (amount: number, language: SmsLanguage) => formatRwf(amount, language).replace(/\u202f/g, ' ');

export const SMS_TEXTS: Record<SmsLanguage, SmsTemplates> = {
  en: {
    otp: (code) =>
      `${code} is your Isoko sign-in code. It expires in ${MINUTES} minutes. Never share it: Isoko will never ask you for it.`,
    welcome: (firstName, shopUrl) =>
      `Murakaza neza ${firstName}! Welcome to Isoko. Your account is ready: follow your orders at ${shopUrl}/account`,
    orderConfirmation: (order, trackUrl) =>
      `Isoko: thank you! Order ${order.orderNumber} is received. Total ${smsRwf(order.total, 'en')}. Track it: ${trackUrl}`,
    orderStatus: (orderNumber, status, trackUrl) =>
      status === 'delivered'
        ? `Isoko: order ${orderNumber} is delivered. Murakoze! Returns are accepted for ${RETURN_WINDOW_DAYS} days.`
        : status === 'shipped'
          ? `Isoko: order ${orderNumber} has shipped. Follow it live: ${trackUrl}`
          : `Isoko: order ${orderNumber} is out for delivery today. Keep your phone near you. ${trackUrl}`,
    orderCancelled: (orderNumber, why, shopPhone) =>
      why === 'no_payment'
        ? `Isoko: order ${orderNumber} is cancelled, no payment arrived in time. Nothing was charged. Questions: ${shopPhone}`
        : why === 'refund_due'
          ? `Isoko: sorry, order ${orderNumber} is cancelled, the items sold out. Your payment will be refunded. Questions: ${shopPhone}`
          : `Isoko: sorry, order ${orderNumber} was cancelled by the shop. If you paid, we will refund you. Questions: ${shopPhone}`,
    paymentFailed: (orderNumber, ordersUrl) =>
      `Isoko: the Mobile Money payment for order ${orderNumber} did not go through. Nothing was charged. Pay again in My Orders: ${ordersUrl}`,
    refundSent: ({ orderNumber, amount, method, stillOwed }, shopPhone) =>
      `Isoko: ${smsRwf(amount, 'en')} for order ${orderNumber} ${method === 'momo' ? 'was sent back to your Mobile Money' : 'was refunded in cash'}.${stillOwed > 0 ? ` ${smsRwf(stillOwed, 'en')} still to come.` : ''} Questions: ${shopPhone}`,
    adminAlert: (message) => `Isoko alert: ${message}`,
  },
  fr: {
    otp: (code) =>
      `${code} est votre code de connexion Isoko. Il expire dans ${MINUTES} minutes. Ne le partagez jamais : Isoko ne vous le demandera jamais.`,
    welcome: (firstName, shopUrl) =>
      `Murakaza neza ${firstName} ! Bienvenue sur Isoko. Votre compte est créé : suivez vos commandes sur ${shopUrl}/account`,
    orderConfirmation: (order, trackUrl) =>
      `Isoko : merci ! Commande ${order.orderNumber} enregistrée. Total ${smsRwf(order.total, 'fr')}. Suivez-la : ${trackUrl}`,
    orderStatus: (orderNumber, status, trackUrl) =>
      status === 'delivered'
        ? `Isoko : commande ${orderNumber} livrée. Murakoze ! Retours acceptés pendant ${RETURN_WINDOW_DAYS} jours.`
        : status === 'shipped'
          ? `Isoko : commande ${orderNumber} expédiée. Suivez-la en direct : ${trackUrl}`
          : `Isoko : commande ${orderNumber} en cours de livraison aujourd'hui. Gardez votre téléphone près de vous. ${trackUrl}`,
    orderCancelled: (orderNumber, why, shopPhone) =>
      why === 'no_payment'
        ? `Isoko : commande ${orderNumber} annulée, aucun paiement n'est arrivé à temps. Rien n'a été débité. Questions : ${shopPhone}`
        : why === 'refund_due'
          ? `Isoko : désolés, commande ${orderNumber} annulée, articles épuisés. Votre paiement sera remboursé. Questions : ${shopPhone}`
          : `Isoko : désolés, commande ${orderNumber} annulée par la boutique. Si vous avez payé, nous vous rembourserons. Questions : ${shopPhone}`,
    paymentFailed: (orderNumber, ordersUrl) =>
      `Isoko : paiement Mobile Money de la commande ${orderNumber} refusé. Rien n'a été débité. Payez à nouveau dans Mes commandes : ${ordersUrl}`,
    refundSent: ({ orderNumber, amount, method, stillOwed }, shopPhone) =>
      `Isoko : ${smsRwf(amount, 'fr')} de la commande ${orderNumber} ${method === 'momo' ? 'vous ont été renvoyés sur Mobile Money' : 'vous ont été remboursés en espèces'}.${stillOwed > 0 ? ` Reste à venir : ${smsRwf(stillOwed, 'fr')}.` : ''} Questions : ${shopPhone}`,
    adminAlert: (message) => `Alerte Isoko : ${message}`,
  },
  rw: {
    otp: (code) =>
      `${code} ni kode yawe yo kwinjira muri Isoko. Irarangira mu minota ${MINUTES}. Ntuzayihe undi muntu: Isoko ntizigera ikuyisaba.`,
    welcome: (firstName, shopUrl) =>
      `Murakaza neza ${firstName}! Konti yawe kuri Isoko iriteguye: kurikirana ibyo watumije kuri ${shopUrl}/account`,
    orderConfirmation: (order, trackUrl) =>
      `Isoko: murakoze! Itumiza ${order.orderNumber} ryakiriwe. Igiteranyo: ${smsRwf(order.total, 'rw')}. Rikurikirane: ${trackUrl}`,
    orderStatus: (orderNumber, status, trackUrl) =>
      status === 'delivered'
        ? `Isoko: itumiza ${orderNumber} ryakugezeho. Murakoze! Ushobora gusubiza ibyo waguze mu minsi ${RETURN_WINDOW_DAYS}.`
        : status === 'shipped'
          ? `Isoko: itumiza ${orderNumber} ryoherejwe. Rikurikirane: ${trackUrl}`
          : `Isoko: itumiza ${orderNumber} rirakugeraho uyu munsi. Gumana telefoni yawe hafi. ${trackUrl}`,
    orderCancelled: (orderNumber, why, shopPhone) =>
      why === 'no_payment'
        ? `Isoko: itumiza ${orderNumber} ryahagaritswe, nta bwishyu bwabonetse ku gihe. Nta mafaranga yakuweho. Ibibazo: ${shopPhone}`
        : why === 'refund_due'
          ? `Isoko: tubabarire, itumiza ${orderNumber} ryahagaritswe, ibicuruzwa byashize. Amafaranga yanyu azasubizwa. Ibibazo: ${shopPhone}`
          : `Isoko: tubabarire, itumiza ${orderNumber} ryahagaritswe n'iduka. Niba mwarishyuye, tuzabasubiza amafaranga. Ibibazo: ${shopPhone}`,
    paymentFailed: (orderNumber, ordersUrl) =>
      `Isoko: kwishyura itumiza ${orderNumber} kuri Mobile Money ntibyakunze. Nta mafaranga yakuweho. Ongera wishyure mu Matumiza yanjye: ${ordersUrl}`,
    refundSent: ({ orderNumber, amount, method, stillOwed }, shopPhone) =>
      `Isoko: ${smsRwf(amount, 'rw')} z'itumiza ${orderNumber} ${method === 'momo' ? 'zagusubijwe kuri Mobile Money' : 'wazisubijwe mu ntoki'}.${stillOwed > 0 ? ` Hasigaye ${smsRwf(stillOwed, 'rw')}.` : ''} Ibibazo: ${shopPhone}`,
    adminAlert: (message) => `Isoko, iburira: ${message}`,
  },
};

/** Segments each template may take at most with realistic values (texts.test.ts checks). */
export const SMS_SEGMENT_BUDGET: Record<keyof SmsTemplates, number> = {
  otp: 1,
  welcome: 1,
  orderConfirmation: 1,
  orderStatus: 1,
  orderCancelled: 1,
  paymentFailed: 1,
  refundSent: 1,
  adminAlert: 2,
};

/** A language tag as one of the texts' languages (anything else reads English). */
export function smsLanguageOf(language: string | null | undefined): SmsLanguage {
  const t = (language ?? '').toLowerCase();
  if (t.startsWith('fr')) return 'fr';
  if (t.startsWith('rw') || t.startsWith('kin')) return 'rw';
  return 'en';
}

/** The texts in one language. */
export const smsTextsIn = (language: string | null | undefined): SmsTemplates =>
  SMS_TEXTS[smsLanguageOf(language)];

/** The English texts (older callers; new ones pick the customer's language with `smsTextsIn`). */
export const smsText = SMS_TEXTS.en;
