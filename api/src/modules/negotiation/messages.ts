import { formatRwf } from '@isoko/shared/money-format';
import {
  NEGOTIATION_MAX_ROUNDS,
  NEGOTIATION_WINDOW_HOURS,
} from '@isoko/shared/negotiation/concession-schedule';
import { DEAL_VALID_MINUTES } from '@isoko/shared/negotiation/deal-validity';
import type { ItemsSaid } from '@isoko/shared/negotiation/offer-text';
import type { NegotiationReason } from '@isoko/shared/negotiation/policy';
import type { NegotiationLanguage } from '@isoko/shared/negotiation/schema';

/**
 * What the shop says, in English, French and Kinyarwanda, keyed by the engine's reason. The
 * templates hold no figures: every amount and count is filled in from the engine's numbers
 * (amounts through formatRwf), so a text can never state a price the engine did not decide.
 */

/**
 * Reasons of the policy, plus those the engine adds: the shopper said no, said nothing we read,
 * or moved again while a deal they made still holds (DEAL_KEPT: that deal is returned as it is).
 */
export type NegotiationMessageKey = NegotiationReason | 'DECLINED' | 'UNCLEAR' | 'DEAL_KEPT';

/**
 * The words for a key: UNCLEAR while the shop still stands at the full price does not invite a
 * yes, as a yes to the full price is no deal (NO_DISCOUNT_YET). OFFER_AT_FULL_PRICE invites a yes
 * only to a counter below the price (…_COUNTERED), and a lower offer only while rounds are left
 * (not in …_LAST).
 */
type TemplateKey =
  | NegotiationMessageKey
  | 'UNCLEAR_FULL_PRICE'
  | 'OFFER_AT_FULL_PRICE_LAST'
  | 'OFFER_AT_FULL_PRICE_COUNTERED'
  | 'OFFER_AT_FULL_PRICE_COUNTERED_LAST';

/** How long an accepted price is honoured (one rule with the client, which keeps a chat deal as long). */
export { DEAL_VALID_MINUTES };

type Templates = Record<TemplateKey, string>;

const EN: Templates = {
  NOT_NEGOTIABLE:
    "Sorry, this item has a fixed price of {price}, so I can't bargain on it. Here are other ways to save:",
  AT_LOWEST_PRICE:
    'This item is already at its lowest price, {price}: there is nothing left to take off. Here are other ways to save:',
  INVALID_OFFER: 'Please give me an amount in RWF above zero.',
  OFFER_TOO_LOW: "{offer} is too far below the price, I'm afraid. I stay at {price}.",
  COUNTER_OFFER: 'Thanks for your offer of {offer}. I can come down to {price}. Rounds left: {roundsLeft}.',
  FINAL_OFFER: "My best and final price is {price}. Say yes and it's yours.",
  ROUNDS_EXHAUSTED: 'We have used our {maxRounds} rounds. My best price stays {price}; say yes to take it.',
  DEAL_ALREADY_MADE:
    'You already made a deal on this item in the last {hours} hours, so bargaining on it is closed for now. My price stays {price}; say yes to take it.',
  OFFER_ACCEPTED: 'Deal! {price} it is. Your price is kept for {minutes} minutes.',
  COUNTER_ACCEPTED: 'Deal at {price}! Your price is kept for {minutes} minutes.',
  NO_DISCOUNT_YET:
    'I am still at the full price of {price}, so there is no discount to accept yet. Make me an offer, or add it to your cart at that price.',
  OFFER_AT_FULL_PRICE:
    '{offer} is already at or above the price of {basePrice}, so there is nothing to bargain. You can add it to your cart at {price}, or make me a lower offer.',
  OFFER_AT_FULL_PRICE_LAST:
    '{offer} is already at or above the price of {basePrice}, so there is nothing to bargain. You can add it to your cart at {price}.',
  OFFER_AT_FULL_PRICE_COUNTERED:
    '{offer} is already at or above the price of {basePrice}, so there is nothing to bargain. My price of {price} still stands: say yes to take it, or make me a lower offer.',
  OFFER_AT_FULL_PRICE_COUNTERED_LAST:
    '{offer} is already at or above the price of {basePrice}, so there is nothing to bargain. My best price stays {price}; say yes to take it.',
  DEAL_KEPT: 'You already have a deal on this item at {price}, and it still holds.',
  DECLINED: 'No problem. My price of {price} stays open if you change your mind.',
  UNCLEAR: 'How much would you like to pay? Send an amount in RWF, or say yes to take it at {price}.',
  UNCLEAR_FULL_PRICE: 'How much would you like to pay? Send me an amount in RWF.',
};

const FR: Templates = {
  NOT_NEGOTIABLE:
    "Désolé, cet article a un prix fixe de {price} : je ne peux pas le négocier. Voici d'autres façons d'économiser :",
  AT_LOWEST_PRICE:
    "Cet article est déjà à son prix le plus bas, {price} : il n'y a plus rien à enlever. Voici d'autres façons d'économiser :",
  INVALID_OFFER: 'Indiquez-moi un montant en RWF supérieur à zéro.',
  OFFER_TOO_LOW: "{offer}, c'est trop loin du prix, désolé. Je reste à {price}.",
  COUNTER_OFFER:
    'Merci pour votre offre de {offer}. Je peux descendre à {price}. Tours restants : {roundsLeft}.',
  FINAL_OFFER: "Mon meilleur prix, et le dernier, est {price}. Dites oui et l'article est à vous.",
  ROUNDS_EXHAUSTED:
    'Nous avons utilisé nos {maxRounds} tours. Mon meilleur prix reste {price} ; dites oui pour le prendre.',
  DEAL_ALREADY_MADE:
    'Vous avez déjà conclu un marché sur cet article ces dernières {hours} heures : la négociation est close pour le moment. Mon prix reste {price} ; dites oui pour le prendre.',
  OFFER_ACCEPTED: 'Marché conclu ! {price}. Votre prix est gardé {minutes} minutes.',
  COUNTER_ACCEPTED: 'Marché conclu à {price} ! Votre prix est gardé {minutes} minutes.',
  NO_DISCOUNT_YET:
    "Je suis encore au prix plein de {price} : il n'y a pas encore de remise à accepter. Faites-moi une offre, ou ajoutez l'article au panier à ce prix.",
  OFFER_AT_FULL_PRICE:
    "{offer}, c'est déjà le prix de {basePrice} ou plus : il n'y a rien à négocier. Vous pouvez ajouter l'article au panier à {price}, ou me faire une offre plus basse.",
  OFFER_AT_FULL_PRICE_LAST:
    "{offer}, c'est déjà le prix de {basePrice} ou plus : il n'y a rien à négocier. Vous pouvez ajouter l'article au panier à {price}.",
  OFFER_AT_FULL_PRICE_COUNTERED:
    "{offer}, c'est déjà le prix de {basePrice} ou plus : il n'y a rien à négocier. Mon prix de {price} tient toujours : dites oui pour le prendre, ou faites-moi une offre plus basse.",
  OFFER_AT_FULL_PRICE_COUNTERED_LAST:
    "{offer}, c'est déjà le prix de {basePrice} ou plus : il n'y a rien à négocier. Mon meilleur prix reste {price} ; dites oui pour le prendre.",
  DEAL_KEPT: 'Vous avez déjà un marché conclu à {price} pour cet article, et il tient toujours.',
  DECLINED: "Pas de souci. Mon prix de {price} reste valable si vous changez d'avis.",
  UNCLEAR:
    'Combien souhaitez-vous payer ? Envoyez un montant en RWF, ou dites oui pour le prendre à {price}.',
  UNCLEAR_FULL_PRICE: 'Combien souhaitez-vous payer ? Envoyez-moi un montant en RWF.',
};

const RW: Templates = {
  NOT_NEGOTIABLE:
    'Mutwihanganire, iki gicuruzwa gifite igiciro kidahinduka cya {price}, ntitwaciririkanya. Dore ubundi buryo bwo kuzigama:',
  AT_LOWEST_PRICE:
    'Iki gicuruzwa kiri ku giciro cyacyo cyo hasi cyane, {price}: nta kindi twagabanya. Dore ubundi buryo bwo kuzigama:',
  INVALID_OFFER: 'Mumpe amafaranga (RWF) arenze zeru.',
  OFFER_TOO_LOW: "{offer} ni make cyane ugereranyije n'igiciro. Ngumye kuri {price}.",
  COUNTER_OFFER:
    'Murakoze ku giciro mwatanze cya {offer}. Nshobora kumanuka kugeza kuri {price}. Ibyiciro bisigaye: {roundsLeft}.',
  FINAL_OFFER: 'Igiciro cyanjye cya nyuma ni {price}. Vuga yego kibe icyawe.',
  ROUNDS_EXHAUSTED:
    'Twakoresheje ibyiciro {maxRounds}. Igiciro cyanjye cyiza kiguma {price}; vuga yego ukigure.',
  DEAL_ALREADY_MADE:
    'Mwamaze kumvikana igiciro kuri iki gicuruzwa mu masaha {hours} ashize, ubu ntitwongera guciririkanya. Igiciro cyanjye kiguma {price}; vuga yego ukigure.',
  OFFER_ACCEPTED: 'Byemejwe! {price}. Igiciro cyawe kibikwa iminota {minutes}.',
  COUNTER_ACCEPTED: 'Byemejwe kuri {price}! Igiciro cyawe kibikwa iminota {minutes}.',
  NO_DISCOUNT_YET:
    'Ndacyari ku giciro cyuzuye cya {price}, nta giciro kigabanyijwe cyo kwemera kirabaho. Mpa igiciro wifuza, cyangwa ushyire igicuruzwa mu gitebo kuri icyo giciro.',
  OFFER_AT_FULL_PRICE:
    "{offer} bingana n'igiciro cya {basePrice} cyangwa birakirenze, nta cyo twaciririkanya. Ushobora gushyira igicuruzwa mu gitebo kuri {price}, cyangwa ukampa igiciro kiri munsi yacyo.",
  OFFER_AT_FULL_PRICE_LAST:
    "{offer} bingana n'igiciro cya {basePrice} cyangwa birakirenze, nta cyo twaciririkanya. Ushobora gushyira igicuruzwa mu gitebo kuri {price}.",
  OFFER_AT_FULL_PRICE_COUNTERED:
    "{offer} bingana n'igiciro cya {basePrice} cyangwa birakirenze, nta cyo twaciririkanya. Igiciro cyanjye cya {price} kiracyahari: vuga yego ukigure, cyangwa umpe igiciro kiri munsi yacyo.",
  OFFER_AT_FULL_PRICE_COUNTERED_LAST:
    "{offer} bingana n'igiciro cya {basePrice} cyangwa birakirenze, nta cyo twaciririkanya. Igiciro cyanjye cyiza kiguma {price}; vuga yego ukigure.",
  DEAL_KEPT: 'Mwamaze kumvikana igiciro cya {price} kuri iki gicuruzwa, kandi kiracyari cyanyu.',
  DECLINED: 'Nta kibazo. Igiciro cyanjye cya {price} kiracyahari niwisubiraho.',
  UNCLEAR: 'Wifuza kwishyura angahe? Ohereza amafaranga (RWF), cyangwa uvuge yego ugifate kuri {price}.',
  UNCLEAR_FULL_PRICE: 'Wifuza kwishyura angahe? Nyoherereza amafaranga (RWF).',
};

const TEMPLATES: Record<NegotiationLanguage, Templates> = { en: EN, fr: FR, rw: RW };

/**
 * Said before the answer to an offer for several items, so the shopper sees how it was read:
 * one item's price ({offer}), the shop's prices after it being per item too.
 */
const ITEMS_TEMPLATES: Record<NegotiationLanguage, { total: string; each: string }> = {
  en: {
    total: "{said} for {quantity} items makes {offer} per item, and I bargain on one item's price.",
    each: "{offer} per item for {quantity} items: I bargain on one item's price.",
  },
  fr: {
    total: "{said} pour {quantity} articles, cela fait {offer} l'article : je négocie le prix d'un article.",
    each: "{offer} l'article pour {quantity} articles : je négocie le prix d'un article.",
  },
  rw: {
    total:
      "{said} ku bicuruzwa {quantity} ni {offer} kuri buri gicuruzwa: nciririkanya igiciro cy'igicuruzwa kimwe.",
    each: "{offer} kuri buri gicuruzwa, ku bicuruzwa {quantity}: nciririkanya igiciro cy'igicuruzwa kimwe.",
  },
};

/** The engine's numbers for one answer. */
export interface MessageFigures {
  /** The accepted price or the price the shop stands at. */
  price: number;
  /** What the shopper offered, when they named an amount. */
  offer?: number | null;
  /** Rounds the shopper has left. */
  roundsLeft: number;
  /** The full price asked, when known: a reply at it does not invite a yes. */
  basePrice?: number;
  /** The offer was for several items ("20000 for two"): `offer` is then one item's price. */
  items?: ItemsSaid | null;
}

/**
 * Fills `{slot}`s: amounts as formatRwf groups them in the text's language, counts as whole
 * numbers. An unknown slot stays visible.
 */
function fill(template: string, figures: MessageFigures, language: NegotiationLanguage): string {
  const slots: Record<string, string> = {
    price: formatRwf(figures.price, language),
    basePrice: formatRwf(figures.basePrice ?? figures.price, language),
    offer: formatRwf(figures.offer ?? figures.price, language),
    said: formatRwf(figures.items?.said ?? 0, language),
    quantity: String(figures.items?.quantity ?? 1),
    roundsLeft: String(Math.max(0, Math.trunc(figures.roundsLeft))),
    maxRounds: String(NEGOTIATION_MAX_ROUNDS),
    hours: String(NEGOTIATION_WINDOW_HOURS),
    minutes: String(DEAL_VALID_MINUTES),
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);
}

/** The template for a key and the engine's figures (see TemplateKey). */
function templateKey(key: NegotiationMessageKey, figures: MessageFigures): TemplateKey {
  const { basePrice, price } = figures;
  if (key === 'UNCLEAR') return basePrice !== undefined && price >= basePrice ? 'UNCLEAR_FULL_PRICE' : key;
  if (key !== 'OFFER_AT_FULL_PRICE') return key;
  const roundsLeft = figures.roundsLeft > 0;
  if (basePrice === undefined || price >= basePrice) return roundsLeft ? key : 'OFFER_AT_FULL_PRICE_LAST';
  return roundsLeft ? 'OFFER_AT_FULL_PRICE_COUNTERED' : 'OFFER_AT_FULL_PRICE_COUNTERED_LAST';
}

/** The shop's answer in the shopper's language. */
export function negotiationMessage(
  key: NegotiationMessageKey,
  language: NegotiationLanguage,
  figures: MessageFigures,
): string {
  const words = templateKey(key, figures);
  const answer = fill(TEMPLATES[language][words], figures, language);
  const read = itemsMessage(language, figures);
  return read ? `${read} ${answer}` : answer;
}

/**
 * How an offer for several items was read, in the shopper's language ("20,000 RWF for 2 items
 * makes 10,000 RWF per item…"), or '' for an offer for one item.
 */
export function itemsMessage(language: NegotiationLanguage, figures: MessageFigures): string {
  const { items } = figures;
  if (!items || figures.offer == null) return '';
  const templates = ITEMS_TEMPLATES[language];
  return fill(items.each ? templates.each : templates.total, figures, language);
}

/** The words of the alternatives offered when the price cannot move. */
const PERK_TEMPLATES: Record<
  NegotiationLanguage,
  { freeAbove: string; kigali: string; shipsFree: string; similar: string }
> = {
  en: {
    freeAbove: 'Free delivery on orders over {amount}.',
    kigali: 'Free delivery anywhere in the City of Kigali.',
    shipsFree: 'This item already ships free.',
    similar: '{name} is similar and costs {amount}.',
  },
  fr: {
    freeAbove: 'Livraison gratuite pour toute commande de plus de {amount}.',
    kigali: 'Livraison gratuite partout dans la ville de Kigali.',
    shipsFree: 'Cet article est déjà livré gratuitement.',
    similar: '{name} est un article semblable à {amount}.',
  },
  rw: {
    freeAbove: 'Kubagezaho ibyo mwaguze ni ubuntu iyo birenze {amount}.',
    kigali: 'Kubagezaho ibyo mwaguze ni ubuntu mu Mujyi wa Kigali hose.',
    shipsFree: 'Iki gicuruzwa kibagezwaho ku buntu.',
    similar: '{name} kirasa na cyo kandi kigura {amount}.',
  },
};

export type PerkWording = keyof (typeof PERK_TEMPLATES)['en'];

/** One alternative's words; `amount` is formatted with formatRwf in `language`, `name` is the product's own name. */
export function perkMessage(
  key: PerkWording,
  language: NegotiationLanguage,
  values: { amount?: number; name?: string } = {},
): string {
  return PERK_TEMPLATES[language][key].replace(/\{(amount|name)\}/g, (_whole, slot: string) =>
    slot === 'amount' ? formatRwf(values.amount ?? 0, language) : (values.name ?? ''),
  );
}
