import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { blogPosts } from './tables';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createStaff(t.app.deps.db, 'admin')).cookie;
}, 60_000);
afterAll(async () => t?.close());

const publish = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/blog/posts',
    headers: { cookie: admin },
    payload: {
      content: '# A post\n\n## Part\nEnough words in this article for the blog to take it.',
      category: 'fashion',
      ...body,
    },
  });
  return res;
};
const titles = async (url: string, headers: Record<string, string> = {}) =>
  ((await t.app.inject({ url, headers })).json().posts as { title: string; language: string }[]).map(
    (p) => `${p.language}:${p.title}`,
  );

describe('the blog in the reader’s language', () => {
  let original: string;
  let french: string;
  it('lists French posts to a French reader, and English posts that have no French version', async () => {
    original = (await publish({ title: 'Dressing for a Kigali wedding' })).json().post.id;
    const made = await publish({
      title: 'S’habiller pour un mariage à Kigali',
      language: 'fr',
      translationOf: original,
    });
    expect(made.statusCode).toBe(201);
    french = made.json().post.id;
    expect(made.json().post.language).toBe('fr');
    await publish({ title: 'Paying with MTN Mobile Money' });

    // French: the French version in place of its original, and the English-only post.
    expect(await titles('/api/blog/posts?lang=fr')).toEqual([
      'en:Paying with MTN Mobile Money',
      'fr:S’habiller pour un mariage à Kigali',
    ]);
    // The web's Accept-Language says the same as ?lang=.
    expect(await titles('/api/blog/posts', { 'accept-language': 'fr' })).toEqual(
      await titles('/api/blog/posts?lang=fr'),
    );
    // English readers see the English posts only.
    expect(await titles('/api/blog/posts?lang=en')).toEqual([
      'en:Paying with MTN Mobile Money',
      'en:Dressing for a Kigali wedding',
    ]);
    // No Kinyarwanda posts at all: the English ones, never an empty blog.
    const rw = (await t.app.inject({ url: '/api/blog/posts?lang=rw' })).json();
    expect(rw.total).toBe(2);
    expect(rw.posts.every((p: { language: string }) => p.language === 'en')).toBe(true);
  });

  it('searches and filters by category inside the reader’s language', async () => {
    expect(await titles('/api/blog/posts?lang=fr&search=mariage')).toEqual([
      'fr:S’habiller pour un mariage à Kigali',
    ]);
    expect(await titles('/api/blog/posts?lang=fr&search=wedding')).toEqual([]);
    expect(await titles('/api/blog/posts?lang=fr&category=fashion')).toHaveLength(2);
    expect(await titles('/api/blog/posts?lang=fr&category=electronics')).toEqual([]);
  });

  it('names a post’s versions in the other languages', async () => {
    const rw = await publish({
      title: 'Kwambara neza mu bukwe i Kigali',
      language: 'rw',
      translationOf: french,
    });
    // A translation of a translation points at the one original.
    const [row] = (await t.app.deps.db.select().from(blogPosts)).filter((p) => p.id === rw.json().post.id);
    expect(row?.translationOf).toBe(original);
    const read = async (id: string) => (await t.app.inject({ url: `/api/blog/posts/${id}` })).json().post;
    expect((await read(original)).translations).toEqual([
      { id: french, language: 'fr' },
      { id: rw.json().post.id, language: 'rw' },
    ]);
    expect((await read(french)).translations).toEqual([
      { id: original, language: 'en' },
      { id: rw.json().post.id, language: 'rw' },
    ]);
  });

  it('refuses a translation of a post that does not exist, or an unknown language (400), storing nothing', async () => {
    const before = (await t.app.deps.db.select().from(blogPosts)).length;
    const missing = await publish({
      title: 'Une traduction sans original',
      language: 'fr',
      translationOf: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    expect((await publish({ title: 'A post in Swahili language', language: 'sw' })).statusCode).toBe(400);
    expect((await t.app.deps.db.select().from(blogPosts)).length).toBe(before);
  });
});
