import type { ShopLanguage } from '../i18n-language';

/**
 * The shop's colour and material words in French and Kinyarwanda, keyed by the English word a
 * product stores. One set for everyone: the catalogue's translations are seeded from it (the
 * shopper's product page, cart and orders, and the back office's order screens read those), and
 * the product editor's checklists label their options with it, so staff and shoppers see the same
 * word for the same colour.
 */

export interface TermWords {
  fr: string;
  rw: string;
}

/**
 * Colour names as shoppers read them. The Kinyarwanda ones are the nouns the shared vocabulary
 * lists first (umukara, umweru, ubururu…), so a colour shown on the page is also a colour
 * search understands.
 */
export const COLOR_NAMES: Readonly<Record<string, TermWords>> = {
  Black: { fr: 'Noir', rw: 'Umukara' },
  White: { fr: 'Blanc', rw: 'Umweru' },
  Blue: { fr: 'Bleu', rw: 'Ubururu' },
  Red: { fr: 'Rouge', rw: 'Umutuku' },
  Green: { fr: 'Vert', rw: 'Icyatsi kibisi' },
  Yellow: { fr: 'Jaune', rw: 'Umuhondo' },
  Purple: { fr: 'Violet', rw: 'Umuhengeri' },
  Orange: { fr: 'Orange', rw: 'Icunga' },
  Pink: { fr: 'Rose', rw: 'Iroza' },
  Grey: { fr: 'Gris', rw: 'Ikijuju' },
  Brown: { fr: 'Marron', rw: 'Ikigina' },
  Beige: { fr: 'Beige', rw: 'Beji' },
  Navy: { fr: 'Bleu marine', rw: 'Ubururu bwijimye' },
  Silver: { fr: 'Argenté', rw: 'Ifeza' },
  Gold: { fr: 'Doré', rw: 'Zahabu' },
  Multicolour: { fr: 'Multicolore', rw: 'Amabara menshi' },
  Default: { fr: 'Standard', rw: 'Isanzwe' },
};

/** Material names, French and Kinyarwanda, for every material the demo catalogue uses. */
export const MATERIAL_NAMES: Readonly<Record<string, TermWords>> = {
  Glass: { fr: 'Verre', rw: 'Ikirahure' },
  Aluminium: { fr: 'Aluminium', rw: 'Aluminiyumu' },
  Plastic: { fr: 'Plastique', rw: 'Pulasitiki' },
  Silicone: { fr: 'Silicone', rw: 'Silikoni' },
  'Stainless steel': { fr: 'Acier inoxydable', rw: 'Icyuma kidafata ingese' },
  Leather: { fr: 'Cuir', rw: 'Uruhu' },
  Foam: { fr: 'Mousse', rw: 'Eponji' },
  Fabric: { fr: 'Tissu', rw: 'Igitambaro' },
  Rubber: { fr: 'Caoutchouc', rw: 'Kawucu' },
  Metal: { fr: 'Métal', rw: 'Icyuma' },
  Cotton: { fr: 'Coton', rw: 'Ipamba' },
  Polyester: { fr: 'Polyester', rw: 'Polyester' },
  Satin: { fr: 'Satin', rw: 'Satini' },
  Linen: { fr: 'Lin', rw: 'Lineni' },
  Chiffon: { fr: 'Mousseline', rw: 'Shifo' },
  Silk: { fr: 'Soie', rw: 'Hariri' },
  Viscose: { fr: 'Viscose', rw: 'Viskoze' },
  Denim: { fr: 'Denim', rw: 'Jinzi' },
  Wool: { fr: 'Laine', rw: 'Ubwoya' },
  Synthetic: { fr: 'Synthétique', rw: 'Ibikoresho by’inganda' },
  'Wax cotton': { fr: 'Coton wax', rw: 'Ipamba ya wax' },
  'Wool blend': { fr: 'Laine mélangée', rw: 'Ubwoya buvanze' },
  'Cotton blend': { fr: 'Coton mélangé', rw: 'Ipamba ivanze' },
  'Cotton twill': { fr: 'Sergé de coton', rw: 'Ipamba iboshye cyane' },
  'Organic cotton': { fr: 'Coton bio', rw: "Ipamba y'umwimerere" },
  'BPA-free plastic': { fr: 'Plastique sans BPA', rw: 'Pulasitiki idafite BPA' },
  Wood: { fr: 'Bois', rw: 'Igiti' },
  Ceramic: { fr: 'Céramique', rw: 'Ibumba' },
  Microfibre: { fr: 'Microfibre', rw: 'Igitambaro cya mikorofibure' },
  Sisal: { fr: 'Sisal', rw: 'Sizali' },
  Sweetgrass: { fr: 'Herbe tressée', rw: 'Imigwegwe' },
  Clay: { fr: 'Argile', rw: 'Ibumba ritwitse' },
  Steel: { fr: 'Acier', rw: 'Icyuma cya asiye' },
  Neoprene: { fr: 'Néoprène', rw: 'Neyopureni' },
  'Synthetic leather': { fr: 'Cuir synthétique', rw: "Uruhu rw'ikorano" },
  Carbon: { fr: 'Carbone', rw: 'Karubone' },
  Nylon: { fr: 'Nylon', rw: 'Nayiloni' },
  Mesh: { fr: 'Maille filet', rw: 'Akayunguruzo' },
  Canvas: { fr: 'Toile', rw: 'Kanvasi' },
  Suede: { fr: 'Daim', rw: 'Uruhu rworoshye' },
  Beads: { fr: 'Perles', rw: 'Amasaro' },
  'Gold-plated brass': { fr: 'Laiton plaqué or', rw: 'Umuringa usizeho zahabu' },
  'Sterling silver': { fr: 'Argent massif', rw: 'Ifeza nyayo' },
  Gold: { fr: 'Or', rw: 'Zahabu nyayo' },
  Titanium: { fr: 'Titane', rw: 'Titaniyumu' },
  Resin: { fr: 'Résine', rw: 'Resine' },
  Raffia: { fr: 'Raphia', rw: 'Ubudodo bwa rafiya' },
  Polycarbonate: { fr: 'Polycarbonate', rw: 'Polikaruboneti' },
  Acetate: { fr: 'Acétate', rw: 'Aseteti' },
  Paperback: { fr: 'Broché', rw: 'Igifubiko cyoroshye' },
  Hardcover: { fr: 'Relié', rw: 'Igifubiko gikomeye' },
  'Board book': { fr: 'Livre cartonné', rw: "Igitabo cy'amakarito" },
  Cardboard: { fr: 'Carton', rw: 'Ikarito' },
  Plush: { fr: 'Peluche', rw: 'Igitambaro cyoroshye' },
  TPE: { fr: 'TPE', rw: 'TPE' },
  Cork: { fr: 'Liège', rw: 'Ikorike' },
  Paper: { fr: 'Papier', rw: 'Urupapuro' },
  'Recycled paper': { fr: 'Papier recyclé', rw: 'Urupapuro rwongeye gukoreshwa' },
};

/**
 * Size words in French and Kinyarwanda, for the sizes the catalogue stores as English words
 * (bags in Small, Medium, Large; bed linen for one or two people, Queen and King; children's
 * ages). Letter sizes (S, M, XL) and numbers (42) read the same in every language and are not
 * listed. French sizes agree with "taille" and Kinyarwanda ones with "ingano", the words the
 * pages put before them.
 */
export const SIZE_NAMES: Readonly<Record<string, TermWords>> = {
  'Extra Small': { fr: 'Très petite', rw: 'Ntoya cyane' },
  Small: { fr: 'Petite', rw: 'Ntoya' },
  Medium: { fr: 'Moyenne', rw: 'Iringaniye' },
  Large: { fr: 'Grande', rw: 'Nini' },
  'Extra Large': { fr: 'Très grande', rw: 'Nini cyane' },
  'One Size': { fr: 'Taille unique', rw: 'Ingano imwe' },
  Single: { fr: '1 personne', rw: "Y'umuntu umwe" },
  Double: { fr: '2 personnes', rw: "Y'abantu babiri" },
  // Bed sizes: French shops keep the English name with the mattress it fits (as the bedding
  // names say, "160 × 200"); Kinyarwanda says large and very large, the known name beside it.
  Queen: { fr: 'Queen (160 × 200)', rw: 'Nini (Queen)' },
  King: { fr: 'King (180 × 200)', rw: 'Nini cyane (King)' },
  '0-6M': { fr: '0-6 mois', rw: 'Amezi 0-6' },
  '6-12M': { fr: '6-12 mois', rw: 'Amezi 6-12' },
  '1-2Y': { fr: '1-2 ans', rw: 'Imyaka 1-2' },
  '3-4Y': { fr: '3-4 ans', rw: 'Imyaka 3-4' },
  '5-6Y': { fr: '5-6 ans', rw: 'Imyaka 5-6' },
  '7-8Y': { fr: '7-8 ans', rw: 'Imyaka 7-8' },
};

/** The word lists by kind of stored word. */
export const TERM_NAMES = { color: COLOR_NAMES, material: MATERIAL_NAMES, size: SIZE_NAMES } as const;

/** A kind of word the catalogue stores in English and shows translated. */
export type TermKind = keyof typeof TERM_NAMES;

/** A stored colour, material or size word in a language: English as stored, else its word, else itself. */
export function termWord(kind: TermKind, value: string, lang: ShopLanguage | string): string {
  if (lang !== 'fr' && lang !== 'rw') return value;
  return TERM_NAMES[kind][value]?.[lang] ?? value;
}
