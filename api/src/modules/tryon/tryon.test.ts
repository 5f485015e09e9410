import { mkdtemp, readdir, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TryOnProductsResponse, TryOnResult } from '@isoko/shared/tryon/schema';
import { type Job, Worker } from 'bullmq';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { createFsMediaStorage } from '../../lib/media-storage';
import { createRedis } from '../../lib/redis';
import { createProduct } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unreadableForms } from '../../test/unreadable-forms';
import { createFlashDeal } from '../catalog/write-deals';
import { runTryOnAnalysis } from './analyse';
import { purgeTryOnFiles } from './service';

let t: TestApp;
let worker: Worker;
let dressId: string;
let blenderId: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const { deps } = t.app;
  // The workers process runs this processor in production; here the test hosts it.
  worker = new Worker('tryon', (job: Job) => runTryOnAnalysis(deps, job.data, (p) => job.updateProgress(p)), {
    connection: createRedis(deps.config.redis.url, 'tryon-test-worker'),
    prefix: `${deps.config.redis.prefix}:bull`,
  });
  const sizes = ['S', 'M', 'L', 'XL'];
  dressId = (
    await createProduct(deps.db, {
      variants: sizes.flatMap((size) => [
        { size, color: 'Yellow', stock: 4 },
        { size, color: 'Black', stock: 4 },
      ]),
    })
  ).productId;
  blenderId = (await createProduct(deps.db, { variants: [{ size: null, color: 'Red', stock: 3 }] }))
    .productId;
  photo = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#8a6f5a' } })
    .composite([
      {
        input: await sharp({ create: { width: 200, height: 500, channels: 3, background: '#2d2d2d' } })
          .png()
          .toBuffer(),
        left: 200,
        top: 250,
      },
    ])
    .jpeg()
    .toBuffer();
}, 60_000);
afterAll(async () => {
  await worker?.close();
  await t?.close();
});

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

const tryOn = (body: Record<string, unknown>, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai/virtual-tryon',
    remoteAddress,
    payload: {
      userImage: dataUrl(photo),
      bodyType: 'hourglass',
      skinTone: 'deep',
      preferences: { style: 'modern', occasion: 'party' },
      productId: dressId,
      ...body,
    },
  });

function form(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type: string },
  remoteAddress?: string,
) {
  const boundary = '----isoko-tryon-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="userImage"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/ai/virtual-tryon',
    payload: Buffer.concat(parts),
    remoteAddress,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const formFields = { bodyType: 'pear', skinTone: 'medium', occasion: 'wedding' };

/** The analysis without what differs per request (its id and picture addresses). */
const analysisOf = (r: TryOnResult) => ({ ...r, id: '', tryOnImage: '', originalImage: '' });

describe('POST /api/ai/virtual-tryon', () => {
  it('answers the analysis of a photo sent as a data URL, with a preview served from our origin', async () => {
    const res = await tryOn({});
    expect(res.statusCode, res.body).toBe(200);
    const result = TryOnResult.parse(res.json());
    expect(result.success).toBe(true);
    expect(result.product.id).toBe(dressId);
    expect(['S', 'M', 'L', 'XL']).toContain(result.product.recommendedSize);
    expect(result.product.recommendedColor).toBe('Yellow'); // the best of its colours for deep skin
    expect(result.fitAnalysis).toMatchObject({ fit: expect.any(String), styleMatch: expect.any(String) });
    expect(result.confidence).toBe(0.5); // nothing measured by the browser
    expect(result.recommendations.length).toBeGreaterThan(2);
    const preview = await t.app.inject({ method: 'GET', url: result.tryOnImage });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    const meta = await sharp(preview.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 900 });
  });

  it('gives the same result for the same input, and a different one for another body type', async () => {
    const firstRes = await tryOn({});
    expect(firstRes.statusCode, firstRes.body).toBe(200);
    const first = TryOnResult.parse(firstRes.json());
    const again = TryOnResult.parse((await tryOn({})).json());
    expect(analysisOf(again)).toEqual(analysisOf(first));
    const appleRes = await tryOn({ bodyType: 'apple' });
    expect(appleRes.statusCode, appleRes.body).toBe(200);
    const apple = TryOnResult.parse(appleRes.json());
    expect(apple.product.recommendedSize).not.toBe(first.product.recommendedSize);
    expect(apple.fitAnalysis).not.toEqual(first.fitAnalysis);
  });

  it('uses what the browser measured and is more confident for it', async () => {
    const res = await tryOn({
      measurements: {
        shoulderToHeight: 0.24,
        hipToHeight: 0.1,
        keypoints: 17,
        shoulders: { left: { x: 0.6, y: 0.3 }, right: { x: 0.4, y: 0.3 } },
        faceShape: 'oval',
        skinTone: 'dark',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = TryOnResult.parse(res.json());
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(result.mlInsights).toMatchObject({ chosenBodyType: 'hourglass', bodyType: 'inverted-triangle' });
    expect(result.faceAnalysis).toMatchObject({ skinTone: 'dark', faceShape: 'oval' });
    expect(result.bodyMeasurements.measured).toEqual(['shoulders', 'hips']);
  });

  it('takes the photo as a multipart file too', async () => {
    const png = await sharp(photo).png().toBuffer();
    const res = await form(
      { ...formFields, productId: dressId },
      { name: 'me.png', data: png, type: 'image/png' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(TryOnResult.parse(res.json()).occasions).toContain('wedding'); // "Kitenge dress"
  });

  it('refuses a text file named .jpg, a truncated picture and a GIF by their content', async () => {
    const text = await form(formFields, {
      name: 'me.jpg',
      data: Buffer.from('not a picture at all'),
      type: 'image/jpeg',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('TRYON_IMAGE_UNSUPPORTED');

    const cut = await form(formFields, {
      name: 'cut.jpg',
      data: photo.subarray(0, photo.length / 2),
      type: 'image/jpeg',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error).toMatchObject({
      code: 'TRYON_IMAGE_UNSUPPORTED',
      message: 'Please upload a JPEG, PNG or WebP photo.',
    });

    const gif = await sharp(photo).gif().toBuffer();
    const asJson = await tryOn({ userImage: dataUrl(gif, 'image/png') });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().error.code).toBe('TRYON_IMAGE_UNSUPPORTED');
  });

  it('refuses a 6 MB photo as a file and as a data URL with 413', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0xff);
    photo.copy(big); // a JPEG's first bytes: it is the size that is refused
    const file = await form(formFields, { name: 'big.jpg', data: big, type: 'image/jpeg' });
    expect(file.statusCode).toBe(413);
    expect(file.json().error).toMatchObject({
      code: 'TRYON_IMAGE_TOO_LARGE',
      message: 'The photo must be under 5 MB.',
    });
    const json = await tryOn({ userImage: dataUrl(big) });
    expect(json.statusCode).toBe(413);
    expect(json.json().error.code).toBe('TRYON_IMAGE_TOO_LARGE');
  });

  it('answers a form it cannot read with 400 BAD_REQUEST, not a 500', async () => {
    for (const [contentType, payload] of unreadableForms('userImage', 'me.jpg')) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai/virtual-tryon',
        payload,
        remoteAddress: '198.51.100.77',
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('refuses missing choices, an unknown product and something that is not worn', async () => {
    const missing = await tryOn({ bodyType: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    const unknown = await tryOn({ productId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PRODUCT_NOT_FOUND');
    // The fixture names every product "Kitenge dress"; a blender is not a garment.
    await t.app.deps.db.execute(sql`update products set name = 'Kitchen Blender' where id = ${blenderId}`);
    const blender = await tryOn({ productId: blenderId });
    expect(blender.statusCode).toBe(400);
    expect(blender.json().error.code).toBe('TRYON_PRODUCT_UNSUITABLE');
  });
});

describe('the shopper’s height', () => {
  // Another network than the other tests, so these calls do not spend their minute's allowance.
  const from = '10.20.30.40';

  it('reaches the result: the length grade follows it and the result says which height it used', async () => {
    const typicalRes = await tryOn({}, from);
    expect(typicalRes.statusCode, typicalRes.body).toBe(200);
    const typical = TryOnResult.parse(typicalRes.json());
    expect(typical.bodyMeasurements).toMatchObject({ height: 164, heightSource: 'typical' });
    expect(typical.fitAnalysis.length).toBe('Perfect');

    const tallRes = await tryOn({ height: 185 }, from);
    expect(tallRes.statusCode, tallRes.body).toBe(200);
    const tall = TryOnResult.parse(tallRes.json());
    expect(tall.bodyMeasurements).toMatchObject({ height: 185, heightSource: 'shopper' });
    expect(tall.fitAnalysis.length).toBe('Tight'); // the dress, cut for 164 cm, sits short

    const short = TryOnResult.parse((await tryOn({ height: 148 }, from)).json());
    expect(short.bodyMeasurements).toMatchObject({ height: 148, heightSource: 'shopper' });
    expect(short.fitAnalysis.length).toBe('Loose'); // and long on a 148 cm shopper
  });

  it('takes the height from a form field, and refuses one out of range or not a number', async () => {
    const png = await sharp(photo).png().toBuffer();
    const file = { name: 'me.png', data: png, type: 'image/png' };
    const given = await form({ ...formFields, productId: dressId, height: '158' }, file, from);
    expect(given.statusCode, given.body).toBe(200);
    expect(TryOnResult.parse(given.json()).bodyMeasurements).toMatchObject({
      height: 158,
      heightSource: 'shopper',
    });

    const tooTall = await tryOn({ height: 250 }, from);
    expect(tooTall.statusCode).toBe(400);
    expect(tooTall.json().error.code).toBe('VALIDATION_FAILED');
    const words = await form({ ...formFields, productId: dressId, height: 'tall' }, file, from);
    expect(words.statusCode).toBe(400);
    expect(words.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the analysis job', () => {
  it('reports its five stages, 20 % each', async () => {
    const res = await tryOn({});
    const { id } = TryOnResult.parse(res.json());
    const seen: number[] = [];
    await runTryOnAnalysis(
      t.app.deps,
      {
        tryOnId: id,
        photoKey: `tryon/${id}.jpg`,
        bodyType: 'rectangle',
        skinTone: 'fair',
        preferences: { style: 'modern', occasion: 'casual' },
        productId: dressId,
      },
      async (p) => {
        seen.push(p);
      },
    );
    expect(seen).toEqual([20, 40, 60, 80, 100]);
  });
});

describe('progress over the socket', () => {
  it('reaches the browser that joined tryon:<requestId>, stage by stage; short ids are refused', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : 0;
    const socket = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'] });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const requestId = 'a1b2c3d4e5f60718293a4b5c';
      expect(await socket.emitWithAck('room:join', 'tryon:short')).toMatchObject({ ok: false });
      expect(await socket.emitWithAck('room:join', `tryon:${requestId}`)).toEqual({ ok: true });
      const seen: { stage: string; progress: number }[] = [];
      socket.on('tryon:progress', (e: { stage: string; progress: number }) => seen.push(e));
      const res = await tryOn({ requestId });
      expect(res.statusCode, res.body).toBe(200);
      await expect.poll(() => seen.length).toBe(5);
      expect(seen).toEqual([
        { requestId, stage: 'body', progress: 20 },
        { requestId, stage: 'face', progress: 40 },
        { requestId, stage: 'mapping', progress: 60 },
        { requestId, stage: 'fit', progress: 80 },
        { requestId, stage: 'result', progress: 100 },
      ]);
    } finally {
      socket.disconnect();
    }
  });
});

describe('GET /api/ai/virtual-tryon/products', () => {
  it('answers the garments offered (none in this catalogue’s try-on subcategories)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ai/virtual-tryon/products?limit=3' });
    expect(res.statusCode).toBe(200);
    expect(TryOnProductsResponse.parse(res.json()).products.length).toBeLessThanOrEqual(3);
  });

  const offered = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ai/virtual-tryon/products?${query}` });
    expect(res.statusCode).toBe(200);
    return TryOnProductsResponse.parse(res.json()).products;
  };

  it('offers the product the shopper came from first, by id or slug, labelled by what it covers', async () => {
    const byId = await offered(`limit=3&product=${dressId}`);
    expect(byId[0]).toMatchObject({ id: dressId, type: 'dress', priceRwf: 12_000, price: '12,000 RWF' });
    expect(byId.length).toBeLessThanOrEqual(3);
    expect(byId.filter((p) => p.id === dressId)).toHaveLength(1);
    const slug = byId[0]?.slug;
    expect(slug).toMatch(/^product-/);
    expect((await offered(`limit=1&product=${slug}`)).map((p) => p.id)).toEqual([dressId]);
  });

  it('prices a garment in a running flash deal, offered and tried on, at its deal price', async () => {
    const inDeal = (
      await createProduct(t.app.deps.db, { variants: [{ size: 'M', color: 'Black', stock: 3 }] })
    ).productId;
    const now = Date.now();
    await createFlashDeal(t.app.deps, {
      productId: inDeal,
      dealPrice: 9_000,
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    });
    expect((await offered(`limit=1&product=${inDeal}`))[0]).toMatchObject({
      id: inDeal,
      priceRwf: 9_000,
      price: '9,000 RWF',
    });
    const res = await tryOn({ productId: inDeal });
    expect(res.statusCode, res.body).toBe(200);
    expect(TryOnResult.parse(res.json()).product).toMatchObject({ id: inDeal, price: 9_000 });
  });

  it('leaves out a product that is not worn, out of stock or unknown, without an error', async () => {
    const charger = (await createProduct(t.app.deps.db, { stock: 5 })).productId;
    await t.app.deps.db.execute(sql`update products set name = 'Phone charger' where id = ${charger}`);
    const soldOut = (await createProduct(t.app.deps.db, { stock: 0 })).productId;
    for (const id of [charger, soldOut, '00000000-0000-4000-8000-000000000000', 'no-such-slug']) {
      expect((await offered(`limit=3&product=${id}`)).map((p) => p.id)).not.toContain(id);
    }
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/ai/virtual-tryon/products?product=${'x'.repeat(201)}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('purgeTryOnFiles', () => {
  it('deletes photos and previews older than 24 hours and keeps newer ones', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tryon-purge-'));
    const media = createFsMediaStorage(path.join(dataDir, 'media'));
    const old = '11111111-1111-4111-8111-111111111111';
    const fresh = '22222222-2222-4222-8222-222222222222';
    await media.put(`tryon/${old}.jpg`, Buffer.from('x'));
    await media.put(`tryon/${old}-preview.webp`, Buffer.from('x'));
    await media.put(`tryon/${fresh}.jpg`, Buffer.from('x'));
    const dayAndMore = new Date(Date.now() - 25 * 3600_000);
    for (const name of [`${old}.jpg`, `${old}-preview.webp`]) {
      await utimes(path.join(dataDir, 'media', 'tryon', name), dayAndMore, dayAndMore);
    }
    const deps = { config: { dataDir } as Config, media };
    expect(await purgeTryOnFiles(deps)).toBe(2);
    expect(await readdir(path.join(dataDir, 'media', 'tryon'))).toEqual([`${fresh}.jpg`]);
  });
});

describe('the rate limit', () => {
  // Last in this file: it spends the minute's allowance of the test address.
  it('refuses a network that asks for more than 20 try-ons a minute with 429', async () => {
    let refused: { statusCode: number; json(): { error: { code: string } } } | null = null;
    for (let i = 0; i < 25 && !refused; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ai/virtual-tryon', payload: {} });
      if (res.statusCode === 429) refused = res;
      else expect(res.statusCode).toBe(400);
    }
    expect(refused?.json().error.code).toBe('RATE_LIMITED');
  });
});
