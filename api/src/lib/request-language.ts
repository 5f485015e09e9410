import { resolveShopLanguage, type ShopLanguage } from '@isoko/shared/i18n-language';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The shopper's language for one answer: `?lang=` (en, fr, rw) first, else the
 * `Accept-Language` header, else English. Read from the raw query string so every route's own
 * query schema stays as it is. The answer says its language and that it varies with the
 * header, for shared caches.
 */
export function requestLanguage(req: FastifyRequest, reply: FastifyReply): ShopLanguage {
  const q = req.url.indexOf('?');
  const lang = q < 0 ? null : new URLSearchParams(req.url.slice(q + 1)).get('lang');
  const language = resolveShopLanguage(lang, req.headers['accept-language']);
  // Added to what other hooks (CORS, compression) already listed, never in their place.
  const vary = reply.getHeader('vary');
  if (
    !String(vary ?? '')
      .toLowerCase()
      .includes('accept-language')
  ) {
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  }
  reply.header('content-language', language);
  return language;
}
