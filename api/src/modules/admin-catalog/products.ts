import { AdminProductsQuery, type AdminProductsResponse } from '@isoko/shared/admin/products-schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/parse-input';
import { adminProductPage } from '../catalog/admin-list';
import { type ProductEditView, productEditView } from '../catalog/read';
import { createProduct, deleteProduct, updateProduct } from '../catalog/write';

/** The back-office products table and form, on the catalogue's read views and write service. */

/** A page of the products table, its categories named in the staff member's language (`lang`). */
export async function adminProducts(
  deps: Pick<AppDeps, 'db'>,
  query: unknown,
  lang: ShopLanguage = 'en',
): Promise<AdminProductsResponse> {
  const q = parseInput(AdminProductsQuery, query);
  const page = await adminProductPage(deps.db, q, lang);
  return {
    success: true,
    data: page.rows,
    products: page.rows,
    pagination: { page: q.page, limit: q.limit, total: page.total, pages: Math.ceil(page.total / q.limit) },
  };
}

export async function adminProduct(
  deps: Pick<AppDeps, 'db'>,
  id: string,
): Promise<{ success: true; data: ProductEditView }> {
  const view = await productEditView(deps.db, id);
  if (!view) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
  return { success: true, data: view };
}

/** The edit view with the product's id on top, where scripts for the first back-office read it. */
type SavedProduct = ProductEditView & { id: string };
const saved = (view: ProductEditView): SavedProduct => ({ id: view.product.id, ...view });

export async function adminCreateProduct(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  body: unknown,
): Promise<{ success: true; data: SavedProduct }> {
  return { success: true, data: saved(await createProduct(deps, body)) };
}

export async function adminUpdateProduct(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  id: string,
  body: unknown,
): Promise<{ success: true; data: SavedProduct }> {
  return { success: true, data: saved(await updateProduct(deps, id, body)) };
}

export async function adminDeleteProduct(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  id: string,
): Promise<{ success: true }> {
  await deleteProduct(deps, id);
  return { success: true };
}
