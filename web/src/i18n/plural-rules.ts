import { KINYARWANDA_PLURAL_CATEGORIES, kinyarwandaPlural } from '@isoko/shared/kinyarwanda-plural';
import type { i18n } from 'i18next';

/** The part of an `Intl.PluralRules` that i18next reads, for Kinyarwanda's counts. */
const KINYARWANDA_RULES = {
  select: (count: number) => kinyarwandaPlural(count),
  resolvedOptions: () => ({
    locale: 'rw',
    type: 'cardinal',
    pluralCategories: [...KINYARWANDA_PLURAL_CATEGORIES],
  }),
};

const isKinyarwanda = (code: string) => /^rw(?:[-_]|$)/i.test(code);

/**
 * Gives an i18next instance (once initialised) Kinyarwanda's plural rule. CLDR has none, so
 * `Intl.PluralRules('rw')` quietly follows the browser's own language: English's rule in one
 * browser, French's in another (where 0 would read in the singular). i18next takes no rule of
 * one's own as an option; every count goes through its plural resolver's `getRule`, which now
 * answers Kinyarwanda's cardinal rule itself and leaves every other language to `Intl`.
 */
export function withKinyarwandaPlurals(instance: i18n): i18n {
  const resolver = instance.services.pluralResolver as {
    getRule: (code: string, options?: { ordinal?: boolean }) => unknown;
  };
  const intlRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options = {}) =>
    !options.ordinal && isKinyarwanda(code) ? KINYARWANDA_RULES : intlRule(code, options);
  return instance;
}
