import type { AssistantIntent } from '@isoko/shared/assistant/schema';
import { asksToBargain, BARGAIN_PHRASES, offersToPay } from '@isoko/shared/negotiation/bargain-words';
import { foldedWords, foldText } from '@isoko/shared/negotiation/fold-text';
import { parseOfferAmount } from '@isoko/shared/negotiation/offer-amount';
import { DISTRICTS } from '@isoko/shared/rwanda';
import { asksWayToPay, namesPaying, paysOnDelivery } from './paying-words';

/**
 * The rules engine's understanding of a message: keyword intents in English, French and
 * Kinyarwanda, matched on folded text (no case, no accents) at word boundaries. Every language's
 * words are tried whatever the detected language, because shoppers mix them.
 */

type Phrases = readonly string[];

/** Words that name delivery itself: its fee, its courier, sending the goods. */
const DELIVERY_PHRASES: Phrases = [
  'ship',
  'shipping',
  'deliver',
  'delivery',
  'courier',
  'livraison',
  'livrer',
  'livrez',
  'etre livre',
  'etre livree',
  'etre livres',
  'expedition',
  'frais de port',
  'kubagezaho',
  'kuzanirwa',
  'kuzana',
  'kohereza',
  'itwarwa',
  'ubwikorezi',
  'bwikorezi',
  'ikiguzi cyo kohereza',
  'cyo kugeza',
  'cyo kohereza',
  'kugeza i',
  // The shop's own words for delivery at checkout and in the cart: "Kugeza ibicuruzwa".
  'kugeza ibicuruzwa',
  'kugeza igicuruzwa',
  'kugeza ibintu',
  'kugeza ikintu',
  'kugeza imyenda',
  'kugeza komande',
  'yo kugeza',
  'gutwara',
  'express',
  'livraison express',
  'express delivery',
];

/** Words that ask when goods arrive: about delivery, but also said of a payment or a refund. */
const DELIVERY_TIME_PHRASES: Phrases = ['when will', 'how long', 'quand', 'bizagera', 'izagera', 'ryari'];

const INTENT_PHRASES: Readonly<Record<Exclude<AssistantIntent, 'fallback' | 'clothes'>, Phrases>> = {
  cancel_order: [
    'cancel',
    'cancel my order',
    'cancellation',
    'annuler',
    'annule',
    'annulation',
    'guhagarika',
    'hagarika',
    'kureka komande',
    'ndashaka kureka',
  ],
  orders: [
    'my order',
    'my orders',
    'order status',
    'track',
    'tracking',
    'where is my',
    'parcel',
    'package',
    'ma commande',
    'mes commandes',
    'suivi',
    'suivre',
    'colis',
    'ou est ma',
    'komande',
    'komande yanjye',
    'ibyo natumije',
    'ibyo naguze',
    'gukurikirana',
    'ipaki',
    'iri he',
  ],
  returns: [
    'return',
    'returns',
    'refund',
    'refunds',
    'refunded',
    'exchange',
    'send back',
    'retour',
    'retours',
    'retourner',
    'rembourser',
    'remboursement',
    'rembourse',
    'remboursee',
    'rembourses',
    'remboursez',
    'echanger',
    'echange',
    'gusubiza',
    'kugarura',
    'gusubizwa',
    'nkagarura',
    'kuyigarura',
    'kuyisubiza',
    'nasubizwa',
    'nsubizwa',
  ],
  payment: [
    'pay',
    'payment',
    'payments',
    'paying',
    'momo',
    'mobile money',
    'cash on delivery',
    'card',
    'payer',
    'paie',
    'paye',
    'payez',
    'paiement',
    'payement',
    'regler',
    'reglement',
    'especes',
    'paiement a la livraison',
    'contre remboursement',
    'kwishyura',
    'ubwishyu',
    'nishyura',
    'nzishyura',
    'amafaranga mu ntoki',
  ],
  shipping: [...DELIVERY_PHRASES, ...DELIVERY_TIME_PHRASES],
  add_to_cart: [
    'add to cart',
    'add it to my cart',
    'add to my cart',
    'put it in my cart',
    'buy it',
    'i will take it',
    'ajouter au panier',
    'ajoute au panier',
    'mettre dans le panier',
    'je le prends',
    'je la prends',
    'shyira mu gitebo',
    'mushyire mu gitebo',
    'ngiye kuyigura',
    'ndayiguze',
  ],
  // Asking for a lower price: the shared bargaining words (their stems are matched below).
  offer: BARGAIN_PHRASES,
  deals: [
    'best deals',
    'best deal',
    'flash deal',
    'flash deals',
    'promotion',
    'promotions',
    'on sale',
    'sale',
    'promo',
    'promos',
    'soldes',
    'bonnes affaires',
    'bonne affaire',
    'meilleures offres',
    'meilleure offre',
    'meilleures affaires',
    'meilleure affaire',
    'meilleurs prix',
    'ibiciro byiza',
    'ibiciro bito',
    'poromosiyo',
    'ibiciro byagabanutse',
    'ibyagabanyirijwe',
  ],
  price: ['price', 'cost', 'how much', 'prix', 'combien', 'coute', 'tarif', 'igiciro', 'angahe', 'ibiciro'],
  search: [
    'search',
    'find',
    'looking for',
    'look for',
    'show me',
    'i want',
    'i need',
    'do you have',
    'cherche',
    'chercher',
    'recherche',
    'trouver',
    'montre',
    'montrez',
    'montre-moi',
    'montrez-moi',
    'trouvez-moi',
    'donnez-moi',
    'je veux',
    'je voudrais',
    'avez vous',
    'besoin',
    'ndashaka',
    'ndashakisha',
    'shakisha',
    'nshaka',
    'mwampa',
    'mufite',
    'hari',
    'nereka',
    'nyereka',
  ],
  help: ['help', 'aide', 'aidez', 'aider', 'ubufasha', 'mfasha', 'mumfashe', 'nfasha'],
  thanks: ['thank', 'thanks', 'thx', 'merci', 'murakoze', 'urakoze', 'murakoze cyane'],
  bye: [
    'bye',
    'goodbye',
    'see you',
    'later',
    'au revoir',
    'a bientot',
    'bonne journee',
    'murabeho',
    'mwirirwe',
    'ramba',
    'tuzongera',
  ],
  greeting: [
    'hello',
    'hi',
    'hey',
    'good morning',
    'good afternoon',
    'good evening',
    'bonjour',
    'salut',
    'bonsoir',
    'coucou',
    'muraho',
    'mwaramutse',
    'mwiriwe',
    'amakuru',
    'bite',
  ],
};

/** The search trigger words, stripped from the message to leave what the shopper looks for. */
export const SEARCH_TRIGGERS = INTENT_PHRASES.search;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest phrases first, so "montrez-moi" is taken whole rather than "montrez" leaving "-moi". */
const alternatives = (phrases: Phrases) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|');
const pattern = (phrases: Phrases) =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${alternatives(phrases)})(?=$|[^\\p{L}\\p{N}])`, 'u');
const PATTERNS = Object.fromEntries(
  Object.entries(INTENT_PHRASES).map(([intent, phrases]) => [intent, pattern(phrases)]),
) as Record<keyof typeof INTENT_PHRASES, RegExp>;
const AT_START = (phrases: Phrases) => new RegExp(`^(?:${alternatives(phrases)})(?=$|[^\\p{L}\\p{N}])`, 'u');
const GREETING_AT_START = AT_START(INTENT_PHRASES.greeting);
const BYE_AT_START = AT_START(INTENT_PHRASES.bye);

/**
 * Kinyarwanda's verb for delivering, -geza, in the forms shoppers write beside the phrases
 * above: with the goods or the shopper inside the verb (kubigeza, kuyigeza, mwabingezaho,
 * tubikugezaho), reaching the shopper (ngo mubingezeho, bingezeho) or passive (kugezwa, bigezwa,
 * bizangezwaho, byagejejwe). A bare "kugeza" also
 * means "until" or "up to" ("ikanzu kugeza 20000"), so it counts only beside a district's name
 * ("kugeza Rusizi ni angahe?"); "kugerageza" (to try) ends the same way and is no delivery.
 */
const DELIVERY_VERB = /^(?:\p{L}*geza(?:ho)?|\p{L}*ngezeho|\p{L}*gezw\p{L}*|\p{L}*gejejw\p{L}*)$/u;
const BARE_DELIVERY_VERB = new Set(['kugeza', 'geza']);
const FOLDED_DISTRICTS = new Set(DISTRICTS.map(foldText));

function namesDelivery(text: string): boolean {
  const words = foldedWords(text);
  if (words.some((w) => DELIVERY_VERB.test(w) && !BARE_DELIVERY_VERB.has(w) && !w.includes('gerageza'))) {
    return true;
  }
  return words.some((w) => BARE_DELIVERY_VERB.has(w)) && words.some((w) => FOLDED_DISTRICTS.has(w));
}

/** The shipping words of every language, the forms of -geza included. */
const asksAboutDelivery = (text: string) => PATTERNS.shipping.test(foldText(text)) || namesDelivery(text);

const DELIVERY_ITSELF = pattern(DELIVERY_PHRASES);
/** Words of delivery itself, without those asking when ("when will", "ryari" are said of payments too). */
const namesDeliveryItself = (text: string) => DELIVERY_ITSELF.test(foldText(text)) || namesDelivery(text);

/** The payment words, and any other word of paying ("paid", "twishyura", "wishyura"). */
const asksAboutPaying = (text: string) => PATTERNS.payment.test(foldText(text)) || namesPaying(text);

/**
 * "Livraison contre remboursement" is cash on delivery, although "remboursement" alone is a
 * refund: the returns words are read without it.
 */
const withoutCashOnDelivery = (folded: string) => folded.replace(/contre remboursement/gu, ' ');

export const hasIntentWords = (intent: keyof typeof INTENT_PHRASES, text: string) =>
  intent === 'offer'
    ? asksToBargain(text)
    : intent === 'shipping'
      ? asksAboutDelivery(text)
      : PATTERNS[intent].test(foldText(text));

/**
 * The intents a message carries, most specific first. Greeting and goodbye count only at the
 * start of a message and only when nothing more specific is asked ("bonjour, je cherche une robe"
 * is a search). A lone "?" asks for help. An amount in words of paying is an offer.
 */
export function messageIntents(text: string): AssistantIntent[] {
  const folded = foldText(text);
  if (/^\?+$/.test(folded)) return ['help'];
  const order = [
    'cancel_order',
    'orders',
    'returns',
    'payment',
    'add_to_cart',
    'deals',
    'offer',
    'shipping',
    'price',
    'help',
    'search',
    'thanks',
  ] as const;
  // "I can pay 100000" offers an amount: it is bargaining before it is a word about paying (a
  // question about the way to pay, "how do I pay 20000 by MoMo?", stays one about paying, and
  // "do I pay 2000 for delivery?" one about delivery).
  const offersAmount = offersToPay(text) && !asksAboutDelivery(text);
  const found: AssistantIntent[] = order.filter((intent) =>
    intent === 'offer'
      ? offersAmount || asksToBargain(text)
      : intent === 'shipping'
        ? asksAboutDelivery(text)
        : intent === 'payment'
          ? asksAboutPaying(text)
          : intent === 'returns'
            ? PATTERNS.returns.test(withoutCashOnDelivery(folded))
            : PATTERNS[intent].test(folded),
  );
  if (found.includes('payment')) {
    if (paysOnDelivery(text)) {
      // "Can I pay when my order arrives?" asks about cash on delivery, not about the order.
      const orders = found.indexOf('orders');
      if (orders !== -1) {
        found.splice(found.indexOf('payment'), 1);
        found.splice(orders, 0, 'payment');
      }
    } else if (namesDeliveryItself(text) && !asksWayToPay(text)) {
      // "Do I pay 2000 for delivery?", "je dois payer la livraison ?", "nishyura angahe ku
      // bwikorezi?": paying for delivery is its fee. How to pay it or with what stays a payment
      // question ("how do I pay for delivery?", "can I pay for delivery with MoMo?").
      found.splice(found.indexOf('payment'), 1);
    }
  }
  const paying = found.indexOf('payment');
  if (offersAmount && paying !== -1) {
    found.splice(found.indexOf('offer'), 1);
    found.splice(paying, 0, 'offer');
  }
  if (BYE_AT_START.test(folded)) found.push('bye');
  if (GREETING_AT_START.test(folded)) found.push('greeting');
  return found;
}

/** The message without greeting and search words: "je cherche une robe" → "une robe". */
export function searchTerms(text: string): string {
  let folded = foldText(text);
  for (const phrases of [INTENT_PHRASES.greeting, INTENT_PHRASES.search, INTENT_PHRASES.price]) {
    folded = folded.replace(new RegExp(pattern(phrases).source, 'gu'), ' ');
  }
  // A dot or comma between digits stays: it groups thousands ("150,000", "150.000") or marks
  // decimals ("1.5m", "45,5k"), which the budget is read from.
  return folded
    .replace(/[?!;:]+|(?<!\d)[.,]+|[.,]+(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that name an order's value: "for an order of 60,000", "pour une commande de 60 000", "komande ya 60.000". */
const ORDER_VALUE_WORDS =
  /(?<![\p{L}\d])(?:order|orders|cart|basket|purchase|spend|worth|commande|panier|achat|achats|komande|igitebo|ibyo nguze|ibyo nzagura)(?![\p{L}\d])/u;

/**
 * The order value a delivery question names, read after its words for an order ("delivery to
 * Huye for an order of 60,000"), or null when it names none. A bare amount ("do I pay 2000 for
 * delivery?") is not an order's value: it may be the fee the shopper heard of.
 */
export function orderValueIn(text: string): number | null {
  const folded = foldText(text);
  const words = ORDER_VALUE_WORDS.exec(folded);
  return words ? parseOfferAmount(folded.slice(words.index)) : null;
}

/** Words asking for a faster delivery than the standard one. */
const EXPRESS_WORDS =
  /(?<![\p{L}\d])(?:express|expres|rapide|rapidement|urgent|urgente|fast|faster|quick|quicker|next day|same day|lendemain|byihuse|bwihuse|vuba)(?![\p{L}\d])/u;

/** The shopper asks for express or faster delivery. */
export const asksForExpress = (text: string) => EXPRESS_WORDS.test(foldText(text));
