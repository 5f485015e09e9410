import { foldedWords } from '../negotiation/fold-text';
import type { VocabularyLanguage } from './match-vocabulary';

const words = (list: string) => new Set(list.trim().split(/\s+/));

/**
 * Everyday words that give a language away in a short message, where statistical detection has
 * too little text to go on ("muraho", "bonjour", "thanks"). Words are folded (no accents).
 */
const MARKERS: Readonly<Record<VocabularyLanguage, ReadonlySet<string>>> = {
  en: words(`
    hello hi hey the please thanks thank you want need looking find show how much what where when
    my order orders delivery cheap under bye is do have i for with help can am are it of return
    returns pay payment price deals best track policy methods an a me item discount cheaper bargain
    lower
  `),
  fr: words(`
    bonjour salut bonsoir merci je cherche une un des le la les pour avec combien prix livraison
    commande commandes ma mon mes voudrais veux moins est quand aide revoir vous avez oui non bien
    comment payer quel quelle quels ou retour retourner politique j ai d du au suis promos moment
    francs beaucoup article retours meilleures meilleure offres affaires montrez montre moi
    reduction rabais remise cher peux
  `),
  rw: words(`
    muraho mwaramutse mwiriwe amakuru murakoze urakoze ndashaka ndashakisha nshaka mfite ni angahe
    igiciro ibiciro munsi ya yanjye byanjye gutumiza kugeza ryari mumfashe mfasha yego oya sawa
    mwabona hari mufite cyane neza murabeho z y cy by abagore abagabo nte gute iri he irihe komande
    zihari bihari poromosiyo nzishyura kwishyura nkagarura gusubiza igicuruzwa ibicuruzwa nashaka
    kugura ese iki sinzi ndabaza mwampa ikiguzi cyo kohereza gutwara byiza nshobora kugabanya
    kugabanyirizwa kugabanyiriza gabanyiriza mungabanyirize mugabanye nimugabanye igabanyirizwa
    ubwikorezi kugezwa bigezwa kubigeza kubingezaho mwabingezaho bizangezwaho amafaranga ibintu
    iminsi minsi ingahe
  `),
};

/** How many of the message's words are marker words of each language. */
export function keywordCounts(text: string): Record<VocabularyLanguage, number> {
  const folded = foldedWords(text);
  const count = (lang: VocabularyLanguage) => folded.filter((w) => MARKERS[lang].has(w)).length;
  return { rw: count('rw'), fr: count('fr'), en: count('en') };
}

/**
 * The language most of the words belong to, or null when none of the marker words appear. On a
 * tie the preferred language (the one the shopper chose) wins when it is among the tied ones.
 */
export function languageByKeywords(text: string, preferred?: VocabularyLanguage): VocabularyLanguage | null {
  const counts = keywordCounts(text);
  let best: VocabularyLanguage | null = null;
  let bestCount = 0;
  for (const lang of ['rw', 'fr', 'en'] as const) {
    if (counts[lang] > bestCount) {
      best = lang;
      bestCount = counts[lang];
    }
  }
  if (best && preferred && counts[preferred] === bestCount) return preferred;
  return best;
}
