import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { withKinyarwandaPlurals } from './plural-rules';

/**
 * Counts read right in every language: "1 product", never "1 products". i18next picks a text's
 * `_one` or `_other` form from `count`; these tests word the counts that can be 1 through it.
 */

const dir = path.join(import.meta.dirname, 'locales');
const LANGS = ['en', 'fr', 'rw'] as const;
const namespaces = readdirSync(path.join(dir, 'en')).map((f) => f.replace(/\.json$/, ''));
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
const entries = (obj: Record<string, unknown>, prefix = ''): [string, string][] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? entries(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );

const i18n = i18next.createInstance();
beforeAll(async () => {
  const resources = Object.fromEntries(
    LANGS.map((lang) => [lang, Object.fromEntries(namespaces.map((ns) => [ns, load(lang, ns)]))]),
  );
  await i18n.init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
  withKinyarwandaPlurals(i18n);
});
const say = (lang: string, ns: string, key: string, options: Record<string, unknown>) =>
  i18n.getFixedT(lang, ns)(key, options);

describe('counts in English', () => {
  /** A count placeholder followed by a plural noun: right only in a text's `_other` form. */
  const PLURAL_AFTER_COUNT =
    /\{\{(count|n)\}\} (items|products|orders|units|customers|results|reviews|rounds|messages|hours|minutes|days)\b/;
  // The analytics periods are 7, 30 and 90 days: never one.
  const NEVER_ONE = new Set(['admin-analytics:days']);

  it('writes no count before a plural noun outside a plural form', () => {
    const wrong = namespaces.flatMap((ns) =>
      entries(load('en', ns))
        .filter(([key, text]) => !key.endsWith('_other') && PLURAL_AFTER_COUNT.test(text))
        .map(([key]) => `${ns}:${key}`)
        .filter((name) => !NEVER_ONE.has(name)),
    );
    expect(wrong).toEqual([]);
  });

  it.each([
    ['listing', 'listing.showing', { count: 1, shown: 1, total: 1 }, 'Showing 1 product of 1'],
    ['listing', 'listing.showing', { count: 1, shown: 1, total: 25 }, 'Showing 1 product of 25'],
    ['listing', 'listing.showing', { count: 24, shown: 24, total: 25 }, 'Showing 24 of 25 products'],
    ['product', 'alerts.onlyN', { count: 1 }, 'Only 1 item available in stock.'],
    ['product', 'alerts.onlyN', { count: 2 }, 'Only 2 items available in stock.'],
    ['admin-orders', 'customers.count', { count: 1, total: 1 }, '1 customer'],
    ['admin-orders', 'customers.count', { count: 1000, total: '1000+' }, '1000+ customers'],
    ['admin-orders', 'crm.insights.orders', { count: 1 }, '1 order'],
    ['admin-orders', 'crm.bulk.done', { count: 1, status: 'Shipped' }, '1 order updated to Shipped'],
    ['admin', 'dashboard.stock.units', { count: 1 }, '1 unit'],
    ['admin', 'shipping.statusSelected', { count: 1 }, '1 product'],
    ['admin', 'shipping.statusSelected', { count: 0 }, '0 products'],
    ['admin-products', 'bulk.done', { count: 1 }, 'SEO texts written for 1 product.'],
    ['admin-products', 'bulk.running', { count: 3 }, 'Writing SEO texts for 3 products…'],
    [
      'negotiation',
      'tooManyItems',
      { count: 1 },
      'Only 1 item of this choice is in stock: make your offer for one item.',
    ],
    [
      'negotiation',
      'over.acceptedItems',
      { count: 2, amount: '9,000 RWF' },
      'Deal! The 2 items are in your cart at 9,000 RWF each.',
    ],
  ])('%s %s %o reads "%s"', (ns, key, options, text) => {
    expect(say('en', ns, key, options)).toBe(text);
  });

  it('says one product in the shop on the dashboard', () => {
    expect(say('en', 'admin', 'dashboard.products.text', { count: 1 })).toMatch(/^1 product in the shop\./);
  });
});

describe('counts in French and Kinyarwanda', () => {
  it.each([
    ['fr', 'product', 'alerts.onlyN', { count: 1 }, 'Seulement 1 article disponible en stock.'],
    ['fr', 'product', 'alerts.onlyN', { count: 3 }, 'Seulement 3 articles disponibles en stock.'],
    ['fr', 'admin-orders', 'customers.count', { count: 1, total: 1 }, '1 client'],
    ['fr', 'admin-orders', 'customers.count', { count: 2, total: 2 }, '2 clients'],
    ['rw', 'admin-orders', 'customers.count', { count: 1, total: 1 }, 'Abakiriya 1'],
    ['rw', 'product', 'alerts.onlyN', { count: 1 }, 'Hasigaye ibicuruzwa 1 gusa mu bubiko.'],
    [
      'fr',
      'negotiation',
      'itemsRead',
      { count: 2, amount: '10\u202f000 RWF' },
      'Cela fait 10\u202f000 RWF l’article pour 2 articles.',
    ],
    [
      'rw',
      'negotiation',
      'itemsRead',
      { count: 2, amount: '10.000 RWF' },
      'Ni 10.000 RWF kuri buri gicuruzwa, ku bicuruzwa 2.',
    ],
    [
      'fr',
      'negotiation',
      'over.acceptedItems',
      { count: 3, amount: '9\u202f000 RWF' },
      'Marché conclu\u202f! Les 3 articles sont dans votre panier à 9\u202f000 RWF l’article.',
    ],
    [
      'rw',
      'negotiation',
      'tooManyItems',
      { count: 2 },
      'Hasigaye ibicuruzwa 2 gusa mu bubiko: tanga igiciro ku bicuruzwa 2 cyangwa bike.',
    ],
  ])('%s %s %s %o reads "%s"', (lang, ns, key, options, text) => {
    expect(say(lang, ns, key, options)).toBe(text);
  });

  it('counts the bargaining rounds used in the French singular and plural', () => {
    const used = (n: number) => say('fr', 'negotiation', 'resumeRounds', { count: n, n, max: 3 });
    expect(used(1)).toBe('Bon retour. Vous avez utilisé 1 tour sur 3 pour ce produit aujourd’hui.');
    expect(used(2)).toBe('Bon retour. Vous avez utilisé 2 tours sur 3 pour ce produit aujourd’hui.');
    expect(say('en', 'negotiation', 'resumeRounds', { count: 1, n: 1, max: 3 })).toBe(
      'Welcome back. You have used 1 of 3 rounds on this product today.',
    );
  });
});
