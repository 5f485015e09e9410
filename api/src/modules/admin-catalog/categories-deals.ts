import type { AppDeps } from '../../deps';
import type { DealView } from '../catalog/read';
import {
  type CategoryView,
  createCategory,
  deleteCategory,
  updateCategory,
} from '../catalog/write-categories';
import { createFlashDeal, deleteFlashDeal, updateFlashDeal } from '../catalog/write-deals';

/** The back-office's category and flash-deal changes, answered in the `{ success, data }` envelope. */

type Deps = Pick<AppDeps, 'db' | 'catalog'>;

export async function adminCreateCategory(
  deps: Deps,
  body: unknown,
): Promise<{ success: true; data: CategoryView }> {
  return { success: true, data: await createCategory(deps, body) };
}

export async function adminUpdateCategory(
  deps: Deps,
  id: string,
  body: unknown,
): Promise<{ success: true; data: CategoryView }> {
  return { success: true, data: await updateCategory(deps, id, body) };
}

export async function adminDeleteCategory(deps: Deps, id: string): Promise<{ success: true }> {
  await deleteCategory(deps, id);
  return { success: true };
}

export async function adminCreateDeal(deps: Deps, body: unknown): Promise<{ success: true; data: DealView }> {
  return { success: true, data: await createFlashDeal(deps, body) };
}

export async function adminUpdateDeal(
  deps: Deps,
  id: string,
  body: unknown,
): Promise<{ success: true; data: DealView }> {
  return { success: true, data: await updateFlashDeal(deps, id, body) };
}

export async function adminDeleteDeal(deps: Deps, id: string): Promise<{ success: true }> {
  await deleteFlashDeal(deps, id);
  return { success: true };
}
