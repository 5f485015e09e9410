import { z } from 'zod';
import { SHOP_LANGUAGES } from '../i18n-language';
import { normalizeRwPhone } from '../phone';

/**
 * The blog, the article generator, the newsletter box and the contact form: what the web sends
 * and what the API answers. Field names follow the shop's published API.
 */

/** The article generator's six topics, in the order the screen shows them. */
export const ARTICLE_TOPICS = [
  'product-daily',
  'how-to-shop',
  'trending-products',
  'best-deals',
  'kigali-trends',
  'product-review',
] as const;
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number];
export const isArticleTopic = (v: unknown): v is ArticleTopic =>
  typeof v === 'string' && (ARTICLE_TOPICS as readonly string[]).includes(v);

/** The blog's category chips after All; `ai-generated` means "posts with an SEO score". */
export const BLOG_CHIPS = [
  'fashion',
  'shopping-tips',
  'electronics',
  'business',
  'home-living',
  'ai-generated',
] as const;
export type BlogChip = (typeof BLOG_CHIPS)[number];

/** Categories a post may carry: a chip's category, or the generator topic it was written for. */
export const BLOG_CATEGORIES = [
  'fashion',
  'shopping-tips',
  'electronics',
  'business',
  'home-living',
  ...ARTICLE_TOPICS,
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Which chip a generated article's topic sits under. */
export const TOPIC_CHIP: Record<ArticleTopic, Exclude<BlogChip, 'ai-generated'>> = {
  'product-daily': 'fashion',
  'how-to-shop': 'shopping-tips',
  'trending-products': 'fashion',
  'best-deals': 'shopping-tips',
  'kigali-trends': 'business',
  'product-review': 'fashion',
};

/** The categories a chip (other than AI Generated) lists. */
export function categoriesOfChip(chip: Exclude<BlogChip, 'ai-generated'>): BlogCategory[] {
  return [chip, ...ARTICLE_TOPICS.filter((t) => TOPIC_CHIP[t] === chip)];
}

export const BLOG_PAGE_SIZE_MAX = 50;
export const BLOG_SEARCH_MAX = 100;
export const POST_TITLE_MIN = 3;
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MIN = 20;
export const POST_CONTENT_MAX = 50_000;
export const POST_META_MAX = 320;
export const POST_KEYWORDS_MAX = 20;
export const POST_HASHTAGS_MAX = 20;

/** Reading speed used for read time (words per minute). */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a text, at least one. */
export function readMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export const BlogPostDto = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
  hashtags: z.array(z.string()),
  category: z.string(),
  /** 0-100 for generated articles, null for those written by hand. */
  seoScore: z.number().int().min(0).max(100).nullable(),
  image: z.string().nullable(),
  author: z.string(),
  /** ISO 8601; `date` and `publishedDate` are the same instant (older clients read either). */
  date: z.string(),
  publishedDate: z.string(),
  /** '5 min read'. */
  readTime: z.string(),
  excerpt: z.string(),
  views: z.number().int().min(0),
  /** The language the post is written in. */
  language: z.enum(SHOP_LANGUAGES),
  /** The same post in the other languages, when it has versions there (the post page links them). */
  translations: z.array(z.object({ id: z.string(), language: z.enum(SHOP_LANGUAGES) })).optional(),
});
export type BlogPostDto = z.infer<typeof BlogPostDto>;

/** A card of the list: the post without its full text. */
export const BlogPostCardDto = BlogPostDto.omit({ content: true, translations: true });
export type BlogPostCardDto = z.infer<typeof BlogPostCardDto>;

/** 'Home & Living', 'AI Generated', 'home-living' → 'home-living', 'ai-generated'; 'All' or '' → none. */
export function blogCategorySlug(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const slug = value
    .trim()
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' || slug === 'all' ? undefined : slug;
}

export const BlogListQuery = z.object({
  search: z.string().trim().max(BLOG_SEARCH_MAX).optional(),
  /** A chip (its id or its name as shown) or a generator topic. */
  category: z.preprocess(blogCategorySlug, z.enum([...BLOG_CHIPS, ...ARTICLE_TOPICS]).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** More than the maximum is served as the maximum. */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(12)
    .transform((n) => Math.min(n, BLOG_PAGE_SIZE_MAX)),
  /**
   * The shopper's language (else the Accept-Language header): its posts, and English posts
   * that have no version in it, so the blog is never empty in French or Kinyarwanda.
   */
  lang: z.enum(SHOP_LANGUAGES).optional().catch(undefined),
});
export type BlogListQuery = z.infer<typeof BlogListQuery>;

export const BlogListResponse = z.object({
  success: z.literal(true),
  posts: z.array(BlogPostCardDto),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pages: z.number().int().min(0),
});
export type BlogListResponse = z.infer<typeof BlogListResponse>;

export const BlogPostResponse = z.object({ success: z.literal(true), post: BlogPostDto });

/** PUT /api/blog/posts/{id}/published (admins): false takes the post off the blog, true puts it back. */
export const PublishPostBody = z.object({ published: z.boolean() });
export type PublishPostBody = z.infer<typeof PublishPostBody>;

export const PublishPostResponse = z.object({ success: z.literal(true), post: BlogPostCardDto });
export type PublishPostResponse = z.infer<typeof PublishPostResponse>;
export type BlogPostResponse = z.infer<typeof BlogPostResponse>;

const Words = (maxItems: number) => z.array(z.string().trim().min(1).max(60)).max(maxItems).default([]);

/** POST /api/blog/posts: what Publish to Blog sends (category is the generator topic). */
export const CreatePostBody = z.object({
  title: z.string().trim().min(POST_TITLE_MIN).max(POST_TITLE_MAX),
  content: z.string().trim().min(POST_CONTENT_MIN).max(POST_CONTENT_MAX),
  metaDescription: z.string().trim().max(POST_META_MAX).default(''),
  keywords: Words(POST_KEYWORDS_MAX),
  hashtags: Words(POST_HASHTAGS_MAX),
  category: z.enum(BLOG_CATEGORIES),
  seoScore: z.number().int().min(0).max(100).nullable().optional(),
  image: z.string().trim().max(500).nullable().optional(),
  /** The language the article is written in. */
  language: z.enum(SHOP_LANGUAGES).default('en'),
  /** The post this one translates (its original), when it is a translation. */
  translationOf: z.uuid().nullable().optional(),
  /**
   * True when the staff member signs the post with their own name; otherwise (a generated
   * article) the byline is the shop's team.
   */
  signed: z.boolean().default(false),
});
export type CreatePostBody = z.input<typeof CreatePostBody>;

export const CreatePostResponse = z.object({ success: z.literal(true), post: BlogPostDto });

/** What the generator writes (and what Publish to Blog sends back, with the topic). */
export const GeneratedContent = z.object({
  title: z.string(),
  content: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
  hashtags: z.array(z.string()),
  seoScore: z.number().int().min(0).max(100),
  /** The language it is written in (what Publish to Blog stores with it). */
  language: z.enum(SHOP_LANGUAGES).default('en'),
});
export type GeneratedContent = z.infer<typeof GeneratedContent>;

export const GenerateBody = z.object({
  topic: z.enum(ARTICLE_TOPICS),
  /** The language to write the article in. */
  language: z.enum(SHOP_LANGUAGES).default('en'),
});
export type GenerateBody = z.input<typeof GenerateBody>;

/** How long POST /api/seo/generate waits for its job before answering with the job id. */
export const GENERATE_WAIT_MS = 30_000;

/**
 * POST /api/seo/generate and GET /api/seo/jobs/{jobId}: `content` once the job is done, else
 * the job id to follow (its progress also arrives as `job:progress` in the admins room).
 */
export const GenerateResponse = z.object({
  success: z.literal(true),
  jobId: z.string(),
  done: z.boolean(),
  content: GeneratedContent.nullable(),
  /** 'template' without a model, 'model' when the model's article passed the checks. */
  source: z.enum(['template', 'model']).nullable(),
});
export type GenerateResponse = z.infer<typeof GenerateResponse>;

/** The text shown beside the newsletter box; stored with each sign-up. */
export const NEWSLETTER_CONSENT_TEXT =
  'I agree that Isoko keeps my e-mail address to send me the newsletter. I can ask Isoko to remove it at any time.';

export const NewsletterBody = z.object({
  email: z.email('Please enter a valid e-mail address').trim().toLowerCase().max(200),
  /** The box must be ticked: no sign-up without it. */
  consent: z.literal(true, 'Please accept the consent text'),
  language: z.enum(['en', 'fr', 'rw']).default('en'),
});
export type NewsletterBody = z.input<typeof NewsletterBody>;

export const NewsletterResponse = z.object({
  success: z.literal(true),
  /** False when the address was already on the list (nothing new stored). */
  created: z.boolean(),
});

/** The longest name, phone, e-mail and message the Contact form takes. */
export const CONTACT_NAME_MAX = 120;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_EMAIL_MAX = 200;
export const CONTACT_MESSAGE_MAX = 2000;

/** The Contact form: a name, a phone or an e-mail (at least one), a message. */
export const ContactBody = z
  .object({
    name: z.string().trim().min(2, 'Please enter your name').max(CONTACT_NAME_MAX),
    phone: z
      .string()
      .trim()
      .max(CONTACT_PHONE_MAX)
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const r = normalizeRwPhone(v);
        if (!r.ok) {
          ctx.addIssue({ code: 'custom', message: 'Please enter a valid Rwandan phone number' });
          return z.NEVER;
        }
        return r.phone;
      }),
    email: z
      .union([
        z.literal(''),
        z.email('Please enter a valid e-mail address').trim().toLowerCase().max(CONTACT_EMAIL_MAX),
      ])
      .optional()
      .transform((v) => v || undefined),
    message: z.string().trim().min(10, 'Please write at least 10 characters').max(CONTACT_MESSAGE_MAX),
  })
  .refine((v) => v.phone || v.email, {
    message: 'Please give a phone number or an e-mail address',
    path: ['phone'],
  });
export type ContactBody = z.input<typeof ContactBody>;

export const ContactResponse = z.object({ success: z.literal(true), id: z.string() });

export const ContactMessageDto = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessageDto = z.infer<typeof ContactMessageDto>;

export const ContactMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const ContactMessagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(ContactMessageDto),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pages: z.number().int().min(0),
});
export type ContactMessagesResponse = z.infer<typeof ContactMessagesResponse>;
