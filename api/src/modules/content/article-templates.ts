import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { frenchSpacing } from '@isoko/shared/content/french-spacing';
import type { ArticleTopic } from '@isoko/shared/content/schema';
import { formatDate } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import type { ArticleData } from './article-data';
import {
  type ArticleDraft,
  articleBlocks,
  counted,
  durationText,
  fitMeta,
  fitTitle,
  link,
  tag,
} from './article-kit';
import { pickDaily, pickDeals, pickGuide, pickKigali, pickReviewed, pickTrending } from './article-picks';
import { FRENCH_WRITERS } from './article-templates-fr';
import { KINYARWANDA_WRITERS } from './article-templates-rw';

/**
 * Articles written from templates filled with the shop's real data (no model needed). Each
 * template names real products with links to their pages, real prices and discounts, and the
 * shop's real services; lengths aim at the SEO rubric (title 30-60 characters, meta description
 * 120-160, a heading and sub-headings, internal links).
 */

/** This language's words for prices, product blocks and product facts. */
const { priceLine, productBlock, detailBlock } = articleBlocks({
  language: 'en',
  was: (price, original, percent) => `${price} instead of ${original} (${percent}% off)`,
  deal: (price, original, percent) => `${price} in a flash deal instead of ${original} (${percent}% off)`,
  sentence: (p, intro, price) =>
    `${intro} ${link(p)} by ${brandOf(p)} costs ${price}. It is ${stars(p)}, and ${
      p.inStock
        ? counted('en', p.stockQuantity, {
            one: '# piece is in stock right now',
            other: '# pieces are in stock right now',
          })
        : 'it is sold out at the moment'
    }.`,
  categoryLabel: 'Category: ',
  priceLabel: 'Price: ',
  freeDelivery: 'Free delivery on this product',
  material: 'Material: ',
  colours: 'Colours: ',
  sizes: 'Sizes: ',
});

const brandOf = (p: ProductCardDto) => p.brand ?? 'Isoko';

const stars = (p: ProductCardDto) =>
  p.totalReviews > 0
    ? `rated ${p.averageRating.toFixed(1)} out of 5 by ${counted('en', p.totalReviews, { one: '# shopper', other: '# shoppers' })}`
    : 'new in the shop, with no reviews yet';

const dateLine = (d: Date) => formatDate(d, 'en');

/** The shop's real services, the same paragraph under every article. */
function servicesSection(data: ArticleData): string[] {
  const { standardFee, freeAbove, kigaliFree } = data.shipping;
  return [
    '## Delivery, payment and help',
    `Isoko delivers across Rwanda. Inside Kigali, moto couriers bring orders in one to two working days${
      kigaliFree ? ' and delivery in Kigali is free' : ''
    }; up-country orders travel with bus-parcel services and arrive in two to five working days. Standard delivery costs ${formatRwf(
      standardFee,
    )}${freeAbove ? `, and it is free on orders above ${formatRwf(freeAbove)}` : ''}.`,
    'You can also pick up your order at the shop in Kimironko, Kigali. Pay with MTN Mobile Money when you order, or pay cash on delivery. Every order has a tracking page, and we send an SMS when its status changes.',
    `Our team answers Monday to Saturday, 9:00 to 18:00, on ${SHOP_CONTACT.phoneDisplay} or at ${SHOP_CONTACT.email}. Visit the [shop](/shop) to see everything in stock today.`,
  ];
}

function productDaily(data: ArticleData): ArticleDraft {
  const { product: p, keyword: kw } = pickDaily(data);
  const title = fitTitle(`Product of the Day: ${p.name}`);
  return {
    title,
    metaDescription: fitMeta(
      `Today's Isoko product of the day is ${p.name}, ${kw} at ${formatRwf(p.shown.price)}. See why Kigali shoppers like it and how delivery works.`,
    ),
    content: [
      `# Product of the Day: ${p.name}`,
      `Every day Isoko picks one product from the shop's featured list. On ${dateLine(data.today)} the product of the day is ${link(p)}, from our ${p.category.name} range.`,
      '## Why we picked it',
      ...productBlock(p, 'Our product of the day,'),
      ...detailBlock(p),
      `Shoppers looking for ${kw} in Kigali often ask for good quality at a fair price. This product answers that: the price you see is the price you pay, in RWF, and you can ask for a better price with Make an Offer when the product allows it.`,
      '## How to order it',
      `Open ${link(p)}, choose your size or colour, and add it to your cart. Sign in with your phone number, confirm the delivery address, and choose MTN Mobile Money or cash on delivery.`,
      ...servicesSection(data),
    ].join('\n'),
    keywords: ['product of the day', p.name, kw, 'Kigali', 'Isoko'],
    hashtags: [tag('IsokoRwanda'), tag('ProductOfTheDay'), tag(p.category.name), tag('Kigali')],
  };
}

function howToShop(data: ArticleData): ArticleDraft {
  const { first, second, deal } = pickGuide(data);
  return {
    title: fitTitle('Online Shopping Guide: How to Shop at Isoko'),
    metaDescription: fitMeta(
      'An online shopping guide for Rwanda: find products, compare prices in RWF, pay with MTN MoMo or cash, and track delivery to Kigali and beyond.',
    ),
    content: [
      '# Online Shopping Guide for Rwanda',
      'Shopping online in Rwanda is simple once you know the steps. This online shopping guide walks you through Isoko, from finding a product to receiving it at your door.',
      '## Step 1: find what you need',
      `Use the search box or browse the categories. Each product page shows the price in RWF, the stock, the sizes and colours. For example, ${link(first)} costs ${priceLine(first)}${
        second ? `, and ${link(second)} costs ${priceLine(second)}` : ''
      }.`,
      '## Step 2: compare prices and deals',
      deal
        ? `A struck-through price means a real discount: ${link(deal)} is ${priceLine(deal)} today. Flash deals run for a limited time and their end time is shown on the product.`
        : 'A struck-through price means a real discount, worked out from the original price. Flash deals run for a limited time and their end time is shown on the product.',
      'Some products let you Make an Offer: you propose a price and the shop answers at once, up to three rounds a day.',
      '## Step 3: check out safely',
      '- Sign in with your phone number and the code we send by SMS.',
      '- Choose or add a delivery address: province, district and street.',
      '- Pay with MTN Mobile Money (you approve the payment on your phone) or choose cash on delivery.',
      '- Keep your order number: the tracking page shows every step.',
      '## Step 4: track and receive',
      'You receive an SMS when your order is confirmed, shipped and delivered. The tracking page shows where your parcel is.',
      ...servicesSection(data),
      'That is all it takes. Follow this online shopping guide once and your next order takes two minutes.',
    ].join('\n'),
    keywords: ['online shopping guide', 'shop online Rwanda', 'MTN MoMo payment', 'Kigali delivery', 'Isoko'],
    hashtags: [tag('IsokoRwanda'), tag('ShopOnline'), tag('Kigali'), tag('MoMo')],
  };
}

function trendingTopic(data: ArticleData): ArticleDraft {
  const { list, fromActivity, leaders, categories, lowest, highest } = pickTrending(data);
  const rest = list.length - fromActivity;
  // Only products shoppers acted on are called trending; the newest products that complete a
  // thin list are named for what they are.
  const heading = fromActivity ? 'Trending Products in Kigali This Week' : 'New Products at Isoko This Week';
  const intro =
    fromActivity === list.length
      ? `These are the trending products at Isoko on ${dateLine(data.today)}. The list comes from what shoppers really did in the last two weeks: the products most viewed, added to carts and bought, with recent activity counting more.`
      : fromActivity
        ? `These are the trending products at Isoko on ${dateLine(data.today)}. The first ${fromActivity} come from what shoppers really did in the last two weeks: the products most viewed, added to carts and bought, with recent activity counting more. Too few products had activity to fill the list, so the other ${rest} are the newest products in the shop.`
        : `Shoppers have not been active enough in the last two weeks to rank products yet, so here are the newest products at Isoko on ${dateLine(data.today)}.`;
  return {
    title: fitTitle(heading),
    metaDescription: fitMeta(
      fromActivity
        ? `Trending products at Isoko this week: ${leaders.join(' and ')} lead what Kigali shoppers view, add to cart and buy. Real prices in RWF inside.`
        : `New products at Isoko this week: ${list
            .slice(0, 2)
            .map((p) => p.name)
            .join(' and ')} and more, with real prices in RWF and delivery in Kigali.`,
    ),
    content: [
      `# ${heading}`,
      intro,
      '## The list',
      ...list.flatMap((p, i) => productBlock(p, `Number ${i + 1},`)),
      '## What the list says',
      `The products span ${categories.join(', ')}. Prices go from ${formatRwf(lowest)} to ${formatRwf(highest)}, so there is something for every budget.`,
      'Popular products sell out quickly: the stock shown on each product page is live, so check it before you decide.',
      ...servicesSection(data),
    ].join('\n'),
    keywords: ['trending products', 'Kigali shopping', 'popular products Rwanda', 'Isoko'],
    hashtags: [tag('IsokoRwanda'), tag('Trending'), tag('Kigali'), tag('ShopLocal')],
  };
}

function bestDeals(data: ArticleData): ArticleDraft {
  const { list, top } = pickDeals(data);
  return {
    title: fitTitle(`Best Deals at Isoko: Up to ${top.shown.percent}% Off Today`),
    metaDescription: fitMeta(
      `The best deals at Isoko today: ${top.name} at ${formatRwf(top.shown.price)} (${top.shown.percent}% off) and more real discounts, delivered in Kigali.`,
    ),
    content: [
      `# Best Deals at Isoko: Up to ${top.shown.percent}% Off`,
      `Here are the best deals in the shop on ${dateLine(data.today)}. Every discount below is real: it compares today's price with the product's original price, and the percentage is rounded from the two.`,
      '## Today’s biggest discounts',
      ...list.flatMap((p) => productBlock(p, `Save ${formatRwf(p.shown.saving)}:`)),
      '## How to make the most of the best deals',
      '- Deals end when the stock runs out, so the pieces in stock matter more than the date.',
      '- Flash deals show their end time on the product page.',
      '- Have a coupon? Enter it at checkout: the order summary shows what it takes off before you pay.',
      ...(data.shipping.freeAbove
        ? [`- Orders above ${formatRwf(data.shipping.freeAbove)} travel free: combine deals to reach it.`]
        : []),
      ...servicesSection(data),
    ].join('\n'),
    keywords: ['best deals', 'discounts Kigali', 'sale Rwanda', 'Isoko deals'],
    hashtags: [tag('IsokoRwanda'), tag('BestDeals'), tag('Sale'), tag('Kigali')],
  };
}

const pieces = (n: number) => counted('en', n, { one: '# piece', other: '# pieces' });

function kigaliTrends(data: ArticleData): ArticleDraft {
  const { stats, list, share, speed } = pickKigali(data);
  const figures = stats.orders
    ? [
        `- Orders in the last ${stats.days} days: ${stats.orders}`,
        `- Share delivered to the City of Kigali: ${share}%`,
        `- Average order: ${formatRwf(stats.averageOrder)}`,
        `- Orders already delivered: ${stats.delivered}`,
        ...(speed ? [`- Average time from order to delivery in Kigali: ${durationText(speed, 'en')}`] : []),
        ...(stats.topDistricts.length
          ? [
              `- Districts ordering most: ${stats.topDistricts.map((d) => `${d.district} (${d.orders})`).join(', ')}`,
            ]
          : []),
      ]
    : [
        `- No orders were placed in the last ${stats.days} days yet: the figures will fill in as orders arrive.`,
      ];
  return {
    title: fitTitle('Kigali E-Commerce Trends: What Shoppers Buy'),
    metaDescription: fitMeta(
      `Kigali e-commerce trends from Isoko's own orders: ${stats.orders} orders in ${stats.days} days, ${share}% in Kigali${
        list.length ? ', and the products shoppers choose now' : ''
      }.`,
    ),
    content: [
      '# Kigali E-Commerce Trends',
      `Kigali e-commerce keeps growing as more shoppers pay with mobile money and expect fast delivery. These figures come from Isoko's own orders, counted on ${dateLine(data.today)}; cancelled orders are left out.`,
      '## The figures',
      ...figures,
      // Only products Kigali shoppers really ordered; without any, the section is left out.
      ...(list.length
        ? [
            '## What Kigali shoppers choose',
            ...list.flatMap((p) => [
              ...productBlock(p, 'In demand:'),
              `- Ordered for delivery in Kigali in the last ${stats.days} days: ${pieces(p.unitsOrdered)}`,
            ]),
          ]
        : []),
      '## What it means for shoppers',
      'Mobile money makes paying online as easy as paying at the market, and moto couriers keep delivery inside the city fast. Up-country orders travel with bus-parcel services, which is why delivery there takes a few days longer.',
      ...servicesSection(data),
    ].join('\n'),
    keywords: ['Kigali e-commerce', 'online shopping Rwanda', 'mobile money', 'delivery Kigali'],
    hashtags: [tag('Kigali'), tag('Ecommerce'), tag('Rwanda'), tag('IsokoRwanda')],
  };
}

function productReview(data: ArticleData): ArticleDraft {
  const p = pickReviewed(data);
  return {
    title: fitTitle(`${p.name} Review`),
    metaDescription: fitMeta(
      `Our ${p.name} review: ${stars(p)}, priced ${formatRwf(p.shown.price)}. What it is made of, who it suits, and how to order it in Kigali.`,
    ),
    content: [
      `# ${p.name} Review`,
      `This review looks at ${link(p)}, one of the best-rated products at Isoko: it is ${stars(p)}.`,
      '## What it is',
      ...detailBlock(p),
      ...productBlock(p, 'In short,'),
      '## What shoppers say',
      p.totalReviews > 0
        ? `With ${counted('en', p.totalReviews, { one: '# review', other: '# reviews' })} and an average of ${p.averageRating.toFixed(1)} stars, shoppers rate it among the best in ${p.category.name}. Read every review on the product page before you decide.`
        : 'No shopper has reviewed it yet: be the first after your order.',
      '## Our verdict',
      `At ${priceLine(p)}, ${p.name} is a solid choice in ${p.category.name}. Check the sizes and colours in stock on the [product page](/product/${p.id}).`,
      ...servicesSection(data),
    ].join('\n'),
    keywords: [`${p.name} review`, 'product review', p.category.name.toLowerCase(), 'Isoko'],
    hashtags: [tag('IsokoRwanda'), tag('Review'), tag(p.category.name), tag('Kigali')],
  };
}

const WRITERS: Record<ArticleTopic, (data: ArticleData) => ArticleDraft> = {
  'product-daily': productDaily,
  'how-to-shop': howToShop,
  'trending-products': trendingTopic,
  'best-deals': bestDeals,
  'kigali-trends': kigaliTrends,
  'product-review': productReview,
};

export { type ArticleDraft, fitMeta, fitTitle, MissingArticleData } from './article-kit';

/** The article in the data's language: English, French or Kinyarwanda templates. */
export function articleFromTemplate(data: ArticleData): ArticleDraft {
  if (data.language === 'fr') {
    // French typography: a no-break space before : ; ? and ! on the page.
    const draft = FRENCH_WRITERS[data.topic](data);
    return {
      ...draft,
      title: frenchSpacing(draft.title),
      metaDescription: frenchSpacing(draft.metaDescription),
      content: frenchSpacing(draft.content),
    };
  }
  if (data.language === 'rw') return KINYARWANDA_WRITERS[data.topic](data);
  return WRITERS[data.topic](data);
}
