import { type NegotiationLanguage, negotiationLanguageOf } from '@isoko/shared/negotiation/schema';
import { keywordCounts, languageByKeywords } from '@isoko/shared/vocabulary/language-keywords';
import { matchVocabulary } from '@isoko/shared/vocabulary/match-vocabulary';
import { franc } from 'franc-min';

const FRANC_CODES: Readonly<Record<string, NegotiationLanguage>> = { eng: 'en', fra: 'fr', kin: 'rw' };
/** Below this many characters trigram statistics guess more than they know. */
const FRANC_MIN_LENGTH = 25;
/** From this length statistics beat counting everyday words. */
const FRANC_TRUSTED_LENGTH = 60;

function byStatistics(text: string): NegotiationLanguage | undefined {
  if (text.length < FRANC_MIN_LENGTH) return undefined;
  return FRANC_CODES[franc(text, { only: ['eng', 'fra', 'kin'] })];
}

/**
 * The language to answer in: from the message itself when it says enough (statistics on longer
 * text, everyday words and catalogue words on short text), else the client's language, else
 * English. The client's language is the one the shopper chose, so it also wins when detection is
 * unsure: when everyday words of several languages tie, over statistics on short text, and over
 * statistics on long text unless the message is wholly in the other language (see below).
 * Order and tracking numbers and amounts are left out: they belong to no language. Runs offline.
 */
export function detectLanguage(text: string, clientLanguage?: string): NegotiationLanguage {
  const chosen = clientLanguage ? negotiationLanguageOf(clientLanguage) : undefined;
  const words = text
    .replace(/\bISK-[A-Z0-9-]+/gi, ' ')
    .replace(/[\d.,]+k?\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (words.length >= FRANC_TRUSTED_LENGTH) {
    const lang = byStatistics(words);
    if (lang && (!chosen || lang === chosen || whollyIn(words, lang, chosen))) return lang;
  }
  const byWords = languageByKeywords(words, chosen);
  if (byWords) return byWords;
  const lang = chosen ? undefined : byStatistics(words);
  if (lang) return lang;
  const byCatalogue = matchVocabulary(words).languages;
  // Shoppers write English product words ("sneakers", "t-shirt") in every language: alone they
  // do not turn a French or Kinyarwanda page's chat to English.
  const [named] = byCatalogue;
  if (byCatalogue.length === 1 && named && !(named === 'en' && chosen && chosen !== 'en')) return named;
  return chosen ?? 'en';
}

/**
 * Whether a long message the statistics read as `lang` is wholly in it, not in the chosen
 * language: it has everyday words of `lang` and none of the chosen language. Brand and product
 * names ("Nike Air Max running shoes") make a French sentence look English to statistics; the
 * French words around them ("je cherche des") keep it French. A run of letters with no word of
 * any language ("xxxx…") is not another language either.
 */
function whollyIn(words: string, lang: NegotiationLanguage, chosen: NegotiationLanguage): boolean {
  const counts = keywordCounts(words);
  return counts[chosen] === 0 && counts[lang] > 0;
}
