import { describe, expect, it } from 'vitest';
import {
  carryStock,
  EMPTY_PRODUCT,
  ProductFormValues,
  syncVariantRows,
  toFormValues,
  toProductInput,
} from './product-form-values';
import { sizeChoicesFor } from './product-options';

const CATEGORY = '11111111-1111-4111-8111-111111111111';

describe('product form values', () => {
  it('makes one row per size × colour, new rows following the price with stock 0', () => {
    const rows = syncVariantRows(['S', 'M'], ['Red', 'Blue'], []);
    expect(rows).toEqual([
      { size: 'S', color: 'Red', price: '', stock: '0' },
      { size: 'S', color: 'Blue', price: '', stock: '0' },
      { size: 'M', color: 'Red', price: '', stock: '0' },
      { size: 'M', color: 'Blue', price: '', stock: '0' },
    ]);
  });

  it('keeps the price and stock typed for a combination that stays', () => {
    const before = [{ size: 'S', color: 'Red', price: '9000', stock: '4' }];
    expect(syncVariantRows(['S', 'M'], ['Red'], before)).toEqual([
      { size: 'S', color: 'Red', price: '9000', stock: '4' },
      { size: 'M', color: 'Red', price: '', stock: '0' },
    ]);
  });

  it('refuses a short name, a zero price and a negative stock with the shop’s messages', () => {
    const result = ProductFormValues.safeParse({
      ...EMPTY_PRODUCT,
      name: 'ab',
      price: '0',
      stock: '-1',
      categoryId: CATEGORY,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      name: 'form.errors.name',
      price: 'form.errors.price',
      stock: 'form.errors.stock',
    });
  });

  it('says what is wrong with an amount: a decimal stock or price is no whole number, too much is over the limit', () => {
    const messagesFor = (over: Partial<ProductFormValues>) => {
      const result = ProductFormValues.safeParse({
        ...EMPTY_PRODUCT,
        name: 'Kitenge',
        categoryId: CATEGORY,
        price: '25000',
        ...over,
      });
      return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    };
    expect(messagesFor({ stock: '2.5' })).toEqual({ stock: 'form.errors.stockWhole' });
    expect(messagesFor({ stock: 'many' })).toEqual({ stock: 'form.errors.stockWhole' });
    expect(messagesFor({ stock: '1000001' })).toEqual({ stock: 'form.errors.stockMax' });
    expect(messagesFor({ stock: '' })).toEqual({ stock: 'form.errors.stock' });
    expect(messagesFor({ stock: '-2.5' })).toEqual({ stock: 'form.errors.stock' });
    expect(messagesFor({ stock: ' 1000000 ' })).toEqual({});
    expect(messagesFor({ price: '25000.50' })).toEqual({ price: 'form.errors.priceWhole' });
    expect(messagesFor({ price: '1000000001' })).toEqual({ price: 'form.errors.priceMax' });
    expect(
      messagesFor({
        sizes: ['S'],
        variants: [
          { size: 'S', color: null, price: '', stock: '1.5' },
          { size: 'M', color: null, price: '', stock: '-1' },
        ],
      }),
    ).toEqual({
      'variants.0.stock': 'form.errors.variantStockWhole',
      'variants.1.stock': 'form.errors.variantStock',
    });
  });

  it('takes amounts grouped by thousands with commas or spaces, and sends plain numbers', () => {
    const typed = {
      ...EMPTY_PRODUCT,
      name: 'Kitenge dress',
      categoryId: CATEGORY,
      price: '12,000',
      originalPrice: '15 000',
      stock: '1\u202F200',
      negotiable: true,
      floorPrice: '10\u00A0000',
    };
    expect(ProductFormValues.safeParse(typed).error?.issues ?? []).toEqual([]);
    expect(toProductInput(typed)).toMatchObject({
      price: 12000,
      originalPrice: 15000,
      floorPrice: 10000,
      variants: [{ stock: 1200 }],
    });
    const messagesFor = (price: string) =>
      ProductFormValues.safeParse({ ...typed, price }).error?.issues.map((i) => i.message);
    // Decimals and a dot (which may be a decimal point) keep the clear message.
    expect(messagesFor('12.000')).toEqual(['form.errors.priceWhole']);
    expect(messagesFor('12,5')).toEqual(['form.errors.priceWhole']);
    expect(messagesFor('1,20,000')).toEqual(['form.errors.priceWhole']);
    // A floor above the price is still compared as numbers.
    expect(messagesFor('9,000')).toEqual(['form.errors.floorAbovePrice']);
  });

  it('refuses an SEO title over 60 and a description over 160 characters', () => {
    const result = ProductFormValues.safeParse({
      ...EMPTY_PRODUCT,
      name: 'Kitenge dress',
      price: '15000',
      categoryId: CATEGORY,
      seoTitle: 'x'.repeat(61),
      seoDescription: 'y'.repeat(161),
    });
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual([
      'form.errors.seoDescription',
      'form.errors.seoTitle',
    ]);
  });

  it('sends a plain product as one variant carrying the stock, and a grid as its rows', () => {
    const base = { ...EMPTY_PRODUCT, name: 'Kitenge dress', price: '15000', categoryId: CATEGORY };
    expect(toProductInput({ ...base, stock: '7' }).variants).toEqual([
      { size: null, color: null, price: null, stock: 7 },
    ]);
    const grid = toProductInput({
      ...base,
      sizes: ['S'],
      colors: ['Red', 'Blue'],
      variants: [
        { size: 'S', color: 'Red', price: '', stock: '2' },
        { size: 'S', color: 'Blue', price: '16000', stock: '0' },
      ],
    });
    expect(grid.variants).toEqual([
      { size: 'S', color: 'Red', price: null, stock: 2 },
      { size: 'S', color: 'Blue', price: 16000, stock: 0 },
    ]);
    expect(grid.sizes).toEqual(['S']);
  });

  it('leaves out the stock of rows nobody typed in, so an edit keeps what orders took', () => {
    const body = toProductInput(
      {
        ...EMPTY_PRODUCT,
        name: 'Kitenge dress',
        price: '15000',
        categoryId: CATEGORY,
        sizes: ['S', 'M'],
        variants: [
          { size: 'S', color: null, price: '', stock: '2' },
          { size: 'M', color: null, price: '', stock: '9' },
        ],
      },
      (row) => row === 1,
    );
    expect(body.variants).toEqual([
      { size: 'S', color: null, price: null },
      { size: 'M', color: null, price: null, stock: 9 },
    ]);
  });

  it('keeps the floor of a product that takes no offers, for when offers come back', () => {
    const body = toProductInput({
      ...EMPTY_PRODUCT,
      name: 'Phone',
      price: '100000',
      categoryId: CATEGORY,
      negotiable: false,
      floorPrice: '90000',
    });
    expect(body.negotiable).toBe(false);
    expect(body.floorPrice).toBe(90000);
  });

  it('lets the price of a product that takes no offers drop below its unused floor', () => {
    const values = {
      ...EMPTY_PRODUCT,
      name: 'Phone',
      price: '80000',
      categoryId: CATEGORY,
      negotiable: false,
      floorPrice: '90000',
    };
    expect(ProductFormValues.safeParse(values).success).toBe(true);
    expect(toProductInput(values)).toMatchObject({ price: 80000, negotiable: false, floorPrice: 90000 });
  });

  it('refuses a negotiation floor above the price', () => {
    const result = ProductFormValues.safeParse({
      ...EMPTY_PRODUCT,
      name: 'Phone',
      price: '1000',
      categoryId: CATEGORY,
      floorPrice: '2000',
    });
    expect(result.error?.issues[0]?.message).toBe('form.errors.floorAbovePrice');
  });

  it('reads a stored edit view back into the form, a variant at the product price left empty', () => {
    const values = toFormValues({
      product: { id: 'p1', name: 'Dress', price: 15000, categoryId: CATEGORY, sizes: ['S'], colors: ['Red'] },
      brand: 'Inzozi',
      variants: [{ size: 'S', color: 'Red', price: 15000, stock: 3 }],
      media: [{ url: '/media/a.webp', kind: 'image' }],
    });
    expect(values).toMatchObject({
      name: 'Dress',
      price: '15000',
      brand: 'Inzozi',
      variants: [{ size: 'S', color: 'Red', price: '', stock: '3' }],
      media: [{ url: '/media/a.webp', kind: 'image' }],
    });
  });
});

describe('size choices by category', () => {
  it('offers clothing sizes for fashion and none for the excluded categories', () => {
    expect(sizeChoicesFor('womens-fashion').options).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    for (const slug of [
      'bags-accessories',
      'jewelry-watches',
      'beauty-personal-care',
      'home-living',
      'sports-outdoor',
    ]) {
      expect(sizeChoicesFor(slug).kind).toBe('none');
    }
  });

  it('offers storage capacities for electronics alone or its storage shelves, nothing for its other shelves', () => {
    expect(sizeChoicesFor('electronics').options[0]).toBe('4GB');
    expect(sizeChoicesFor('electronics', 'storage-devices').kind).toBe('storage');
    expect(sizeChoicesFor('electronics', 'phones-tablets').kind).toBe('storage');
    expect(sizeChoicesFor('electronics', 'chargers-power').kind).toBe('none');
  });
});

describe('stock as the grid comes and goes', () => {
  const row = (size: string, stock: string) => ({ size, color: null, price: '', stock });
  it('shares the plain stock over the variants when the grid appears, as the api shares one stock', () => {
    expect(carryStock([], [row('S', '0'), row('M', '0'), row('L', '0')], '20', null)).toEqual({
      variants: [row('S', '7'), row('M', '7'), row('L', '6')],
      stock: '20',
      shared: 20,
    });
    expect(carryStock([], [row('S', '0')], '0', null)).toEqual({
      variants: [row('S', '0')],
      stock: '0',
      shared: null,
    });
    expect(carryStock([], [row('S', '0')], 'abc', null).variants).toEqual([row('S', '0')]);
  });
  it('shares again as sizes are ticked, until a variant’s stock is changed by hand', () => {
    expect(carryStock([row('S', '20')], [row('S', '20'), row('M', '0')], '20', 20)).toEqual({
      variants: [row('S', '10'), row('M', '10')],
      stock: '20',
      shared: 20,
    });
    expect(
      carryStock([row('S', '12'), row('M', '10')], [row('S', '12'), row('M', '10'), row('L', '0')], '20', 20),
    ).toEqual({
      variants: [row('S', '12'), row('M', '10'), row('L', '0')],
      stock: '20',
      shared: null,
    });
  });
  it('gives the plain box the total of the grid when the grid goes', () => {
    expect(carryStock([row('S', '3'), row('M', '4')], [], '0', null)).toEqual({
      variants: [],
      stock: '7',
      shared: null,
    });
  });
});
