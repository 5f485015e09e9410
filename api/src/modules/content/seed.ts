import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { SHOP_TEAM_AUTHOR } from '@isoko/shared/content/author';
import { frenchSpacing } from '@isoko/shared/content/french-spacing';
import type { BlogCategory, CreatePostBody } from '@isoko/shared/content/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { formatRwf } from '@isoko/shared/money';
import { NEGOTIATION_MAX_ROUNDS } from '@isoko/shared/negotiation/concession-schedule';
import { deliveryWindowRange } from '@isoko/shared/rwanda';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { SeedStep } from '../../seed/steps';
import { cardsByIds } from '../catalog/service';
import { shippingRules } from '../shipping/service';
import { link, type PriceWords, priceText, quoted } from './article-kit';
import { insertPost, postCount } from './posts';

/**
 * Six blog posts for the demo shop, written by the team (no SEO score, so they are not "AI
 * Generated"), each in English, French and Kinyarwanda: each names real products of the demo
 * catalogue (by their name in the post's language), with their real prices and links, and the
 * shop's real services, delivery days and fees. Only written into an empty blog.
 */

const AUTHOR = SHOP_TEAM_AUTHOR;

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

/** How one language writes a product line: its link, its price and the note after it. */
interface Words extends PriceWords {
  rating: (rating: number) => string;
  save: (amount: string) => string;
  reviews: (count: number) => string;
  newInShop: string;
  inStock: (count: number) => string;
  /** "1 to 2", "1 à 2", "1 kugeza kuri 2". */
  days: (window: readonly [number, number]) => string;
}

/** French and Kinyarwanda write decimals with a comma. */
const decimal = (n: number, lang: ShopLanguage) =>
  lang === 'en' ? n.toFixed(1) : n.toFixed(1).replace('.', ',');

const WORDS: Record<ShopLanguage, Words> = {
  en: {
    language: 'en',
    was: (price, original, percent) => `${price} (was ${original}, ${percent}% off)`,
    deal: (price, original, percent) => `${price} in a flash deal (was ${original}, ${percent}% off)`,
    rating: (r) => `Rated ${decimal(r, 'en')} out of 5.`,
    save: (amount) => `You save ${amount}.`,
    reviews: (n) => `${n} reviews.`,
    newInShop: 'New in the shop.',
    inStock: (n) => `${n} in stock.`,
    days: ([a, b]) => `${a} to ${b}`,
  },
  fr: {
    language: 'fr',
    was: (price, original, percent) => `${price} (au lieu de ${original}, soit ${percent} % de remise)`,
    deal: (price, original, percent) =>
      `${price} en vente flash (au lieu de ${original}, soit ${percent} % de remise)`,
    rating: (r) => `Noté ${decimal(r, 'fr')} sur 5.`,
    save: (amount) => `Vous économisez ${amount}.`,
    reviews: (n) => `${n} avis.`,
    newInShop: 'Nouveau dans la boutique.',
    inStock: (n) => `${n} en stock.`,
    days: ([a, b]) => `${a} à ${b}`,
  },
  rw: {
    language: 'rw',
    was: (price, original, percent) => `${price} (cyari ${original}, hagabanyijweho ${percent}%)`,
    deal: (price, original, percent) =>
      `${price} muri poromosiyo y’igihe gito (cyari ${original}, hagabanyijweho ${percent}%)`,
    rating: (r) => `Amanota ${decimal(r, 'rw')} muri 5.`,
    save: (amount) => `Uzigama ${amount}.`,
    reviews: (n) => `Ibitekerezo by’abakiriya: ${n}.`,
    newInShop: 'Gishya mu iduka.',
    inStock: (n) => `Ibisigaye mu bubiko: ${n}.`,
    days: ([a, b]) => `${a} kugeza kuri ${b}`,
  },
};

/** The price a shopper sees now (a running flash deal's), worded in the post's language. */
const priceIn = (p: ProductCardDto, w: Words) => priceText(quoted(p, new Date()).shown, w);
const item = (p: ProductCardDto, w: Words, note: string) => `- ${link(p)}: ${priceIn(p, w)}. ${note}`.trim();

interface SeedPost extends CreatePostBody {
  category: BlogCategory;
  language: ShopLanguage;
}

/** One post in the shop's three languages: the same products, prices and links in each. */
export type SeedPostGroup = Record<ShopLanguage, SeedPost>;

/** The same products, named in each language (the catalogue's translated names). */
async function inEachLanguage(
  deps: Pick<AppDeps, 'catalog'>,
  cards: ProductCardDto[],
): Promise<Record<ShopLanguage, ProductCardDto[]>> {
  const ids = cards.map((c) => c.id);
  const [fr, rw] = await Promise.all([
    cardsByIds(deps.catalog, ids, 'fr'),
    cardsByIds(deps.catalog, ids, 'rw'),
  ]);
  return { en: cards, fr, rw };
}

const hours = {
  en: '9:00 to 18:00',
  fr: 'de 9 h à 18 h',
  rw: 'saa tatu za mu gitondo kugeza saa kumi n’ebyiri z’umugoroba',
};

export async function demoPosts(deps: Pick<AppDeps, 'db' | 'catalog'>): Promise<SeedPostGroup[]> {
  const [fashionEn, menEn, electronicsEn, homeEn, dealsEn, rules] = await Promise.all([
    productsOf(deps, ['womens-fashion'], 3),
    productsOf(deps, ['mens-fashion', 'shoes-footwear'], 2),
    productsOf(deps, ['electronics', 'computers', 'audio'], 3),
    productsOf(deps, ['home-living'], 3),
    discounted(deps, 3),
    shippingRules(deps.db),
  ]);
  const [fashion, men, electronics, home, deals] = (await Promise.all(
    [fashionEn, menEn, electronicsEn, homeEn, dealsEn].map((cards) => inEachLanguage(deps, cards)),
  )) as Record<ShopLanguage, ProductCardDto[]>[];
  const { kigali, elsewhere } = deliveryWindowRange();
  const { en, fr, rw } = WORDS;
  const groups: SeedPostGroup[] = [];
  const image = (list: ProductCardDto[]) => list[0]?.mainImage || null;
  const phone = SHOP_CONTACT.phoneDisplay;

  if (fashionEn.length && fashion) {
    const common = { category: 'fashion' as const, image: image(fashionEn) };
    const note = (p: ProductCardDto, w: Words) => (p.averageRating ? w.rating(p.averageRating) : '');
    groups.push({
      en: {
        ...common,
        language: 'en',
        title: 'Dressing for a Kigali Wedding: Our Picks',
        metaDescription:
          'Wedding season in Kigali: the dresses and outfits our shoppers choose, with real prices in RWF and delivery across Rwanda from Isoko.',
        keywords: ['Kigali wedding outfit', 'African print dress', 'Rwanda fashion'],
        hashtags: ['#KigaliFashion', '#IsokoRwanda', '#WeddingSeason'],
        content: [
          '# Dressing for a Kigali Wedding',
          'From the introduction ceremony to the reception, a Kigali wedding asks for more than one outfit. These are the pieces our shoppers rate highest right now.',
          '## Our picks',
          ...fashion.en.map((p) => item(p, en, note(p, en))),
          '## Tips before you order',
          'Check the size guide on each product page and the stock shown beside each size. If you are unsure between two sizes, call us: we can tell you how the piece fits.',
          `Orders inside Kigali arrive in ${en.days(kigali)} working days, so you can still order early in the week for the weekend.`,
        ].join('\n'),
      },
      fr: {
        ...common,
        language: 'fr',
        title: 'S’habiller pour un mariage à Kigali : notre sélection',
        metaDescription:
          'Saison des mariages à Kigali : les robes et tenues que choisissent nos clientes, avec leurs vrais prix en RWF et la livraison partout au Rwanda.',
        keywords: ['tenue mariage Kigali', 'robe en pagne', 'mode Rwanda'],
        hashtags: ['#ModeKigali', '#IsokoRwanda', '#Mariage'],
        content: [
          '# S’habiller pour un mariage à Kigali',
          'De la cérémonie de présentation à la réception, un mariage à Kigali demande plus d’une tenue. Voici les pièces que nos clientes notent le mieux en ce moment.',
          '## Notre sélection',
          ...fashion.fr.map((p) => item(p, fr, note(p, fr))),
          '## Avant de commander',
          'Consultez le guide des tailles sur chaque fiche produit et le stock indiqué pour chaque taille. Vous hésitez entre deux tailles ? Appelez-nous : nous vous dirons comment la pièce taille.',
          `À Kigali, les commandes arrivent en ${fr.days(kigali)} jours ouvrables : en commandant en début de semaine, vous êtes prête pour le week-end.`,
        ].join('\n'),
      },
      rw: {
        ...common,
        language: 'rw',
        title: 'Kwambara neza mu bukwe i Kigali: ibyo twaguhitiyemo',
        metaDescription:
          'Igihe cy’ubukwe i Kigali: amakanzu n’imyambaro abakiriya bacu bahitamo, n’ibiciro nyabyo mu RWF, tukabikugezaho aho uri hose mu Rwanda.',
        keywords: ['imyambaro y’ubukwe Kigali', 'ikanzu y’igitenge', 'imideli mu Rwanda'],
        hashtags: ['#ImyambaroKigali', '#IsokoRwanda', '#Ubukwe'],
        content: [
          '# Kwambara neza mu bukwe i Kigali',
          'Kuva ku gusaba no gukwa kugeza ku birori byo kwakira abatumirwa, ubukwe i Kigali busaba imyambaro irenze umwe. Dore imyenda abakiriya bacu baha amanota menshi muri iyi minsi.',
          '## Ibyo twaguhitiyemo',
          ...fashion.rw.map((p) => item(p, rw, note(p, rw))),
          '## Mbere yo gutumiza',
          'Reba imbonerahamwe y’ingano kuri paji ya buri gicuruzwa, n’umubare usigaye kuri buri ngano. Niba ushidikanya hagati y’ingano ebyiri, duhamagare: tuzakubwira uko umwenda ukwira.',
          `Ibyo utumije muri Kigali bikugeraho mu minsi ${rw.days(kigali)} y’akazi, bityo ugatumiza mu ntangiriro z’icyumweru ukabibona mbere y’impera z’icyumweru.`,
        ].join('\n'),
      },
    });
  }
  if (dealsEn.length && deals) {
    const common = { category: 'shopping-tips' as const, image: image(dealsEn) };
    const note = (p: ProductCardDto, w: Words) =>
      w.save(formatRwf(quoted(p, new Date()).shown.saving, w.language));
    groups.push({
      en: {
        ...common,
        language: 'en',
        title: 'How Discounts Work at Isoko',
        metaDescription:
          'Every struck-through price at Isoko is a real discount from the original price. Here is how we compute it and the best deals running now.',
        keywords: ['discounts Rwanda', 'best deals Kigali', 'Isoko sale'],
        hashtags: ['#BestDeals', '#IsokoRwanda', '#ShopSmart'],
        content: [
          '# How Discounts Work at Isoko',
          'A discount at Isoko is never invented: the percentage is the difference between the original price and today’s price, divided by the original price and rounded.',
          '## Deals running now',
          ...deals.en.map((p) => item(p, en, note(p, en))),
          '## Make an Offer',
          `On many products you can also Make an Offer: propose your price, and the shop answers at once. You get up to ${NEGOTIATION_MAX_ROUNDS} rounds a day per product.`,
        ].join('\n'),
      },
      fr: {
        ...common,
        language: 'fr',
        title: 'Comment fonctionnent les remises chez Isoko',
        metaDescription:
          'Chez Isoko, chaque prix barré est une vraie remise sur le prix d’origine. Voici comment nous la calculons, et les meilleures offres du moment.',
        keywords: ['promotions Rwanda', 'bonnes affaires Kigali', 'soldes Isoko'],
        hashtags: ['#BonnesAffaires', '#IsokoRwanda', '#AchatMalin'],
        content: [
          '# Comment fonctionnent les remises chez Isoko',
          'Chez Isoko, une remise n’est jamais inventée : le pourcentage est l’écart entre le prix d’origine et le prix du jour, divisé par le prix d’origine, puis arrondi.',
          '## Les bonnes affaires du moment',
          ...deals.fr.map((p) => item(p, fr, note(p, fr))),
          '## Faire une offre',
          `Sur de nombreux produits, vous pouvez aussi faire une offre : proposez votre prix, la boutique vous répond aussitôt. Vous avez droit à ${NEGOTIATION_MAX_ROUNDS} tours par jour et par produit.`,
        ].join('\n'),
      },
      rw: {
        ...common,
        language: 'rw',
        title: 'Uko igabanywa ry’ibiciro rikorwa kuri Isoko',
        metaDescription:
          'Kuri Isoko, buri giciro gicishijweho umurongo ni igabanywa nyaryo ku giciro cy’ibanze. Dore uko turibara, n’ibyagabanyirijwe ibiciro muri iyi minsi.',
        keywords: ['ibiciro byagabanyijwe mu Rwanda', 'poromosiyo Kigali', 'Isoko'],
        hashtags: ['#Poromosiyo', '#IsokoRwanda', '#GuhahaNeza'],
        content: [
          '# Uko igabanywa ry’ibiciro rikorwa kuri Isoko',
          'Kuri Isoko nta gabanywa rihimbwa: ijanisha ni ikinyuranyo kiri hagati y’igiciro cy’ibanze n’igiciro cy’uyu munsi, kigabanywa n’igiciro cy’ibanze, hanyuma kigakurwa ku mubare wuzuye.',
          '## Ibyagabanyirijwe ibiciro ubu',
          ...deals.rw.map((p) => item(p, rw, note(p, rw))),
          '## Ciririkanya igiciro',
          `Ku bicuruzwa byinshi ushobora no guciririkanya: tanga igiciro cyawe, iduka rigusubize ako kanya. Ufite inshuro ${NEGOTIATION_MAX_ROUNDS} ku munsi kuri buri gicuruzwa.`,
        ].join('\n'),
      },
    });
  }
  if (electronicsEn.length && electronics) {
    const common = { category: 'electronics' as const, image: image(electronicsEn) };
    const note = (p: ProductCardDto, w: Words) => (p.totalReviews ? w.reviews(p.totalReviews) : w.newInShop);
    groups.push({
      en: {
        ...common,
        language: 'en',
        title: 'Choosing Electronics That Last in Rwanda',
        metaDescription:
          'What to check before buying a phone, laptop or speaker online in Rwanda: warranty, power, and the best-rated electronics at Isoko today.',
        keywords: ['electronics Rwanda', 'buy phone Kigali', 'laptop Rwanda'],
        hashtags: ['#TechRwanda', '#IsokoRwanda', '#Kigali'],
        content: [
          '# Choosing Electronics That Last',
          'Power cuts, dust and long days on the move: electronics in Rwanda work hard. Here is what to look at before you buy.',
          '## What to check',
          '- Battery life and charging: a good power bank saves the day.',
          '- The warranty and who honours it in Kigali.',
          '- Reviews from other shoppers, shown on every product page.',
          '## Best rated right now',
          ...electronics.en.map((p) => item(p, en, note(p, en))),
        ].join('\n'),
      },
      fr: {
        ...common,
        language: 'fr',
        title: 'Bien choisir un appareil électronique qui dure au Rwanda',
        metaDescription:
          'Ce qu’il faut vérifier avant d’acheter en ligne un téléphone, un ordinateur ou une enceinte au Rwanda, et les appareils les mieux notés chez Isoko.',
        keywords: ['électronique Rwanda', 'acheter un téléphone Kigali', 'ordinateur portable Rwanda'],
        hashtags: ['#TechRwanda', '#IsokoRwanda', '#Kigali'],
        content: [
          '# Choisir un appareil électronique qui dure',
          'Coupures de courant, poussière, longues journées de déplacement : au Rwanda, l’électronique est mise à rude épreuve. Voici ce qu’il faut regarder avant d’acheter.',
          '## Ce qu’il faut vérifier',
          '- L’autonomie et la recharge : une bonne batterie externe peut sauver la journée.',
          '- La garantie, et qui l’honore à Kigali.',
          '- Les avis des autres clients, affichés sur chaque fiche produit.',
          '## Les mieux notés du moment',
          ...electronics.fr.map((p) => item(p, fr, note(p, fr))),
        ].join('\n'),
      },
      rw: {
        ...common,
        language: 'rw',
        title: 'Guhitamo ibikoresho by’ikoranabuhanga biramba mu Rwanda',
        metaDescription:
          'Ibyo wareba mbere yo kugura telefoni, mudasobwa cyangwa indangururamajwi kuri interineti mu Rwanda, n’ibyahawe amanota menshi kuri Isoko.',
        keywords: ['ikoranabuhanga mu Rwanda', 'kugura telefoni i Kigali', 'mudasobwa mu Rwanda'],
        hashtags: ['#IkoranabuhangaRwanda', '#IsokoRwanda', '#Kigali'],
        content: [
          '# Guhitamo ibikoresho by’ikoranabuhanga biramba',
          'Umuriro ubura, ivumbi n’iminsi miremire mu ngendo: mu Rwanda ibikoresho by’ikoranabuhanga bikora cyane. Dore ibyo wareba mbere yo kugura.',
          '## Ibyo ukwiye kureba',
          '- Igihe bateri imara n’uko yongererwa umuriro: power bank nziza igufasha umunsi wose.',
          '- Garanti, n’uyubahiriza i Kigali.',
          '- Ibitekerezo by’abandi bakiriya, bigaragara kuri paji ya buri gicuruzwa.',
          '## Ibifite amanota menshi ubu',
          ...electronics.rw.map((p) => item(p, rw, note(p, rw))),
        ].join('\n'),
      },
    });
  }
  groups.push({
    en: {
      category: 'business',
      image: null,
      language: 'en',
      title: 'Paying with MTN Mobile Money at Isoko',
      metaDescription:
        'How to pay for your Isoko order with MTN Mobile Money in a few seconds, or choose cash on delivery, and what happens after you pay.',
      keywords: ['MTN Mobile Money', 'pay online Rwanda', 'cash on delivery'],
      hashtags: ['#MoMo', '#IsokoRwanda', '#CashlessRwanda'],
      content: [
        '# Paying with MTN Mobile Money',
        'Most of our shoppers pay with MTN Mobile Money. It is quick, and you never share a card number.',
        '## How it works',
        '- At checkout, choose Mobile Money and check your phone number.',
        '- Your phone shows a payment request: approve it with your PIN.',
        '- The order page turns to paid within seconds, and we send you an SMS.',
        '## Prefer cash?',
        'Choose cash on delivery and pay the courier when your parcel arrives. Either way, you can follow your order on its tracking page.',
        `Questions about a payment? Call ${phone}, Monday to Saturday, ${hours.en}.`,
      ].join('\n'),
    },
    fr: {
      category: 'business',
      image: null,
      language: 'fr',
      title: 'Payer avec MTN Mobile Money chez Isoko',
      metaDescription:
        'Comment régler votre commande Isoko avec MTN Mobile Money en quelques secondes, ou payer à la livraison, et ce qui se passe une fois le paiement fait.',
      keywords: ['MTN Mobile Money', 'payer en ligne Rwanda', 'paiement à la livraison'],
      hashtags: ['#MoMo', '#IsokoRwanda', '#PaiementMobile'],
      content: [
        '# Payer avec MTN Mobile Money',
        'La plupart de nos clients paient avec MTN Mobile Money. C’est rapide, et vous ne donnez jamais de numéro de carte.',
        '## Comment ça marche',
        '- Au paiement, choisissez Mobile Money et vérifiez votre numéro de téléphone.',
        '- Votre téléphone affiche une demande de paiement : validez-la avec votre code PIN.',
        '- En quelques secondes, la commande passe à « payée » et nous vous envoyons un SMS.',
        '## Vous préférez les espèces ?',
        'Choisissez le paiement à la livraison et réglez le livreur à l’arrivée de votre colis. Dans les deux cas, vous suivez votre commande sur sa page de suivi.',
        `Une question sur un paiement ? Appelez le ${phone}, du lundi au samedi, ${hours.fr}.`,
      ].join('\n'),
    },
    rw: {
      category: 'business',
      image: null,
      language: 'rw',
      title: 'Kwishyura ukoresheje MTN Mobile Money kuri Isoko',
      metaDescription:
        'Uko wishyura ibyo watumije kuri Isoko ukoresheje MTN Mobile Money mu masegonda make, cyangwa ukishyura ubigejejweho, n’ibikurikiraho umaze kwishyura.',
      keywords: ['MTN Mobile Money', 'kwishyura kuri interineti mu Rwanda', 'kwishyura ubigejejweho'],
      hashtags: ['#MoMo', '#IsokoRwanda', '#KwishyuraNaMoMo'],
      content: [
        '# Kwishyura ukoresheje MTN Mobile Money',
        'Abenshi mu bakiriya bacu bishyura na MTN Mobile Money. Birihuta, kandi ntabwo usabwa nimero y’ikarita ya banki.',
        '## Uko bikorwa',
        '- Igihe cyo kwishyura, hitamo Mobile Money urebe neza nimero yawe ya telefoni.',
        '- Telefoni yawe irakwereka ubusabe bwo kwishyura: bwemeze ukoresheje umubare w’ibanga (PIN).',
        '- Mu masegonda make, ibyo watumije biba byishyuwe, tukakoherereza SMS.',
        '## Ukunda kwishyura mu ntoki?',
        'Hitamo kwishyura ubigejejweho, maze wishyure uwakuzaniye ipaki igihe ikugezeho. Uko wahitamo kose, ukurikirana ibyo watumije kuri paji yabyo yo gukurikirana.',
        `Ufite ikibazo ku bwishyu? Hamagara ${phone}, kuva ku wa Mbere kugeza ku wa Gatandatu, ${hours.rw}.`,
      ].join('\n'),
    },
  });
  if (homeEn.length && home) {
    const common = { category: 'home-living' as const, image: image(homeEn) };
    const note = (p: ProductCardDto, w: Words) => (p.inStock ? w.inStock(p.stockQuantity) : '');
    groups.push({
      en: {
        ...common,
        language: 'en',
        title: 'Small Changes for a Cosier Home',
        metaDescription:
          'Simple ways to refresh your home in Kigali without a big budget, with the best-rated home and living products at Isoko and their prices.',
        keywords: ['home decor Kigali', 'home and living Rwanda', 'Isoko home'],
        hashtags: ['#HomeLiving', '#IsokoRwanda', '#Kigali'],
        content: [
          '# Small Changes for a Cosier Home',
          'A new cushion, better light or a tidy shelf changes how a room feels. These are our shoppers’ favourites from Home & Living.',
          '## Favourites',
          ...home.en.map((p) => item(p, en, note(p, en))),
          '## Delivered to your door',
          `Bulky items travel with the same couriers as everything else: inside Kigali in ${en.days(kigali)} working days, up-country in ${en.days(elsewhere)}.`,
        ].join('\n'),
      },
      fr: {
        ...common,
        language: 'fr',
        title: 'Petits changements pour une maison plus chaleureuse',
        metaDescription:
          'Des idées simples pour rafraîchir votre intérieur à Kigali sans gros budget, avec les articles pour la maison les mieux notés chez Isoko et leurs prix.',
        keywords: ['décoration Kigali', 'maison Rwanda', 'Isoko maison'],
        hashtags: ['#Maison', '#IsokoRwanda', '#Kigali'],
        content: [
          '# Petits changements pour une maison plus chaleureuse',
          'Un nouveau coussin, une meilleure lumière ou une étagère bien rangée, et une pièce change d’ambiance. Voici les favoris de nos clients au rayon maison.',
          '## Les favoris',
          ...home.fr.map((p) => item(p, fr, note(p, fr))),
          '## Livré à votre porte',
          `Les articles encombrants voyagent avec les mêmes livreurs que le reste : en ${fr.days(kigali)} jours ouvrables à Kigali, en ${fr.days(elsewhere)} jours en province.`,
        ].join('\n'),
      },
      rw: {
        ...common,
        language: 'rw',
        title: 'Impinduka nto zituma inzu yawe irushaho kuryoha',
        metaDescription:
          'Uburyo bworoshye bwo kuvugurura inzu yawe i Kigali utarinze gutanga amafaranga menshi, n’ibikoresho byo mu rugo bifite amanota menshi kuri Isoko.',
        keywords: ['imitako y’inzu Kigali', 'ibikoresho byo mu rugo', 'Isoko'],
        hashtags: ['#IbyoMuRugo', '#IsokoRwanda', '#Kigali'],
        content: [
          '# Impinduka nto zituma inzu irushaho kuryoha',
          'Umusego mushya, urumuri rwiza cyangwa akabati gateguye neza bihindura uko icyumba kimeze. Dore ibyo abakiriya bacu bakunda mu bikoresho byo mu rugo.',
          '## Ibyo bakunda',
          ...home.rw.map((p) => item(p, rw, note(p, rw))),
          '## Tubikugeza ku muryango',
          `Ibintu binini bitwarwa n’abatwara ibicuruzwa bimwe n’ibindi byose: muri Kigali mu minsi ${rw.days(kigali)} y’akazi, mu ntara mu minsi ${rw.days(elsewhere)}.`,
        ].join('\n'),
      },
    });
  }
  const menPick = men?.en[0];
  const free = {
    en: rules.kigaliFree ? ', and delivery inside Kigali is free' : '',
    fr: rules.kigaliFree ? ', et la livraison est gratuite dans Kigali' : '',
    rw: rules.kigaliFree ? ', kandi kugeza ibicuruzwa muri Kigali ni ubuntu' : '',
  };
  const freeAbove = (lang: ShopLanguage, text: (amount: string) => string) =>
    rules.freeAbove ? text(formatRwf(rules.freeAbove, lang)) : '';
  const popular = (lang: ShopLanguage, heading: string, note: string) => {
    const p = men?.[lang][0];
    return p ? [heading, item(p, WORDS[lang], note)] : [];
  };
  const common = { category: 'shopping-tips' as const, image: menPick?.mainImage || null };
  groups.push({
    en: {
      ...common,
      language: 'en',
      title: 'Delivery Across Rwanda: What to Expect',
      metaDescription:
        'How Isoko delivers: moto couriers in Kigali, bus-parcel services up-country, pickup in Kimironko, the fees and when delivery is free.',
      keywords: ['delivery Rwanda', 'Kigali delivery', 'free shipping Kigali'],
      hashtags: ['#Delivery', '#IsokoRwanda', '#Kigali'],
      content: [
        '# Delivery Across Rwanda',
        'Wherever you are in Rwanda, your order reaches you. Here is how.',
        '## Inside Kigali',
        `Moto couriers deliver in ${en.days(kigali)} working days${free.en}.`,
        '## Up-country',
        `Orders to other provinces travel with bus-parcel services and arrive in ${en.days(elsewhere)} working days. Standard delivery costs ${formatRwf(rules.standardFee, 'en')}${freeAbove('en', (a) => ` and is free on orders above ${a}`)}.`,
        '## Pick up at the shop',
        `Prefer to collect? Choose pickup and come to our shop in Kimironko, Kigali, Monday to Saturday, ${hours.en}.`,
        ...popular(
          'en',
          '## A popular order this week',
          `Delivered in Kigali in ${en.days(kigali)} working days.`,
        ),
      ].join('\n'),
    },
    fr: {
      ...common,
      language: 'fr',
      title: 'La livraison partout au Rwanda : à quoi s’attendre',
      metaDescription:
        'Comment Isoko livre : coursiers à moto dans Kigali, colis par bus en province, retrait à Kimironko, les frais et quand la livraison est gratuite.',
      keywords: ['livraison Rwanda', 'livraison Kigali', 'livraison gratuite Kigali'],
      hashtags: ['#Livraison', '#IsokoRwanda', '#Kigali'],
      content: [
        '# La livraison partout au Rwanda',
        'Où que vous soyez au Rwanda, votre commande vous parvient. Voici comment.',
        '## Dans Kigali',
        `Nos coursiers à moto livrent en ${fr.days(kigali)} jours ouvrables${free.fr}.`,
        '## En province',
        `Les commandes pour les autres provinces voyagent avec les services de colis des compagnies de bus et arrivent en ${fr.days(elsewhere)} jours ouvrables. La livraison standard coûte ${formatRwf(rules.standardFee, 'fr')}${freeAbove('fr', (a) => `, et elle est gratuite dès ${a} d’achat`)}.`,
        '## Retrait à la boutique',
        `Vous préférez passer la prendre ? Choisissez le retrait et venez à notre boutique de Kimironko, à Kigali, du lundi au samedi, ${hours.fr}.`,
        ...popular(
          'fr',
          '## Une commande populaire cette semaine',
          `Livré à Kigali en ${fr.days(kigali)} jours ouvrables.`,
        ),
      ].join('\n'),
    },
    rw: {
      ...common,
      language: 'rw',
      title: 'Kugeza ibicuruzwa hose mu Rwanda: icyo witega',
      metaDescription:
        'Uko Isoko igeza ibicuruzwa ku bakiriya: abamotari muri Kigali, amapaki atwarwa na bisi mu ntara, kubifatira i Kimironko, ibiciro n’igihe ari ubuntu.',
      keywords: ['kugeza ibicuruzwa mu Rwanda', 'delivery i Kigali', 'Isoko'],
      hashtags: ['#Delivery', '#IsokoRwanda', '#Kigali'],
      content: [
        '# Kugeza ibicuruzwa hose mu Rwanda',
        'Aho waba uri hose mu Rwanda, ibyo watumije biragugeraho. Dore uko bigenda.',
        '## Muri Kigali',
        `Abamotari bacu babigeza aho uri mu minsi ${rw.days(kigali)} y’akazi${free.rw}.`,
        '## Mu ntara',
        `Ibyatumijwe mu zindi ntara bitwarwa n’amasosiyete ya bisi atwara amapaki, bikagera aho bijya mu minsi ${rw.days(elsewhere)} y’akazi. Kubigeza aho uri bisanzwe bitwara ${formatRwf(rules.standardFee, 'rw')}${freeAbove('rw', (a) => `, kandi ni ubuntu iyo uguze ibirenze ${a}`)}.`,
        '## Kubifatira ku iduka',
        `Ukunda kuza kubyifatira? Hitamo kubifatira ku iduka, uze ku iduka ryacu i Kimironko muri Kigali, kuva ku wa Mbere kugeza ku wa Gatandatu, ${hours.rw}.`,
        ...popular(
          'rw',
          '## Icyatumijwe cyane muri iki cyumweru',
          `Kigezwa muri Kigali mu minsi ${rw.days(kigali)} y’akazi.`,
        ),
      ].join('\n'),
    },
  });
  return groups.slice(0, 6).map((group) => ({ ...group, fr: frenchPost(group.fr) }));
}

/** A French post set in French typography (a no-break space before : ; ? !). */
function frenchPost(post: SeedPost): SeedPost {
  return {
    ...post,
    title: frenchSpacing(post.title),
    content: frenchSpacing(post.content),
    ...(post.metaDescription ? { metaDescription: frenchSpacing(post.metaDescription) } : {}),
  };
}

export const blogSeedStep: SeedStep = {
  name: 'blog-posts',
  when: 'demo',
  async run(deps, options) {
    if ((await postCount(deps.db)) > 0) return;
    const groups = await demoPosts(deps);
    const now = Date.now();
    // Spread over the last days, newest first in the list order; a post's French and
    // Kinyarwanda versions are published with it and point at the English one.
    for (const [i, group] of groups.entries()) {
      const meta = { author: AUTHOR, publishedAt: new Date(now - i * 36 * 3600_000) };
      const original = await insertPost(deps.db, group.en, meta);
      await insertPost(deps.db, { ...group.fr, translationOf: original.id }, meta);
      await insertPost(deps.db, { ...group.rw, translationOf: original.id }, meta);
    }
    options.say(`Blog: ${groups.length} demo posts in English, French and Kinyarwanda`);
  },
};
