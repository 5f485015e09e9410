import { HierarchicalCategoriesResponse, ProductListResponse } from '@isoko/shared/catalog/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createProduct, deleteProduct } from './write';
import { createCategory, deleteCategory, updateCategory } from './write-categories';

let t: TestApp;

const failure = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: { code: string }) => error.code,
  );

async function tree() {
  const res = await t.app.inject({ url: '/api/categories/hierarchical/all' });
  return HierarchicalCategoriesResponse.parse(res.json()).categories;
}

async function search(text: string) {
  const res = await t.app.inject({ url: `/api/products?search=${encodeURIComponent(text)}` });
  return ProductListResponse.parse(res.json()).data.map((c) => c.id);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(async () => t.close());

describe('categories', () => {
  it('appear in the shop as soon as they are created, with made-up slugs kept unique', async () => {
    const home = await createCategory(t.app.deps, { name: 'Home & Living', icon: 'home' });
    const office = await createCategory(t.app.deps, { name: 'Office' });
    const decor = await createCategory(t.app.deps, { name: 'Wall decor', parentId: home.id });
    // The same name under another parent is allowed; its made-up address is not the same.
    const again = await createCategory(t.app.deps, { name: 'Wall decor', parentId: office.id });
    expect([home.slug, decor.slug, again.slug]).toEqual(['home-living', 'wall-decor', 'wall-decor-2']);
    const shown = await tree();
    expect(shown.find((c) => c.id === home.id)?.subcategories.map((s) => s.slug)).toEqual(['wall-decor']);
    expect(shown.find((c) => c.id === office.id)?.subcategories.map((s) => s.slug)).toEqual(['wall-decor-2']);
    expect(await failure(createCategory(t.app.deps, { name: 'Rugs', parentId: decor.id }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await failure(createCategory(t.app.deps, { name: 'Rugs', slug: 'wall-decor' }))).toBe(
      'SLUG_TAKEN',
    );
  });

  it('refuses a name a sibling already has, whatever its case, accents or spacing, and keeps the rest', async () => {
    const shoes = await createCategory(t.app.deps, { name: 'Shoes' });
    for (const name of ['Shoes', 'shoes', 'Shoés', 'SHOÈS', '  shoes  ']) {
      expect(await failure(createCategory(t.app.deps, { name })), name).toBe('CATEGORY_NAME_TAKEN');
    }
    const men = await createCategory(t.app.deps, { name: 'Men' });
    const women = await createCategory(t.app.deps, { name: 'Women' });
    const menSandals = await createCategory(t.app.deps, { name: 'Sandals', parentId: men.id });
    // Men › Sandals and Women › Sandals are two different places in the menu.
    const womenSandals = await createCategory(t.app.deps, { name: 'Sandals', parentId: women.id });
    expect(await failure(createCategory(t.app.deps, { name: 'sandals', parentId: men.id }))).toBe(
      'CATEGORY_NAME_TAKEN',
    );

    // A rename or a move onto a sibling's name is refused and changes nothing.
    const boots = await createCategory(t.app.deps, { name: 'Boots', icon: 'boot' });
    expect(await failure(updateCategory(t.app.deps, boots.id, { name: 'shoés', icon: 'x' }))).toBe(
      'CATEGORY_NAME_TAKEN',
    );
    expect(await failure(updateCategory(t.app.deps, womenSandals.id, { parentId: men.id }))).toBe(
      'CATEGORY_NAME_TAKEN',
    );
    const names = (await tree()).map((c) => [c.name, c.subcategories.map((s) => s.name)]);
    expect(names).toContainEqual(['Boots', []]);
    expect(names).toContainEqual(['Women', ['Sandals']]);
    expect(names.filter(([n]) => n === 'Shoes')).toHaveLength(1);

    // A category may keep its own name, or change only its case.
    await updateCategory(t.app.deps, shoes.id, { name: 'Shoes', icon: 'shoe' });
    expect((await updateCategory(t.app.deps, menSandals.id, { name: 'SANDALS' })).name).toBe('SANDALS');
  });

  it('a rename makes products findable by the new name', async () => {
    const top = await createCategory(t.app.deps, { name: 'Crafts' });
    const sub = await createCategory(t.app.deps, { name: 'Baskets', parentId: top.id });
    const { product } = await createProduct(t.app.deps, {
      name: 'Agaseke peace basket',
      categoryId: top.id,
      subcategoryId: sub.id,
      price: 15_000,
    });
    expect(await search('weaving')).toEqual([]);
    await updateCategory(t.app.deps, sub.id, { name: 'Weaving' });
    expect(await search('weaving')).toEqual([product.id]);
  });

  it('refuses to delete or move a category that products or subcategories use, even a deleted product', async () => {
    const top = await createCategory(t.app.deps, { name: 'Sports' });
    const other = await createCategory(t.app.deps, { name: 'Outdoors' });
    const sub = await createCategory(t.app.deps, { name: 'Football', parentId: top.id });
    const { product } = await createProduct(t.app.deps, {
      name: 'Match football',
      categoryId: top.id,
      subcategoryId: sub.id,
      price: 18_000,
    });
    await deleteProduct(t.app.deps, product.id);
    expect(await failure(deleteCategory(t.app.deps, top.id))).toBe('CATEGORY_IN_USE');
    expect(await failure(deleteCategory(t.app.deps, sub.id))).toBe('CATEGORY_IN_USE');
    expect(await failure(updateCategory(t.app.deps, sub.id, { parentId: other.id }))).toBe('CATEGORY_IN_USE');
    expect(await failure(updateCategory(t.app.deps, top.id, { parentId: other.id }))).toBe('CATEGORY_IN_USE');

    const empty = await createCategory(t.app.deps, { name: 'Cycling', parentId: top.id });
    await updateCategory(t.app.deps, empty.id, { parentId: other.id, position: 2 });
    expect((await tree()).find((c) => c.id === other.id)?.subcategories.map((s) => s.id)).toEqual([empty.id]);
    await deleteCategory(t.app.deps, empty.id);
    expect((await tree()).find((c) => c.id === other.id)?.subcategories).toEqual([]);
    expect(await failure(deleteCategory(t.app.deps, empty.id))).toBe('CATEGORY_NOT_FOUND');
  });
});
