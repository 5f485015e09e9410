import multipart from '@fastify/multipart';
import { VIDEO_UPLOAD_MAX_BYTES } from '@isoko/shared/admin/products-schema';
import { CATALOG_WRITE_ROLES } from '@isoko/shared/admin/staff-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart-body';
import { requestLanguage } from '../../lib/request-language';
import { startBulkSeo } from './bulk-seo';
import {
  adminCreateCategory,
  adminCreateDeal,
  adminDeleteCategory,
  adminDeleteDeal,
  adminUpdateCategory,
  adminUpdateDeal,
} from './categories-deals';
import { readUpload, uploadMedia } from './media-upload';
import {
  adminCreateProduct,
  adminDeleteProduct,
  adminProduct,
  adminProducts,
  adminUpdateProduct,
} from './products';
import { suggestSeo } from './seo';
import { analyzeStockNow, latestStockReport } from './stock-report';

/** Ids are checked by the services, which answer 404 for one that is not a uuid. */
const ProductIdParams = z.object({ id: z.string().max(100) });
const UploadParams = z.object({ name: z.string().max(100) });

/**
 * The back-office products API. Staff may read the table and the stock report; every change,
 * upload, search-engine text and analysis is for admins. The /api/admin prefix already refuses
 * callers without a staff session (plugins/auth).
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['admin products'];
  const admin = app.requireStaff(...CATALOG_WRITE_ROLES);
  const staff = app.requireStaff();

  // One file per request, read whole up to the video limit; the service checks the kind and size.
  await app.register(multipart, {
    limits: { fileSize: VIDEO_UPLOAD_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: false,
  });

  app.get(
    '/api/admin/products',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Products: search, filters and a page; categories named in `?lang=` or Accept-Language',
      },
    },
    (req, reply) => adminProducts(deps, req.query, requestLanguage(req, reply)),
  );
  app.get(
    '/api/admin/products/:id',
    {
      onRequest: staff,
      schema: { tags, summary: 'A product as its edit form shows it', params: ProductIdParams },
    },
    (req) => adminProduct(deps, req.params.id),
  );
  app.post(
    '/api/admin/products',
    { onRequest: admin, schema: { tags, summary: 'Create a product with its variants and media' } },
    async (req, reply) => reply.code(201).send(await adminCreateProduct(deps, req.body)),
  );
  app.put(
    '/api/admin/products/:id',
    { onRequest: admin, schema: { tags, summary: 'Change a product', params: ProductIdParams } },
    (req) => adminUpdateProduct(deps, req.params.id, req.body),
  );
  app.delete(
    '/api/admin/products/:id',
    {
      onRequest: admin,
      schema: { tags, summary: 'Hide a product from the shop (orders keep it)', params: ProductIdParams },
    },
    (req) => adminDeleteProduct(deps, req.params.id),
  );

  app.post(
    '/api/admin/categories',
    { onRequest: admin, schema: { tags, summary: 'Create a category or subcategory' } },
    async (req, reply) => reply.code(201).send(await adminCreateCategory(deps, req.body)),
  );
  app.put(
    '/api/admin/categories/:id',
    { onRequest: admin, schema: { tags, summary: 'Change a category', params: ProductIdParams } },
    (req) => adminUpdateCategory(deps, req.params.id, req.body),
  );
  app.delete(
    '/api/admin/categories/:id',
    { onRequest: admin, schema: { tags, summary: 'Delete an unused category', params: ProductIdParams } },
    (req) => adminDeleteCategory(deps, req.params.id),
  );
  app.post(
    '/api/admin/flash-deals',
    { onRequest: admin, schema: { tags, summary: 'Start a flash deal on a product' } },
    async (req, reply) => reply.code(201).send(await adminCreateDeal(deps, req.body)),
  );
  app.put(
    '/api/admin/flash-deals/:id',
    { onRequest: admin, schema: { tags, summary: 'Change a flash deal', params: ProductIdParams } },
    (req) => adminUpdateDeal(deps, req.params.id, req.body),
  );
  app.delete(
    '/api/admin/flash-deals/:id',
    { onRequest: admin, schema: { tags, summary: 'End and remove a flash deal', params: ProductIdParams } },
    (req) => adminDeleteDeal(deps, req.params.id),
  );

  app.post(
    '/api/admin/products/:id/seo',
    {
      onRequest: admin,
      schema: { tags, summary: 'Suggest search-engine text (nothing saved)', params: ProductIdParams },
    },
    async (req) => ({ success: true as const, data: await suggestSeo(deps, req.params.id) }),
  );
  app.post(
    '/api/admin/products/bulk-seo-update',
    { onRequest: admin, schema: { tags, summary: 'Write search-engine text for many products (a job)' } },
    (req) => startBulkSeo(deps, req.staff!.staffId, req.body),
  );

  app.get(
    '/api/admin/stock-report',
    { onRequest: staff, schema: { tags, summary: 'The latest stock analysis' } },
    () => latestStockReport(deps),
  );
  app.post(
    '/api/admin/analyze-stock',
    { onRequest: admin, schema: { tags, summary: 'Run the stock analysis now' } },
    () => analyzeStockNow(deps),
  );

  app.post(
    '/api/admin/media',
    { onRequest: admin, schema: { tags, summary: 'Upload a picture (≤ 5 MB) or a video (≤ 50 MB)' } },
    async (req) => {
      const file = await readMultipart(async () => {
        const part = req.isMultipart() ? await req.file() : undefined;
        return part ? { data: await part.toBuffer(), truncated: part.file.truncated } : null;
      });
      return uploadMedia(deps, file);
    },
  );

  app.get(
    '/media/uploads/:name',
    { config: { public: true }, schema: { hide: true, params: UploadParams } },
    async (req, reply) => {
      const file = await readUpload(deps, req.params.name);
      if (!file)
        return reply.code(404).send({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.data);
    },
  );
};
