import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../../config';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/request-language';
import { perIpLimit } from '../auth/cookies';
import { generationResult, startGeneration } from './generate';
import { listContactMessages, sendContactMessage, subscribe } from './messages';
import {
  createPost,
  deletePost,
  listPosts,
  listUnpublishedPosts,
  readPost,
  setPostPublished,
  visitorHash,
} from './posts';
import { robotsTxt, sitemapPartXml, sitemapXml } from './seo-pages';

const PostParams = z.object({ id: z.string().max(100) });
const JobParams = z.object({ jobId: z.string().max(100) });

/**
 * The blog, the article generator, the newsletter box, the Contact form and the crawler files.
 * Reading the blog is open; publishing and generating are for admins (a shopper's session is
 * known but not allowed: 403); contact messages are read by staff under /api/admin.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['blog'];
  const requireAdmin = app.requireStaff('admin');
  /** Outside /api/admin: anonymous 401, a shopper 403, staff without the admin role 403. */
  const admin = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.staff && req.customer)
      throw new AppError('FORBIDDEN', 'Access denied. Admin privileges required.');
    await requireAdmin(req, reply);
  };
  const scale = Math.max(1, deps.config.http.rateLimitPerMinute / DEFAULT_RATE_LIMIT_PER_MINUTE);
  const n = (max: number) => Math.round(max * scale);
  const tooMany = (after: string) =>
    `Too many messages from this network. Please wait ${after} and try again.`;

  app.get(
    '/api/blog/posts',
    { schema: { tags, summary: 'Blog posts: search, category chip, page' } },
    (req, reply) => listPosts(deps.db, req.query, requestLanguage(req, reply)),
  );
  app.get(
    '/api/blog/posts/:id',
    { schema: { tags, summary: 'One post; its view counted once per visitor and day', params: PostParams } },
    async (req) => {
      const device = req.headers['x-device-id'];
      const visitor = visitorHash(deps.config.sessionSecret, {
        deviceId: typeof device === 'string' ? device : undefined,
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      return { success: true as const, post: await readPost(deps, req.params.id, visitor) };
    },
  );
  app.delete(
    '/api/blog/posts/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete an article from the blog (admins)',
        params: z.object({ id: z.string() }),
      },
    },
    async (req) => {
      await deletePost(deps, req.params.id);
      return { success: true as const };
    },
  );
  app.put(
    '/api/blog/posts/:id/published',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Take an article off the blog (published: false) or put it back (admins)',
        params: PostParams,
      },
    },
    async (req) => ({ success: true as const, post: await setPostPublished(deps, req.params.id, req.body) }),
  );
  app.get(
    '/api/blog/unpublished',
    {
      preHandler: admin,
      schema: { tags, summary: 'Articles taken off the blog, to publish again (admins)' },
    },
    (req) => listUnpublishedPosts(deps.db, req.query),
  );
  app.post(
    '/api/blog/posts',
    { onRequest: admin, schema: { tags, summary: 'Publish an article to the blog (admins)' } },
    async (req, reply) =>
      reply
        .code(201)
        .send({ success: true as const, post: await createPost(deps, req.staff!.staffId, req.body) }),
  );

  app.post(
    '/api/seo/generate',
    {
      onRequest: admin,
      schema: { tags, summary: 'Write an article on a topic from real data (admins); waits up to 30 s' },
    },
    (req) => startGeneration(deps, req.staff!.staffId, req.body),
  );
  app.get(
    '/api/seo/jobs/:jobId',
    {
      onRequest: admin,
      schema: { tags, summary: 'A generation the first answer did not wait for', params: JobParams },
    },
    (req) => generationResult(deps, req.params.jobId),
  );

  app.post(
    '/api/blog/newsletter',
    {
      config: { rateLimit: perIpLimit(n(5), '10 minutes', 'RATE_LIMITED', tooMany) },
      schema: { tags, summary: 'Subscribe an e-mail address to the newsletter (once)' },
    },
    async (req, reply) => {
      const result = await subscribe(deps, req.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );
  app.post(
    '/api/contact',
    {
      config: { rateLimit: perIpLimit(n(5), '10 minutes', 'RATE_LIMITED', tooMany) },
      schema: { tags: ['contact'], summary: 'Send a message to the shop; staff are alerted by SMS' },
    },
    async (req, reply) => reply.code(201).send(await sendContactMessage(deps, req.body)),
  );
  app.get(
    '/api/admin/contact-messages',
    {
      onRequest: app.requireStaff(),
      schema: { tags: ['contact'], summary: 'Messages from the Contact page' },
    },
    (req) => listContactMessages(deps, req.query),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await sitemapXml(deps)),
  );
  // The numbered parts /sitemap.xml names when the pages are too many for one file.
  app.get('/sitemap-:part(^\\d+).xml', { schema: { hide: true } }, async (req, reply) => {
    const { part } = req.params as { part: string };
    // One address per part: "01" is not the part the index names.
    const xml = String(Number(part)) === part ? await sitemapPartXml(deps, Number(part)) : null;
    if (xml === null) throw new AppError('NOT_FOUND', 'No such sitemap part');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(deps)),
  );
};
