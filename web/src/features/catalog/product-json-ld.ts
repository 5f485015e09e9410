import type { ProductDto } from '@isoko/shared/catalog/schema';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import type { ShownPrice } from '../../ui/shown-price';

/** The shop's public details; phone and e-mail are the shop's one contact constant. Open daily 09:00-18:00. */
export const BUSINESS = {
  name: 'Isoko',
  streetAddress: 'KG 11 Ave, Kimironko',
  locality: 'Kigali',
  country: 'RW',
  telephone: SHOP_CONTACT.phone,
  email: SHOP_CONTACT.email,
  opens: '09:00',
  closes: '18:00',
} as const;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Structured data of a product page: Product with its Offer in RWF (free shipping in Kigali,
 * 1-3 days handling, 1-5 days transit, 7-day returns), the Store that sells it and the page
 * itself. Names and descriptions are the ones the API gave in the shopper's language, and the
 * page says which language that is (`inLanguage`).
 */
export function productJsonLd(
  product: ProductDto,
  shown: ShownPrice,
  stock: number,
  origin: string,
  language = 'en',
) {
  const url = `${origin}/product/${product.id}`;
  const absolute = (u: string) => (u.startsWith('http') ? u : `${origin}${u}`);
  const store = {
    '@type': 'Store',
    '@id': `${origin}/#store`,
    name: BUSINESS.name,
    url: `${origin}/`,
    telephone: BUSINESS.telephone,
    email: BUSINESS.email,
    currenciesAccepted: 'RWF',
    paymentAccepted: 'MTN Mobile Money, Cash on delivery',
    address: {
      '@type': 'PostalAddress',
      streetAddress: BUSINESS.streetAddress,
      addressLocality: BUSINESS.locality,
      addressCountry: BUSINESS.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAYS,
      opens: BUSINESS.opens,
      closes: BUSINESS.closes,
    },
  };
  const offer = {
    '@type': 'Offer',
    url,
    priceCurrency: 'RWF',
    price: shown.price,
    ...(shown.deal && product.flashDeal ? { priceValidUntil: product.flashDeal.endsAt.slice(0, 10) } : {}),
    availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@id': `${origin}/#store` },
    shippingDetails: {
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'RWF' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'RW', addressRegion: 'Kigali' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 3, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 5, unitCode: 'DAY' },
      },
    },
    hasMerchantReturnPolicy: {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'RW',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 7,
    },
  };
  const item = {
    '@type': 'Product',
    '@id': url,
    name: product.name,
    description: product.seoDescription || product.shortDescription,
    sku: product.sku,
    image: (product.images.length
      ? product.images.filter((m) => m.kind === 'image').map((m) => m.url)
      : [product.mainImage]
    ).map(absolute),
    brand: { '@type': 'Brand', name: product.brand ?? BUSINESS.name },
    category: product.subcategory
      ? `${product.category.name} > ${product.subcategory.name}`
      : product.category.name,
    ...(product.material.length ? { material: product.material.join(', ') } : {}),
    ...(product.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.totalReviews,
          },
        }
      : {}),
    offers: offer,
  };
  const page = {
    '@type': 'ItemPage',
    '@id': `${url}#page`,
    url,
    name: product.seoTitle || product.name,
    inLanguage: language,
    mainEntity: { '@id': url },
  };
  return { '@context': 'https://schema.org', '@graph': [item, store, page] };
}

/** JSON for a script element, with `<` escaped so no text can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
