import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import type { BlogCategory, CreatePostBody } from '@isoko/shared/content/schema';
import { formatRwf } from '@isoko/shared/money';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { SeedStep } from '../../seed/steps';
import { cardsByIds } from '../catalog/service';
import { shippingRules } from '../shipping/service';
import { insertPost, postCount } from './posts';

/**
 * Six blog posts for the demo shop, written by the team (no SEO score, so they are not "AI
 * Generated"): each names real products of the demo catalogue, with their real prices and links,
 * and the shop's real services. Only written into an empty blog.
 */

const AUTHOR = 'Isoko Team';

/** The best-rated products in stock of a top-level category (by slug), as cards. */
async function productsOf(
  deps: Pick<AppDeps, 'db' | 'catalog'>,
  slugs: string[],
  limit: number,
): Promise<ProductCardDto[]> {
  const rows = await queryRows<{ id: string }>(
    deps.db,
    sql`select p.id from products p join categories c on c.id = p.category_id
        where p.deleted_at is null and p.stock_total > 0 and c.slug in (${sql.join(
          slugs.map((s) => sql`${s}`),
          sql`, `,
        )})
        order by p.rating_avg desc, p.review_count desc, p.id limit ${limit}`,
  );
  return cardsByIds(
    deps.catalog,
    rows.map((r) => r.id),
  );
}

async function discounted(deps: Pick<AppDeps, 'db' | 'catalog'>, limit: number): Promise<ProductCardDto[]> {
  const rows = await queryRows<{ id: string }>(
    deps.db,
    sql`select id from products where deleted_at is null and stock_total > 0 and original_price > price
        order by (original_price - price) * 100 / original_price desc, id limit ${limit}`,
  );
  return cardsByIds(
    deps.catalog,
    rows.map((r) => r.id),
  );
}

const link = (p: ProductCardDto) => `[${p.name}](/product/${p.id})`;
const price = (p: ProductCardDto) =>
  p.originalPrice !== null && p.originalPrice > p.price
    ? `${formatRwf(p.price)} (was ${formatRwf(p.originalPrice)}, ${p.discountPercentage}% off)`
    : formatRwf(p.price);
const item = (p: ProductCardDto, note: string) => `- ${link(p)}: ${price(p)}. ${note}`;

interface SeedPost extends CreatePostBody {
  category: BlogCategory;
}

export async function demoPosts(deps: Pick<AppDeps, 'db' | 'catalog'>): Promise<SeedPost[]> {
  const [fashion, men, electronics, home, deals, rules] = await Promise.all([
    productsOf(deps, ['womens-fashion'], 3),
    productsOf(deps, ['mens-fashion', 'shoes-footwear'], 2),
    productsOf(deps, ['electronics', 'computers', 'audio'], 3),
    productsOf(deps, ['home-living'], 3),
    discounted(deps, 3),
    shippingRules(deps.db),
  ]);
  const posts: SeedPost[] = [];
  const image = (list: ProductCardDto[]) => list[0]?.mainImage || null;

  if (fashion.length) {
    posts.push({
      title: 'Dressing for a Kigali Wedding: Our Picks',
      metaDescription: `Wedding season in Kigali: the dresses and outfits our shoppers choose, with real prices in RWF and delivery across Rwanda from Isoko.`,
      category: 'fashion',
      keywords: ['Kigali wedding outfit', 'African print dress', 'Rwanda fashion'],
      hashtags: ['#KigaliFashion', '#IsokoRwanda', '#WeddingSeason'],
      image: image(fashion),
      content: [
        '# Dressing for a Kigali Wedding',
        'From the introduction ceremony to the reception, a Kigali wedding asks for more than one outfit. These are the pieces our shoppers rate highest right now.',
        '## Our picks',
        ...fashion.map((p) =>
          item(p, `${p.averageRating ? `Rated ${p.averageRating.toFixed(1)} out of 5.` : ''}`.trim()),
        ),
        '## Tips before you order',
        'Check the size guide on each product page and the stock shown beside each size. If you are unsure between two sizes, call us: we can tell you how the piece fits.',
        'Orders inside Kigali arrive in one to two working days, so you can still order early in the week for the weekend.',
      ].join('\n'),
    });
  }
  if (deals.length) {
    posts.push({
      title: 'How Discounts Work at Isoko',
      metaDescription:
        'Every struck-through price at Isoko is a real discount from the original price. Here is how we compute it and the best deals running now.',
      category: 'shopping-tips',
      keywords: ['discounts Rwanda', 'best deals Kigali', 'Isoko sale'],
      hashtags: ['#BestDeals', '#IsokoRwanda', '#ShopSmart'],
      image: image(deals),
      content: [
        '# How Discounts Work at Isoko',
        'A discount at Isoko is never invented: the percentage is the difference between the original price and today’s price, divided by the original price and rounded.',
        '## Deals running now',
        ...deals.map((p) => item(p, `You save ${formatRwf((p.originalPrice ?? p.price) - p.price)}.`)),
        '## Make an Offer',
        'On many products you can also Make an Offer: propose your price, and the shop answers at once. You get up to three rounds a day per product.',
      ].join('\n'),
    });
  }
  if (electronics.length) {
    posts.push({
      title: 'Choosing Electronics That Last in Rwanda',
      metaDescription:
        'What to check before buying a phone, laptop or speaker online in Rwanda: warranty, power, and the best-rated electronics at Isoko today.',
      category: 'electronics',
      keywords: ['electronics Rwanda', 'buy phone Kigali', 'laptop Rwanda'],
      hashtags: ['#TechRwanda', '#IsokoRwanda', '#Kigali'],
      image: image(electronics),
      content: [
        '# Choosing Electronics That Last',
        'Power cuts, dust and long days on the move: electronics in Rwanda work hard. Here is what to look at before you buy.',
        '## What to check',
        '- Battery life and charging: a good power bank saves the day.',
        '- The warranty and who honours it in Kigali.',
        '- Reviews from other shoppers, shown on every product page.',
        '## Best rated right now',
        ...electronics.map((p) =>
          item(p, p.totalReviews ? `${p.totalReviews} reviews.` : 'New in the shop.'),
        ),
      ].join('\n'),
    });
  }
  posts.push({
    title: 'Paying with MTN Mobile Money at Isoko',
    metaDescription:
      'How to pay for your Isoko order with MTN Mobile Money in a few seconds, or choose cash on delivery, and what happens after you pay.',
    category: 'business',
    keywords: ['MTN Mobile Money', 'pay online Rwanda', 'cash on delivery'],
    hashtags: ['#MoMo', '#IsokoRwanda', '#CashlessRwanda'],
    image: null,
    content: [
      '# Paying with MTN Mobile Money',
      'Most of our shoppers pay with MTN Mobile Money. It is quick, and you never share a card number.',
      '## How it works',
      '- At checkout, choose Mobile Money and check your phone number.',
      '- Your phone shows a payment request: approve it with your PIN.',
      '- The order page turns to paid within seconds, and we send you an SMS.',
      '## Prefer cash?',
      'Choose cash on delivery and pay the courier when your parcel arrives. Either way, you can follow your order on its tracking page.',
      `Questions about a payment? Call ${SHOP_CONTACT.phoneDisplay}, Monday to Saturday, 9:00 to 18:00.`,
    ].join('\n'),
  });
  if (home.length) {
    posts.push({
      title: 'Small Changes for a Cosier Home',
      metaDescription:
        'Simple ways to refresh your home in Kigali without a big budget, with the best-rated home and living products at Isoko and their prices.',
      category: 'home-living',
      keywords: ['home decor Kigali', 'home and living Rwanda', 'Isoko home'],
      hashtags: ['#HomeLiving', '#IsokoRwanda', '#Kigali'],
      image: image(home),
      content: [
        '# Small Changes for a Cosier Home',
        'A new cushion, better light or a tidy shelf changes how a room feels. These are our shoppers’ favourites from Home & Living.',
        '## Favourites',
        ...home.map((p) => item(p, p.inStock ? `${p.stockQuantity} in stock.` : '')),
        '## Delivered to your door',
        'Bulky items travel with the same couriers as everything else: inside Kigali in one to two working days, up-country in two to five.',
      ].join('\n'),
    });
  }
  const menPick = men[0];
  posts.push({
    title: 'Delivery Across Rwanda: What to Expect',
    metaDescription:
      'How Isoko delivers: moto couriers in Kigali, bus-parcel services up-country, pickup in Kimironko, the fees and when delivery is free.',
    category: 'shopping-tips',
    keywords: ['delivery Rwanda', 'Kigali delivery', 'free shipping Kigali'],
    hashtags: ['#Delivery', '#IsokoRwanda', '#Kigali'],
    image: menPick?.mainImage || null,
    content: [
      '# Delivery Across Rwanda',
      'Wherever you are in Rwanda, your order reaches you. Here is how.',
      '## Inside Kigali',
      `Moto couriers deliver in one to two working days${rules.kigaliFree ? ', and delivery inside Kigali is free' : ''}.`,
      '## Up-country',
      `Orders to other provinces travel with bus-parcel services and arrive in two to five working days. Standard delivery costs ${formatRwf(rules.standardFee)}${
        rules.freeAbove ? ` and is free on orders above ${formatRwf(rules.freeAbove)}` : ''
      }.`,
      '## Pick up at the shop',
      'Prefer to collect? Choose pickup and come to our shop in Kimironko, Kigali, Monday to Saturday, 9:00 to 18:00.',
      ...(menPick
        ? ['## A popular order this week', item(menPick, 'Delivered in Kigali in one to two working days.')]
        : []),
    ].join('\n'),
  });
  return posts.slice(0, 6);
}

export const blogSeedStep: SeedStep = {
  name: 'blog-posts',
  when: 'demo',
  async run(deps, options) {
    if ((await postCount(deps.db)) > 0) return;
    const posts = await demoPosts(deps);
    const now = Date.now();
    // Spread over the last days, newest first in the list order.
    for (const [i, post] of posts.entries()) {
      await insertPost(deps.db, post, { author: AUTHOR, publishedAt: new Date(now - i * 36 * 3600_000) });
    }
    options.say(`Blog: ${posts.length} demo posts`);
  },
};
