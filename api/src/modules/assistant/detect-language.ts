import { type NegotiationLanguage, negotiationLanguageOf } from '@isoko/shared/negotiation/schema';
import { languageByKeywords } from '@isoko/shared/vocabulary/language-keywords';
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
 * unsure: when everyday words of several languages tie, and over statistics on short text.
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
    if (lang) return lang;
  }
  const byWords = languageByKeywords(words, chosen);
  if (byWords) return byWords;
  const lang = chosen ? undefined : byStatistics(words);
  if (lang) return lang;
  const byCatalogue = matchVocabulary(words).languages;
  if (byCatalogue.length === 1 && byCatalogue[0]) return byCatalogue[0];
  return chosen ?? 'en';
}
