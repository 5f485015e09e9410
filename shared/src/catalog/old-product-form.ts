import { isVideo } from './media-sources';

/**
 * The first back-office's product form sent its own field names: one `stockQuantity` for the
 * product, `mainImage` with up to three more `images` (or a single `image`), `material` for the
 * materials, `stockQuantity` on each variant, and the category and subcategory by name or slug
 * in `category` and `subcategory`. Scripts written for it still post those names.
 *
 * `fromOldProductForm` renames them to the shop's product fields before the shared schema reads
 * the body, so such a product keeps its stock, pictures and materials instead of losing them
 * silently. A field the shop's own form sends always wins over its old name. The category names
 * are only moved to `categoryName` and `subcategoryName`: turning them into ids needs the
 * catalogue, which the write service has.
 */

/** The old form's media: the main picture first, then the extra ones, each address once. */
function oldMedia(body: Record<string, unknown>): { url: string; kind: 'image' | 'video' }[] | undefined {
  const urls = [body.mainImage, body.image, ...(Array.isArray(body.images) ? body.images : [])]
    .filter((url): url is string => typeof url === 'string' && url.trim() !== '')
    .map((url) => url.trim());
  if (urls.length === 0) return undefined;
  return [...new Set(urls)].map((url) => ({ url, kind: isVideo(url) ? 'video' : 'image' }));
}

/** A variant as the old form sent it: its stock under `stockQuantity`. */
function oldVariant(variant: unknown): unknown {
  if (!variant || typeof variant !== 'object' || Array.isArray(variant)) return variant;
  const { stockQuantity, ...rest } = variant as Record<string, unknown>;
  if (rest.stock !== undefined || stockQuantity === undefined) return rest;
  return { ...rest, stock: stockQuantity };
}

/** `material` as a list, a comma-separated text, or blank or null for none. */
function oldMaterials(material: unknown): unknown {
  if (material == null) return undefined;
  if (typeof material === 'string') {
    const list = material
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    return list.length ? list : undefined;
  }
  return Array.isArray(material)
    ? material.filter((m) => !(typeof m === 'string' && m.trim() === ''))
    : material;
}

/** An old name given a value, unless the body already has the shop's own field. */
const fromOld = (body: Record<string, unknown>, field: string, value: unknown) =>
  body[field] === undefined && value !== undefined ? { [field]: value } : {};

/** The body with the old form's field names turned into the shop's; anything else as it was. */
export function fromOldProductForm(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const {
    mainImage: _main,
    image: _image,
    images: _images,
    material,
    category,
    subcategory,
    ...rest
  } = body as Record<string, unknown>;
  const source = body as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  return {
    ...rest,
    ...fromOld(source, 'media', oldMedia(source)),
    ...fromOld(source, 'materials', oldMaterials(material)),
    ...fromOld(source, 'categoryName', text(category)),
    ...fromOld(source, 'subcategoryName', text(subcategory)),
    ...(Array.isArray(rest.variants) ? { variants: rest.variants.map(oldVariant) } : {}),
  };
}

/**
 * Units for each of `count` variants sharing `total`: as even as whole units allow, the first
 * variants taking one more when it does not divide (10 over 3 is 4, 3, 3).
 */
export function splitStock(total: number, count: number): number[] {
  if (count <= 0) return [];
  const each = Math.floor(total / count);
  const extra = total - each * count;
  return Array.from({ length: count }, (_, i) => each + (i < extra ? 1 : 0));
}

/**
 * The variants' stock moved to a new total with as little change as possible: units added are
 * split evenly; units removed come off the fullest variants first, never below zero. The same
 * total leaves every variant as it was, so a form that sends its one stock field back on every
 * save changes nothing.
 */
export function restock(current: readonly number[], total: number): number[] {
  const sum = current.reduce((a, b) => a + b, 0);
  if (total >= sum) {
    const added = splitStock(total - sum, current.length);
    return current.map((units, i) => units + (added[i] ?? 0));
  }
  let need = sum - total;
  // The lowest level the fullest variants can be cut down to without removing more than `need`.
  const removedAt = (level: number) => current.reduce((n, units) => n + Math.max(0, units - level), 0);
  let low = 0;
  let high = Math.max(...current);
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (removedAt(mid) <= need) high = mid;
    else low = mid + 1;
  }
  const cut = current.map((units) => Math.min(units, low));
  need -= removedAt(low);
  // What is left comes one unit each off the variants now at that level.
  return cut.map((units) => {
    if (need > 0 && units === low && units > 0) {
      need--;
      return units - 1;
    }
    return units;
  });
}
