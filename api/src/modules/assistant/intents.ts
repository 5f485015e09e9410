import type { AssistantIntent } from '@isoko/shared/assistant/schema';
import { asksToBargain, BARGAIN_PHRASES, offersToPay } from '@isoko/shared/negotiation/bargain-words';
import { foldedWords, foldText } from '@isoko/shared/negotiation/fold-text';
import { parseOfferAmount } from '@isoko/shared/negotiation/offer-amount';
import { DISTRICTS } from '@isoko/shared/rwanda';

/**
 * The rules engine's understanding of a message: keyword intents in English, French and
 * Kinyarwanda, matched on folded text (no case, no accents) at word boundaries. Every language's
 * words are tried whatever the detected language, because shoppers mix them.
 */

type Phrases = readonly string[];

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
    'exchange',
    'send back',
    'retour',
    'retours',
    'retourner',
    'rembourser',
    'remboursement',
    'echanger',
    'echange',
    'gusubiza',
    'kugarura',
    'gusubizwa',
    'nkagarura',
    'kuyigarura',
    'kuyisubiza',
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
    'paiement',
    'payement',
    'regler',
    'reglement',
    'especes',
    'kwishyura',
    'ubwishyu',
    'nishyura',
    'nzishyura',
    'amafaranga mu ntoki',
  ],
  shipping: [
    'ship',
    'shipping',
    'deliver',
    'delivery',
    'when will',
    'how long',
    'courier',
    'livraison',
    'livrer',
    'livrez',
    'expedition',
    'frais de port',
    'quand',
    'kubagezaho',
    'kuzanirwa',
    'kuzana',
    'kohereza',
    'bizagera',
    'izagera',
    'ryari',
    'itwarwa',
    'ubwikorezi',
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
  ],
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
 * tubikugezaho) or passive (kugezwa, bigezwa, bizangezwaho, byagejejwe). A bare "kugeza" also
 * means "until" or "up to" ("ikanzu kugeza 20000"), so it counts only beside a district's name
 * ("kugeza Rusizi ni angahe?"); "kugerageza" (to try) ends the same way and is no delivery.
 */
const DELIVERY_VERB = /^(?:\p{L}*geza(?:ho)?|\p{L}*gezw\p{L}*|\p{L}*gejejw\p{L}*)$/u;
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
        : PATTERNS[intent].test(folded),
  );
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
