import multipart from '@fastify/multipart';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { TRYON_IMAGE_MAX_BYTES, TryOnBody, TryOnFields } from '@isoko/shared/tryon/schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, DEFAULT_RATE_LIMIT_PER_MINUTE } from '../../config';
import { AppError } from '../../lib/app-error';
import { clientAddressKey } from '../../lib/client-address';
import { readMultipart } from '../../lib/multipart-body';
import { parseInput } from '../../lib/parse-input';
import { requestLanguage } from '../../lib/request-language';
import { tryOnSamples } from './garments';
import { decodeDataUrl } from './photo';
import { readTryOnFile, startTryOn } from './service';

const ProductsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(10).default(3),
  /** The product the shopper came from, offered first when it can be tried on (id or slug). */
  product: z.string().trim().min(1).max(200).optional(),
});
const FileParams = z.object({ name: z.string().max(100) });

/** A JSON field of a multipart form (preferences, measurements) may arrive as JSON text. */
const jsonField = (value: string | undefined) => {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** Try-ons a network may ask for per minute: each decodes a photo of up to 5 MB. */
export const TRYONS_PER_MINUTE = 20;

/** Per address, scaled with RATE_LIMIT_PER_MINUTE for load and end-to-end runs from one machine. */
function perIpLimit(config: Config): RateLimitOptions {
  const scale = Math.max(1, config.http.rateLimitPerMinute / DEFAULT_RATE_LIMIT_PER_MINUTE);
  return {
    max: Math.round(TRYONS_PER_MINUTE * scale),
    timeWindow: '1 minute',
    skipOnError: true,
    keyGenerator: (req) => `tryon:${clientAddressKey(req)}`,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', `Too many try-ons from this network. Please wait ${ctx.after}.`, {
        retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
      }),
  };
}

const tooLarge = () => new AppError('TRYON_IMAGE_TOO_LARGE', 'The photo must be under 5 MB.');

/** The form's fields and its one file; a file past the limit is refused without reading more. */
async function readForm(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      file = data;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

/**
 * Virtual try-on: `POST /api/ai/virtual-tryon` takes the photo as a data URL in JSON
 * (`userImage`) or as a multipart file, with the shopper's choices, and answers the analysis
 * when its job ends. The garments the screens offer come from the catalogue.
 */
export const tryOnRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['try-on'];

  await app.register(multipart, {
    limits: { fileSize: TRYON_IMAGE_MAX_BYTES, files: 1, fields: 12, fieldSize: 64 * 1024 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/ai/virtual-tryon',
    {
      // A 5 MB photo is about 6.7 MB as base64; a little more leaves room for the other fields.
      bodyLimit: 9 * 1024 * 1024,
      config: { public: true, rateLimit: perIpLimit(deps.config) },
      schema: { tags, summary: 'Try a garment on a photo: fit, size, colour and occasion analysis' },
    },
    async (req, reply) => {
      // The products the result names, in the shopper's language (?lang=, else Accept-Language).
      const lang = requestLanguage(req, reply);
      if (req.isMultipart()) {
        const { fields, file } = await readMultipart(() => readForm(req));
        const parsed = parseInput(TryOnFields, {
          bodyType: fields.bodyType,
          skinTone: fields.skinTone,
          preferences: jsonField(fields.preferences) ?? {
            style: fields.style || undefined,
            occasion: fields.occasion || undefined,
          },
          productId: fields.productId || undefined,
          measurements: jsonField(fields.measurements),
          // A form sends text; an empty field means no height, and anything else must read as one.
          height: fields.height?.trim() ? Number(fields.height) : undefined,
          requestId: fields.requestId || undefined,
        });
        const image = file ?? (fields.userImage ? decodeDataUrl(fields.userImage) : null);
        if (!image) throw new AppError('TRYON_IMAGE_UNSUPPORTED', 'Please upload a JPEG, PNG or WebP photo.');
        return startTryOn(deps, parsed, image, lang);
      }
      const body = parseInput(TryOnBody, req.body);
      const { userImage, ...fields } = body;
      return startTryOn(deps, fields, decodeDataUrl(userImage), lang);
    },
  );

  app.get(
    '/api/ai/virtual-tryon/products',
    {
      config: { public: true },
      schema: { tags, summary: 'Garments in stock to try on', querystring: ProductsQuery },
    },
    async (req, reply) => ({
      success: true as const,
      products: await tryOnSamples(deps, req.query.limit, req.query.product, requestLanguage(req, reply)),
    }),
  );

  app.get(
    '/media/tryon/:name',
    { config: { public: true }, schema: { hide: true, params: FileParams } },
    async (req, reply) => {
      const file = await readTryOnFile(deps, req.params.name);
      if (!file)
        return reply.code(404).send({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
      // The names are random and the files live a day: private, never shared by caches.
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(file.data);
    },
  );
};
