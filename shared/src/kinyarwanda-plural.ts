/**
 * Kinyarwanda's plural rule, which CLDR (and so `Intl.PluralRules('rw')`) does not have: a noun
 * counted one takes its singular class, every other count its plural ("umunota 1", "iminota 2",
 * "iminota 0"). The two categories are named as CLDR names English's, so i18next's `_one` and
 * `_other` texts hold the singular and the plural.
 */
export const KINYARWANDA_PLURAL_CATEGORIES = ['one', 'other'] as const;
export type KinyarwandaPluralCategory = (typeof KINYARWANDA_PLURAL_CATEGORIES)[number];

/** `one` for a count of exactly one (or minus one), `other` for every other number. */
export function kinyarwandaPlural(count: number): KinyarwandaPluralCategory {
  return Math.abs(count) === 1 ? 'one' : 'other';
}
