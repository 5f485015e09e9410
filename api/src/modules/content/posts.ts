import { createHash } from 'node:crypto';
import { articlePlainText } from '@isoko/shared/content/article-lines';
import { SHOP_TEAM_AUTHOR } from '@isoko/shared/content/author';
import {
  BlogListQuery,
  type BlogListResponse,
  type BlogPostCardDto,
  type BlogPostDto,
  CreatePostBody,
  categoriesOfChip,
  isArticleTopic,
  PublishPostBody,
  readMinutes,
} from '@isoko/shared/content/schema';
import { BASE_LANGUAGE, type ShopLanguage } from '@isoko/shared/i18n-language';
import { isUuid } from '@isoko/shared/ids';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/parse-input';
import { likeContains } from '../../lib/search-matches';
import { loadStaffUser } from '../auth/staff';
import { blogPosts, blogPostViews } from './tables';

/** The blog's posts: the only writer of `blog_posts` and `blog_post_views`. */

export type PostRow = typeof blogPosts.$inferSelect;

/** Listeners told when the set of posts changes (the sitemap drops its cached document). */
const changeListeners = new Set<() => void>();
export function onPostsChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
const postsChanged = () => {
  for (const l of changeListeners) l();
};

const EXCERPT_MAX = 200;

/** The first paragraph of the text, shortened at a word. */
export function excerptOf(content: string): string {
  const plain =
    articlePlainText(content)
      .split('\n')
      .find((l) => l.length > 40) ?? articlePlainText(content);
  if (plain.length <= EXCERPT_MAX) return plain;
  const cut = plain.slice(0, EXCERPT_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : EXCERPT_MAX)}…`;
}

export function toCard(row: PostRow): BlogPostCardDto {
  const at = row.publishedAt.toISOString();
  return {
    id: row.id,
    title: row.title,
    metaDescription: row.metaDescription,
    keywords: row.keywords,
    hashtags: row.hashtags,
    category: row.category,
    seoScore: row.seoScore,
    image: row.image,
    author: row.author,
    date: at,
    publishedDate: at,
    readTime: `${row.readMinutes} min read`,
    excerpt: row.excerpt,
    views: row.views,
    language: row.language as ShopLanguage,
  };
}

export const toPost = (row: PostRow, translations: BlogPostDto['translations'] = []): BlogPostDto => ({
  ...toCard(row),
  content: row.content,
  translations,
});

const versions = alias(blogPosts, 'versions');

/** A post on the blog: not taken off it by staff (see `setPostPublished`). */
const onBlog = isNull(blogPosts.unpublishedAt);

/**
 * The posts a reader of `lang` sees: those written in it, and English posts with no version in
 * it (a new English article before anyone translates it), so French and Kinyarwanda readers
 * never find an empty blog. English readers see the English posts.
 */
function inReadersLanguage(lang: ShopLanguage): SQL {
  if (lang === BASE_LANGUAGE) return eq(blogPosts.language, BASE_LANGUAGE);
  // An unpublished translation does not count: the English post stands in for it again.
  return sql`(${blogPosts.language} = ${lang} or (${blogPosts.language} = ${BASE_LANGUAGE} and not exists (
    select 1 from blog_posts t where t.translation_of = ${blogPosts.id} and t.language = ${lang}
      and t.unpublished_at is null)))`;
}

/**
 * GET /api/blog/posts: newest first; search in title, description and text; a chip's categories;
 * in the reader's language (`lang` in the query wins over `language`, the request's).
 */
export async function listPosts(
  db: DbOrTx,
  query: unknown,
  language: ShopLanguage = BASE_LANGUAGE,
): Promise<BlogListResponse> {
  const q = parseInput(BlogListQuery, query ?? {});
  const where: SQL[] = [onBlog, inReadersLanguage(q.lang ?? language)];
  if (q.search) {
    const like = likeContains(q.search);
    const match = or(
      ilike(blogPosts.title, like),
      ilike(blogPosts.metaDescription, like),
      ilike(blogPosts.excerpt, like),
      ilike(blogPosts.content, like),
      sql`exists (select 1 from unnest(${blogPosts.keywords}) k where k ilike ${like})`,
    );
    if (match) where.push(match);
  }
  if (q.category === 'ai-generated') where.push(isNotNull(blogPosts.seoScore));
  else if (isArticleTopic(q.category)) where.push(eq(blogPosts.category, q.category));
  else if (q.category) where.push(inArray(blogPosts.category, categoriesOfChip(q.category)));
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(cond)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(blogPosts).where(cond),
  ]);
  const n = Number(total?.n ?? 0);
  return { success: true, posts: rows.map(toCard), total: n, page: q.page, pages: Math.ceil(n / q.limit) };
}

/** A post by id, on the blog or not (staff's actions, translations' originals). */
async function findAnyPost(db: DbOrTx, id: string): Promise<PostRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id.toLowerCase())).limit(1);
  return row;
}

/** A post on the blog by id: an unpublished one is not found, as readers and crawlers see it. */
export async function findPost(db: DbOrTx, id: string): Promise<PostRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id.toLowerCase()), onBlog))
    .limit(1);
  return row;
}

/**
 * One visitor, as a hash: the device id the web sends, else address and browser. Salted with the
 * session secret so the stored value cannot be turned back into an address.
 */
export function visitorHash(
  secret: string,
  visitor: { deviceId?: string; ip: string; userAgent?: string },
): string {
  const who = visitor.deviceId?.trim()
    ? `d:${visitor.deviceId.trim().slice(0, 100)}`
    : `a:${visitor.ip}|${visitor.userAgent ?? ''}`;
  return createHash('sha256').update(`${secret}|${who}`).digest('hex').slice(0, 32);
}

/** Kigali's calendar day (UTC+2), as YYYY-MM-DD. */
const kigaliDay = (at: Date) => new Date(at.getTime() + 2 * 3600_000).toISOString().slice(0, 10);

/**
 * GET /api/blog/posts/{id}: the post, its view counted once per visitor and Kigali day (the
 * first reading of the day adds one; the answer shows the new count).
 */
/** The other language versions of a post: its original and the original's translations. */
export async function translationsOf(
  db: DbOrTx,
  row: PostRow,
): Promise<NonNullable<BlogPostDto['translations']>> {
  const original = row.translationOf ?? row.id;
  const rows = await db
    .select({ id: versions.id, language: versions.language })
    .from(versions)
    .where(
      and(
        or(eq(versions.id, original), eq(versions.translationOf, original)),
        ne(versions.id, row.id),
        isNull(versions.unpublishedAt),
      ),
    )
    .orderBy(asc(versions.language), asc(versions.publishedAt));
  // One version per language: the first written.
  const seen = new Set<string>([row.language]);
  return rows.flatMap((r) => {
    if (seen.has(r.language)) return [];
    seen.add(r.language);
    return [{ id: r.id, language: r.language as ShopLanguage }];
  });
}

export async function readPost(
  deps: Pick<AppDeps, 'db'>,
  id: string,
  visitor: string,
  now = new Date(),
): Promise<BlogPostDto> {
  const found = await findPost(deps.db, id);
  if (!found) throw new AppError('POST_NOT_FOUND', 'Article Not Found');
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(blogPostViews)
      .values({ postId: found.id, visitorHash: visitor, day: kigaliDay(now) })
      .onConflictDoNothing()
      .returning({ postId: blogPostViews.postId });
    if (inserted.length === 0) return found;
    const [updated] = await tx
      .update(blogPosts)
      .set({ views: sql`${blogPosts.views} + 1` })
      .where(eq(blogPosts.id, found.id))
      .returning();
    return updated ?? found;
  });
  return toPost(row, await translationsOf(deps.db, row));
}

export interface NewPost {
  author: string;
  staffId?: string | null;
  publishedAt?: Date;
}

/**
 * The original a translation points at: the named post, or its own original when it is itself a
 * translation, so every version of a post points at one row. A post that does not exist is bad input.
 */
async function originalOf(db: DbOrTx, id: string): Promise<string> {
  const named = await findAnyPost(db, id);
  if (!named) throw new AppError('VALIDATION_FAILED', 'The article this one translates does not exist');
  return named.translationOf ?? named.id;
}

/** Writes a post from a validated body (also used by the demo seed). */
export async function insertPost(db: DbOrTx, body: CreatePostBody, meta: NewPost): Promise<PostRow> {
  const input = parseInput(CreatePostBody, body);
  const translationOf = input.translationOf ? await originalOf(db, input.translationOf) : null;
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: input.title,
      content: input.content,
      metaDescription: input.metaDescription,
      keywords: [...new Set(input.keywords)],
      hashtags: [...new Set(input.hashtags)],
      category: input.category,
      seoScore: input.seoScore ?? null,
      image: input.image ?? null,
      language: input.language,
      translationOf,
      author: meta.author,
      staffId: meta.staffId ?? null,
      excerpt: excerptOf(input.content),
      readMinutes: readMinutes(articlePlainText(input.content)),
      ...(meta.publishedAt ? { publishedAt: meta.publishedAt, createdAt: meta.publishedAt } : {}),
    })
    .returning();
  if (!row) throw new Error('post not written');
  postsChanged();
  return row;
}

/** POST /api/blog/posts (admins): Publish to Blog. */
export async function createPost(
  deps: Pick<AppDeps, 'db'>,
  staffId: string,
  body: unknown,
): Promise<BlogPostDto> {
  const input = parseInput(CreatePostBody, body);
  // A generated article is the shop's: its byline is the team unless the staff member signs it.
  const author = input.signed ? (await loadStaffUser(deps.db, staffId)).name : SHOP_TEAM_AUTHOR;
  return toPost(await insertPost(deps.db, input, { author, staffId }));
}

/**
 * DELETE /api/blog/posts/:id (admins): takes a post off the blog, its page and the sitemap. Its
 * translations stay, each then standing on its own; its view counts go with it.
 */
export async function deletePost(deps: Pick<AppDeps, 'db'>, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND', 'Article Not Found');
  const removed = await deps.db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (removed.length === 0) throw new AppError('POST_NOT_FOUND', 'Article Not Found');
  postsChanged();
}

/**
 * PUT /api/blog/posts/:id/published (admins): takes a post off the blog (`published: false`)
 * or puts it back. Off the blog it leaves the lists, search and sitemap and its address answers
 * 404, but it is kept, with its views and versions, so publishing it again restores it as it was
 * (at its first publication date). Doing what is already done changes nothing.
 */
export async function setPostPublished(
  deps: Pick<AppDeps, 'db'>,
  id: string,
  body: unknown,
  now = new Date(),
): Promise<BlogPostCardDto> {
  const { published } = parseInput(PublishPostBody, body);
  const found = await findAnyPost(deps.db, id);
  if (!found) throw new AppError('POST_NOT_FOUND', 'Article Not Found');
  if ((found.unpublishedAt === null) === published) return toCard(found);
  const [row] = await deps.db
    .update(blogPosts)
    .set({ unpublishedAt: published ? null : now, updatedAt: now })
    .where(eq(blogPosts.id, found.id))
    .returning();
  postsChanged();
  return toCard(row ?? found);
}

/** GET /api/blog/unpublished (admins): the posts staff took off the blog, most recently first. */
export async function listUnpublishedPosts(db: DbOrTx, query: unknown): Promise<BlogListResponse> {
  const q = parseInput(BlogListQuery.pick({ page: true, limit: true }), query ?? {});
  const cond = isNotNull(blogPosts.unpublishedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(cond)
      .orderBy(desc(blogPosts.unpublishedAt), desc(blogPosts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(blogPosts).where(cond),
  ]);
  const n = Number(total?.n ?? 0);
  return { success: true, posts: rows.map(toCard), total: n, page: q.page, pages: Math.ceil(n / q.limit) };
}

export async function postCount(db: DbOrTx): Promise<number> {
  const [r] = await db.select({ n: count() }).from(blogPosts);
  return Number(r?.n ?? 0);
}

/** A post as the sitemap names it: its address, last change and language versions. */
export interface SitemapPost {
  id: string;
  updatedAt: Date;
  publishedAt: Date;
  language: ShopLanguage;
  translationOf: string | null;
}

/** Every post's id, last change and language, newest first (the sitemap). */
export async function postsForSitemap(db: DbOrTx): Promise<SitemapPost[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      updatedAt: blogPosts.updatedAt,
      publishedAt: blogPosts.publishedAt,
      language: blogPosts.language,
      translationOf: blogPosts.translationOf,
    })
    .from(blogPosts)
    .where(onBlog)
    .orderBy(desc(blogPosts.publishedAt))
    .limit(10_000);
  return rows.map((r) => ({ ...r, language: r.language as ShopLanguage }));
}
