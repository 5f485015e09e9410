import { foldedWords } from '@isoko/shared/negotiation/fold-text';

/**
 * Words of paying read beside words of delivery. "Do I pay 2000 for delivery?" asks what
 * delivery costs; "can I pay on delivery?" asks whether cash on delivery is a way to pay. The
 * checks below read the folded words of a message joined by single spaces ("puis-je payer à la
 * livraison ?" → "puis je payer a la livraison"), in English, French and Kinyarwanda.
 */

const joinedWords = (text: string) => ` ${foldedWords(text).join(' ')} `;

const words = (list: readonly string[]) => list.join('|');

/** Paying verbs and nouns. Kinyarwanda's -ishyura is matched by its stem (nishyura, twishyura, ubwishyu). */
const PAYING = new RegExp(
  ` (?:${words([
    'pay',
    'pays',
    'paying',
    'paid',
    'payment',
    'payments',
    'payer',
    'paie',
    'paies',
    'paye',
    'payes',
    'payez',
    'payons',
    'paierai',
    'payerai',
    'paiement',
    'payement',
    'regler',
    'reglement',
  ])}) |ishyu`,
  'u',
);

/**
 * Paying at the moment the goods arrive: cash on delivery, a payment question whatever delivery
 * word it holds ("pay on delivery", "payer à la livraison", "kwishyura ubigejejweho").
 */
const PAYS_ON_DELIVERY = new RegExp(
  [
    // English: pay on delivery / upon arrival / at the door, pay the courier, pay when it arrives.
    ` (?:on|upon|at|after) (?:the )?(?:delivery|arrival|door|doorstep|reception) `,
    ` (?:the|to the) (?:courier|driver|rider|delivery (?:man|guy|person|rider|agent)) `,
    ` (?:when|once|after|as soon as) (?:\\p{L}+ ){0,4}?(?:arrives?|arrived|comes?|delivered|receive|received|get it|gets here|get them) `,
    // French: à la livraison, lors de / au moment de / après la livraison, à la réception, au livreur.
    ` (?:a|lors de|au moment de|apres|des) (?:la )?(?:livraison|reception) `,
    ` (?:au|le) (?:livreur|coursier) `,
    ` a l arrivee `,
    ` contre remboursement `,
    ` quand (?:\\p{L}+ ){0,4}?(?:recois|recoit|recevrai|recevons|livre|livree|livres|livrez|arrive|arrivera|arrivent) `,
    // Kinyarwanda: ubigejejweho / ugejejweho / bangejejeho (once delivered to you), after
    // receiving (nyuma yo kwakira, bamaze kubinzanira, nimara kwakira, ku muryango).
    `gejejw?eho `,
    ` (?:nyuma yo|bamaze|umaze|mumaze|maze|nimara|nibimara|nkimara|nibigera|nakiriye|nimbyakira|mbyakiriye|ku muryango) `,
  ].join('|'),
  'u',
);

/**
 * The shopper asks how to pay or names a way to pay: "how do I pay for delivery?", "can I pay
 * for delivery with MoMo?", "comment payer la livraison ?", "nishyura nte?". "How much" is a
 * price, not a way.
 */
const WAY_TO_PAY = new RegExp(
  [
    ` how (?!much |many |long |far |soon )`,
    ` (?:method|methods|momo|mobile money|mtn|airtel|card|cards|visa|cash|in cash) `,
    ` (?:comment|moyen|moyens|mode de paiement|modes de paiement|carte|especes|par quel) `,
    ` (?:nte|ute|dute|mute|gute|uburyo|ubuhe buryo|mu ntoki) `,
  ].join('|'),
  'u',
);

/** The message holds a word of paying. */
export const namesPaying = (text: string) => PAYING.test(joinedWords(text));

/** The message pays at the moment of delivery: cash on delivery. */
export const paysOnDelivery = (text: string) => {
  const joined = joinedWords(text);
  const paying = PAYING.exec(joined);
  if (/ cash on delivery | contre remboursement /u.test(joined)) return true;
  // The moment of delivery comes after the word of paying: "pay when it arrives", not
  // "when it arrives, do I pay for delivery?".
  return paying !== null && PAYS_ON_DELIVERY.test(joined.slice(paying.index));
};

/** The message asks how to pay or names a way to pay. */
export const asksWayToPay = (text: string) => WAY_TO_PAY.test(joinedWords(text));
