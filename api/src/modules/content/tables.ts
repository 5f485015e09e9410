import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A blog article. Written by staff (the article generator's Publish to Blog, or the demo seed);
 * `seoScore` is set for generated articles only, which is how the blog tells them apart.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /** Plain text with '#', '##', '###' heading lines and '-'/'*' list lines; never HTML. */
    content: text().notNull(),
    metaDescription: text().notNull().default(''),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    hashtags: text().array().notNull().default(sql`'{}'::text[]`),
    /** A blog category (fashion, shopping-tips, …) or the generator topic it was written for. */
    category: text().notNull(),
    /** 0-100 from the shared SEO rubric; null for articles written by hand. */
    seoScore: integer(),
    image: text(),
    author: text().notNull(),
    excerpt: text().notNull().default(''),
    /** Minutes, from the length of the text. */
    readMinutes: integer().notNull().default(5),
    views: integer().notNull().default(0),
    /** The language the post is written in: en, fr or rw. */
    language: text().notNull().default('en'),
    /**
     * The post this one translates (the English original of the demo seed's French and
     * Kinyarwanda posts), null for an original. A post's versions share this original.
     */
    translationOf: uuid().references((): AnyPgColumn => blogPosts.id, { onDelete: 'set null' }),
    /** Who published it (a staff user), null for the seed. */
    staffId: uuid(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When staff took the post off the blog; null while it is on it. An unpublished post is kept
     * (its text, views and versions) but is out of the blog, its search, the sitemap and its
     * address answers 404, until staff publish it again.
     */
    unpublishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.publishedAt),
    index('blog_posts_category_idx').on(t.category),
    index('blog_posts_language_published_idx').on(t.language, t.publishedAt),
    index('blog_posts_translation_of_idx').on(t.translationOf),
    check('blog_posts_language_known', sql`${t.language} in ('en', 'fr', 'rw')`),
    check('blog_posts_score_range', sql`${t.seoScore} is null or (${t.seoScore} between 0 and 100)`),
  ],
);

/**
 * One row per post, visitor and day: a view counts once a day per visitor. The visitor is a
 * one-way hash (of the device id, else of address and browser), never the raw value.
 */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    visitorHash: text().notNull(),
    day: date().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.visitorHash, t.day] }),
    index('blog_post_views_day_idx').on(t.day),
  ],
);

/** Newsletter sign-ups: one row per address, with the consent text the person agreed to. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid().primaryKey().defaultRandom(),
  /** Lower-cased. */
  email: text().notNull().unique(),
  consentText: text().notNull(),
  language: text().notNull().default('en'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent from the Contact page, read by staff in the back-office. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** E.164, when given. */
    phone: text(),
    email: text(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
