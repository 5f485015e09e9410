import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { backfillProductTranslations, seedCatalog } from './seed';
import { CATEGORY_SEEDS } from './seed-data';
import { productTranslations } from './seed-translations';

/** French words that have no place in a Kinyarwanda text (a slip such as "Fermeture ihishe"). */
const FRENCH_WORDS =
  /(^|[\s(«'’-])(le|la|les|des|de|et|en|avec|pour|sur|une|un|à|fermeture|éclair|poche|taille|couleur|sans)(?=$|[\s,.;:!?)»])/i;

interface Row extends Record<string, unknown> {
  name: string;
  brand: string | null;
  short: string;
  description: string;
  n: Record<string, string>;
  s: Record<string, string>;
  d: Record<string, string>;
}

/** The feature lines of a seeded description: the list under its features heading. */
const featureLines = (description: string, heading: string) =>
  (description.split(`${heading}\n`)[1]?.split('\n\n')[0] ?? '')
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2));

let test: TestDatabase;
let rows: Row[];
beforeAll(async () => {
  test = await createTestDatabase();
  await seedCatalog(test.database.db, { products: 640, dataDir: path.join('.data', 'test') });
  rows = await queryRows<Row>(
    test.database.db,
    sql`select p.name, b.name as brand, p.short_description as short, p.description,
          p.name_i18n as n, p.short_description_i18n as s, p.description_i18n as d
        from products p left join brands b on b.id = p.brand_id order by p.name`,
  );
}, 120_000);
afterAll(async () => {
  await test?.drop();
});

describe('the demo catalogue in French and Kinyarwanda', () => {
  it('names, summarises and describes every product in both languages, not in English', () => {
    expect(rows.length).toBe(640);
    const untranslated: string[] = [];
    for (const r of rows) {
      for (const lang of ['fr', 'rw'] as const) {
        const name = r.n[lang];
        const short = r.s[lang];
        const description = r.d[lang];
        const brandOnly = r.brand !== null && r.name === r.brand;
        if (!name || !short || !description || (!brandOnly && name === r.name) || short === r.short) {
          untranslated.push(`${lang}: ${r.name}`);
          continue;
        }
        // Not one English feature line is left in the translated description.
        const english = featureLines(r.description, '**Key features**');
        const heading = lang === 'fr' ? '**Points forts**' : '**Ibyihariye**';
        const translated = featureLines(description, heading);
        // A line of names and numbers only ("Bluetooth 5.3") reads the same in every language.
        const englishLeft = translated.some((f) => english.includes(f) && /\b[a-z]{2,}\b/.test(f));
        if (translated.length !== english.length || englishLeft)
          untranslated.push(`${lang} features: ${r.name}`);
      }
    }
    expect([...new Set(untranslated)]).toEqual([]);
  });

  it('writes no French words into the Kinyarwanda texts', () => {
    const slips = rows.flatMap((r) =>
      [r.n.rw, r.s.rw, r.d.rw]
        .filter((t): t is string => typeof t === 'string')
        .flatMap((t) => t.split('\n'))
        .filter((line) => FRENCH_WORDS.test(line.replaceAll(r.brand ?? '\u0000', ''))),
    );
    expect([...new Set(slips)]).toEqual([]);
  });
});

describe('a demo catalogue seeded before its products were all translated', () => {
  it('gets the missing texts once, keeping a name staff wrote', async () => {
    const db = test.database.db;
    const texts = () =>
      queryRows<{ id: string; n: unknown; s: unknown; d: unknown }>(
        db,
        sql`select id, name_i18n as n, short_description_i18n as s, description_i18n as d from products order by id`,
      );
    const before = await texts();
    const [staff, partly] = before;
    // As the old seed left them: most products untranslated, some with a name only.
    await db.execute(sql`update products set name_i18n = '{}', short_description_i18n = '{}',
        description_i18n = '{}' where id <> ${partly!.id}`);
    await db.execute(sql`update products set short_description_i18n = '{}', description_i18n = '{}'
        where id = ${partly!.id}`);
    await db.execute(sql`update products set name_i18n = '{"fr":"Nom choisi"}' where id = ${staff!.id}`);
    expect(await backfillProductTranslations(db)).toBe(640);
    const after = await texts();
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(after[0]).toEqual({ ...before[0], n: { fr: 'Nom choisi' } });
    expect(await backfillProductTranslations(db)).toBe(0);
  });
});

describe('every name the demo templates can make', () => {
  it('has a French and a Kinyarwanda translation', () => {
    const missing: string[] = [];
    for (const sub of CATEGORY_SEEDS.flatMap((c) => c.subcategories)) {
      const t = sub.template;
      for (const brand of t.brands) {
        for (const item of t.items) {
          for (const style of t.models?.[brand] ?? t.itemStyles?.[item] ?? t.styles) {
            for (const suffix of t.suffixes ?? ['']) {
              const name = [t.brandInName ? brand : '', style, item, suffix].filter(Boolean).join(' ');
              const translated = productTranslations({
                name,
                brand,
                features: t.features,
                materials: [],
                sizes: [],
                colors: [],
                parts: { template: t, item, style, suffix },
              });
              const rw = translated?.descriptionI18n.rw ?? '';
              if (!translated?.nameI18n.fr || !rw || FRENCH_WORDS.test(translated.nameI18n.rw ?? ''))
                missing.push(`${sub.slug}: ${name}`);
            }
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
