import { type SmsLanguage, smsLanguageOf } from '../notifications/texts';

/**
 * The line MTN MoMo shows the payer with a request to pay (on the handset's prompt and in its
 * text), naming the order it pays for, in the customer's language. MoMo takes at most 160
 * characters; each stays in the GSM-7 alphabet like the shop's own texts.
 */
const PAYER_MESSAGE: Record<SmsLanguage, (orderNumber: string) => string> = {
  en: (orderNumber) => `Isoko order ${orderNumber}`,
  fr: (orderNumber) => `Commande Isoko ${orderNumber}`,
  rw: (orderNumber) => `Itumiza rya Isoko ${orderNumber}`,
};

/** The payer's line of a request to pay for `orderNumber`; English for a language the shop has not. */
export function momoPayerMessage(orderNumber: string, language: string | null | undefined): string {
  return PAYER_MESSAGE[smsLanguageOf(language)](orderNumber);
}
