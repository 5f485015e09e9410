// Test data for the catalogue screens, checked against the real shared contract so the
// screens' light response checks are never tested against shapes the API cannot send.
import {
  type HierarchicalCategoryDto,
  ProductCardDto,
  ProductDto,
  type VariantDto,
} from '@isoko/shared/catalog/schema';

export function cardFixture(over: Partial<ProductCardDto> = {}): ProductCardDto {
  return ProductCardDto.parse({
    id: 'p1',
    slug: 'kitenge-dress',
    name: 'Kitenge Wrap Dress',
    price: 30000,
    originalPrice: null,
    discountPercentage: 0,
    mainImage: '/media/catalog/dress-green-0.svg',
    category: { id: 'c1', slug: 'womens-fashion', name: "Women's Fashion" },
    subcategory: { id: 'c2', slug: 'dresses', name: 'Dresses' },
    brand: 'Inzozi',
    averageRating: 4.5,
    totalReviews: 8,
    stockQuantity: 9,
    inStock: true,
    isNew: false,
    isSale: false,
    isFeatured: true,
    freeShipping: true,
    flashDeal: null,
    ...over,
  });
}

const variant = (
  size: string | null,
  color: string | null,
  stockQuantity: number,
  price = 30000,
): VariantDto => ({
  id: `v-${size}-${color}`,
  sku: `SKU-${size}-${color}`,
  size,
  color,
  price,
  stockQuantity,
});

/** A dress in S, M, L × Green, Gold: S/Green sold out, L sold out in every colour, M/Gold dearer. */
export function productFixture(over: Partial<ProductDto> = {}): ProductDto {
  const variants = over.variants ?? [
    variant('S', 'Green', 0),
    variant('S', 'Gold', 2),
    variant('M', 'Green', 5),
    variant('M', 'Gold', 2, 32000),
    variant('L', 'Green', 0),
    variant('L', 'Gold', 0),
  ];
  return ProductDto.parse({
    ...cardFixture(),
    stockQuantity: variants.reduce((n, v) => n + v.stockQuantity, 0),
    shortDescription: 'A wrap dress in kitenge cotton.',
    description: '**Overview**\nSewn in Kigali.\n\n**Features**\n- Wrap fit\n- Pockets',
    images: [
      { url: '/media/catalog/dress-green-0.svg', kind: 'image', alt: 'Kitenge Wrap Dress in green' },
      { url: '/media/catalog/dress-gold-0.svg', kind: 'image', alt: 'Kitenge Wrap Dress in gold' },
    ],
    sizes: ['S', 'M', 'L'],
    colors: [{ name: 'Green' }, { name: 'Gold' }],
    material: ['Cotton'],
    variants,
    sku: 'ABCD1234',
    totalSales: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    gender: 'female',
    negotiable: true,
    seoTitle: 'Kitenge Wrap Dress | Isoko',
    seoDescription: 'A wrap dress in kitenge cotton.',
    seoKeywords: [],
    image: cardFixture().mainImage,
    imageUrl: cardFixture().mainImage,
    availableColors: ['Green', 'Gold'],
    metaTags: {
      ogTitle: 'Kitenge Wrap Dress | Isoko',
      ogDescription: 'A wrap dress in kitenge cotton.',
      ogImage: cardFixture().mainImage,
      twitterCard: 'summary_large_image',
    },
    ...over,
  });
}

export function categoryFixture(over: Partial<HierarchicalCategoryDto> = {}): HierarchicalCategoryDto {
  return {
    id: 'c1',
    slug: 'womens-fashion',
    name: "Women's Fashion",
    icon: '👗',
    description: 'Dresses, tops and more.',
    productCount: 20,
    subcategories: [
      {
        id: 'c2',
        slug: 'dresses',
        name: 'Dresses',
        icon: '👗',
        description: 'Dresses.',
        image: null,
        parentId: 'c1',
        productCount: 4,
      },
    ],
    ...over,
  };
}

export const ok = (body: Record<string, unknown>) => ({ body: { success: true, ...body } });

export const listing = (data: ProductCardDto[], total = data.length, page = 1) =>
  ok({
    data,
    pagination: { page, limit: 24, total, pages: Math.ceil(total / 24) },
    filterOptions: {
      categories: [{ slug: 'womens-fashion', name: "Women's Fashion", count: 20 }],
      brands: [{ slug: 'inzozi', name: 'Inzozi', count: 3 }],
      colors: ['Green'],
      sizes: ['M'],
      materials: ['Cotton'],
      priceRange: { min: 1000, max: 100000 },
    },
  });
