import type { ProductCardDto, ProductDto } from '@isoko/shared/catalog/schema';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { ARTICLE_TOPICS } from '@isoko/shared/content/schema';
import { SHOP_LANGUAGES } from '@isoko/shared/i18n-language';
import { describe, expect, it } from 'vitest';
import type { ArticleData } from './article-data';
import { articleFromTemplate } from './article-templates';

/**
 * The template articles from fixed data, every topic in every language: a change to how the
 * templates pick their data shows here as a changed article.
 */

const category = { id: 'c1', slug: 'dresses', name: 'Dresses' };

function card(n: number, price: number, originalPrice: number | null, extra: Partial<ProductCardDto> = {}) {
  return {
    id: `0000000${n}-0000-4000-8000-000000000000`,
    slug: `product-${n}`,
    name: `Product ${n}`,
    price,
    originalPrice,
    discountPercentage: originalPrice ? Math.round(((originalPrice - price) / originalPrice) * 100) : 0,
    mainImage: `/media/p${n}.jpg`,
    category,
    subcategory: n % 2 ? { id: 'c2', slug: 'wraps', name: 'Wraps' } : null,
    brand: n % 3 ? 'Kigali Threads' : null,
    averageRating: n % 4 ? 4.25 : 0,
    totalReviews: n % 4 ? n * 3 : 0,
    stockQuantity: n,
    inStock: n !== 5,
    isNew: false,
    isSale: originalPrice !== null,
    isFeatured: true,
    freeShipping: n === 2,
    flashDeal: null,
    ...extra,
  } satisfies ProductCardDto;
}

const detail = (c: ProductCardDto) =>
  ({
    ...c,
    shortDescription: `A short word on ${c.name}.`,
    description: '',
    material: ['Cotton'],
    colors: [{ name: 'Red', label: 'Red' }],
    sizes: ['S', 'M'],
  }) as unknown as ProductDto;

const trending = [
  card(1, 12_000, null),
  card(2, 30_000, 40_000),
  card(3, 8_500, null),
  card(4, 21_000, null),
];
const deals = [card(2, 30_000, 40_000), card(5, 18_000, 20_000)];

const data = (topic: ArticleData['topic'], language: ArticleData['language']): ArticleData => ({
  topic,
  language,
  today: new Date('2026-03-14T09:00:00Z'),
  featured: detail(card(6, 15_000, 17_000)),
  trending,
  trendingFromActivity: trending.length,
  deals,
  reviewed: detail(card(7, 45_000, null)),
  stats: {
    days: 30,
    orders: 40,
    kigaliOrders: 30,
    topDistricts: [{ district: 'Gasabo', orders: 20 }],
    delivered: 35,
    kigaliDelivered: 28,
    kigaliDeliveryMinutes: 26 * 60,
    averageOrder: 23_500,
  },
  kigaliOrdered: trending.slice(0, 3).map((c, i) => ({ ...c, unitsOrdered: 9 - i * 4 })),
  shipping: { standardFee: 2_000, freeAbove: 50_000, kigaliFree: false },
});

describe('template articles', () => {
  it('write every topic in every language from the data as before', () => {
    const all = ARTICLE_TOPICS.flatMap((topic) =>
      SHOP_LANGUAGES.map((language) => ({ topic, language, ...articleFromTemplate(data(topic, language)) })),
    );
    expect(all).toMatchSnapshot();
  });
});

describe('the trending article, when few products had shopper activity', () => {
  const thin = (fromActivity: number, language: ArticleData['language'] = 'en') => ({
    ...data('trending-products', language),
    trendingFromActivity: fromActivity,
  });

  it('calls trending only the products shoppers acted on, and the rest the newest products', () => {
    const a = articleFromTemplate(thin(1));
    expect(a.title).toContain('Trending Products');
    expect(a.content).toContain('The first 1 come from what shoppers really did in the last two weeks');
    expect(a.content).toContain('the other 3 are the newest products in the shop');
    // Only the one trending product leads the description.
    expect(a.metaDescription).toContain('Trending products at Isoko this week: Product 1 lead');
    expect(a.metaDescription).not.toContain('Product 2');
  });

  it('with no activity at all, speaks of new products and never of trending ones', () => {
    for (const language of SHOP_LANGUAGES) {
      const a = articleFromTemplate(thin(0, language));
      const words = { en: /trending/i, fr: /tendance/i, rw: /bikunzwe/i }[language];
      expect(`${a.title}\n${a.metaDescription}\n${a.content.split('## ')[0]}`, language).not.toMatch(words);
    }
    const en = articleFromTemplate(thin(0));
    expect(en.title).toContain('New Products at Isoko This Week');
    expect(en.content).toContain('here are the newest products at Isoko');
    expect(en.metaDescription).toContain('New products at Isoko this week: Product 1 and Product 2');
  });
});

describe('template articles about a product in a running flash deal', () => {
  // Product 2 (regular 30,000, was 40,000) in a deal at 24,000 until after the article's date.
  const today = new Date('2026-03-14T09:00:00Z');
  const flashDeal = { dealPrice: 24_000, endsAt: '2026-03-14T18:00:00.000Z' };
  const inDeal = card(2, 30_000, 40_000, { flashDeal });
  const withDeal = (topic: ArticleData['topic'], language: ArticleData['language']): ArticleData => ({
    ...data(topic, language),
    featured: detail(inDeal),
    trending: [trending[0] as ProductCardDto, inDeal, ...trending.slice(2)],
    deals: [inDeal, deals[1] as ProductCardDto],
    reviewed: detail(inDeal),
    kigaliOrdered: [{ ...inDeal, unitsOrdered: 4 }],
  });
  const deal = {
    en: '24,000 RWF in a flash deal instead of 40,000 RWF (40% off)',
    fr: '24\u202f000 RWF en vente flash au lieu de 40\u202f000 RWF (40 % de remise)',
    rw: '24.000 RWF muri poromosiyo y’igihe gito aho kuba 40.000 RWF (hagabanyijweho 40%)',
  } as const;

  it('quote the deal price, worded as the deal, with the product page’s percent', () => {
    expect(shownPrice(inDeal, today.getTime())).toMatchObject({
      price: 24_000,
      original: 40_000,
      percent: 40,
    });
    for (const language of SHOP_LANGUAGES) {
      for (const topic of ARTICLE_TOPICS) {
        const a = articleFromTemplate(withDeal(topic, language));
        expect(a.content, `${language} ${topic}`).toContain(deal[language]);
        // The regular price is never quoted as the price to pay.
        expect(`${a.metaDescription}\n${a.content}`, `${language} ${topic}`).not.toMatch(
          /30[,.\u202f]000 RWF/,
        );
      }
    }
    const best = articleFromTemplate(withDeal('best-deals', 'en'));
    expect(best.title).toBe('Best Deals at Isoko: Up to 40% Off Today');
    expect(best.metaDescription).toContain('Product 2 at 24,000 RWF (40% off)');
    expect(best.content).toContain('Save 16,000 RWF:');
  });

  it('quote the regular price again once the deal has ended', () => {
    const later = { ...withDeal('best-deals', 'en'), today: new Date('2026-03-14T19:00:00Z') };
    expect(articleFromTemplate(later).content).toContain('30,000 RWF instead of 40,000 RWF (25% off)');
  });
});

describe('template articles in the reader’s words', () => {
  // One review, one piece in stock, a colour and a size the catalogue translates.
  const single = {
    ...detail(card(6, 15_000, null, { averageRating: 5, totalReviews: 1, stockQuantity: 1 })),
    colors: [{ name: 'Silver', label: { en: 'Silver', fr: 'Argent', rw: 'Ifeza' } }],
    sizes: ['Medium'],
  };
  const inLanguage = (language: ArticleData['language']) =>
    ({
      ...single,
      colors: single.colors.map((c) => ({ name: c.name, label: c.label[language] })),
      sizeLabels: [{ name: 'Medium', label: { en: 'Medium', fr: 'Moyenne', rw: 'Hagati' }[language] }],
    }) as unknown as ProductDto;
  const article = (topic: ArticleData['topic'], language: ArticleData['language']) => {
    const p = inLanguage(language);
    return articleFromTemplate({ ...data(topic, language), featured: p, reviewed: p }).content;
  };

  it('names colours and sizes as the product page does', () => {
    expect(article('product-daily', 'fr')).toContain('- Couleurs\u00a0: Argent');
    expect(article('product-daily', 'fr')).toContain('- Tailles\u00a0: Moyenne');
    expect(article('product-daily', 'rw')).toContain('- Amabara: Ifeza');
    expect(article('product-daily', 'rw')).toContain('- Ingano: Hagati');
    expect(article('product-daily', 'en')).toContain('- Colours: Silver');
  });

  it('names materials in the article’s language, whatever case staff typed them in', () => {
    const made = (language: ArticleData['language']) => {
      const p = { ...inLanguage(language), material: ['cotton', 'Wool Blend', 'porcelain', 'Kitenge'] };
      return articleFromTemplate({ ...data('product-daily', language), featured: p }).content;
    };
    expect(made('fr')).toContain('- Matière\u00a0: Coton, Laine mélangée, Céramique, Kitenge');
    expect(made('rw')).toContain('- Icyo gikozemo: Ipamba, Ubwoya buvanze, Ibumba, Kitenge');
    expect(made('en')).toContain('- Material: cotton, Wool Blend, porcelain, Kitenge');
  });

  it('words one review and one piece in the singular', () => {
    const fr = article('product-daily', 'fr');
    expect(fr).toContain('noté 5,0 sur 5 par 1 client,');
    expect(fr).toContain('1 pièce est en stock');
    const rw = article('product-review', 'rw');
    expect(rw).toContain('yatanzwe n’umukiriya 1');
    expect(rw).toContain('Gifite igitekerezo 1 n’amanota');
    const en = article('product-review', 'en');
    expect(en).toContain('by 1 shopper,');
    expect(en).toContain('With 1 review and');
    expect(article('product-daily', 'en')).toContain('1 piece is in stock');
  });
});
