import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import type { ArticleTopic } from '@isoko/shared/content/schema';
import { formatDate } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money';
import { NEGOTIATION_MAX_ROUNDS } from '@isoko/shared/negotiation/concession-schedule';
import { deliveryWindowRange } from '@isoko/shared/rwanda';
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

/**
 * The article generator's templates in French: the same real data, links and SEO lengths as the
 * English ones, written for French readers (decimal comma, "25 %").
 */

const title = (text: string) => fitTitle(text, 'Boutique en ligne');
const meta = (text: string) =>
  fitMeta(text, [
    'Commandez en ligne chez Isoko, livré partout au Rwanda.',
    'Payez par MTN MoMo ou en espèces.',
  ]);

/** This language's words for prices, product blocks and product facts. */
const { priceLine, productBlock, detailBlock } = articleBlocks({
  language: 'fr',
  was: (price, original, percent) => `${price} au lieu de ${original} (${percent} % de remise)`,
  deal: (price, original, percent) =>
    `${price} en vente flash au lieu de ${original} (${percent} % de remise)`,
  sentence: (p, intro, price) =>
    `${intro} ${link(p)} de ${p.brand ?? 'Isoko'} coûte ${price}. Il est ${stars(p)}, et ${
      p.inStock
        ? counted('fr', p.stockQuantity, {
            one: '# pièce est en stock en ce moment',
            other: '# pièces sont en stock en ce moment',
          })
        : 'il est épuisé pour l’instant'
    }.`,
  categoryLabel: 'Catégorie : ',
  priceLabel: 'Prix : ',
  freeDelivery: 'Livraison gratuite pour ce produit',
  material: 'Matière : ',
  colours: 'Couleurs : ',
  sizes: 'Tailles : ',
});

const rating = (p: ProductCardDto) => p.averageRating.toFixed(1).replace('.', ',');
const stars = (p: ProductCardDto) =>
  p.totalReviews > 0
    ? `noté ${rating(p)} sur 5 par ${counted('fr', p.totalReviews, { one: '# client', other: '# clients' })}`
    : 'nouveau dans la boutique, encore sans avis';

const dateLine = (d: Date) => formatDate(d, 'fr');
const days = ([a, b]: readonly [number, number]) => `${a} à ${b}`;

/** Les vrais services de la boutique, le même paragraphe sous chaque article. */
function servicesSection(data: ArticleData): string[] {
  const { standardFee, freeAbove, kigaliFree } = data.shipping;
  const { kigali, elsewhere } = deliveryWindowRange();
  return [
    '## Livraison, paiement et aide',
    `Isoko livre partout au Rwanda. À Kigali, nos coursiers à moto apportent les commandes en ${days(kigali)} jours ouvrables${
      kigaliFree ? ', et la livraison y est gratuite' : ''
    } ; en province, les colis voyagent avec les compagnies de bus et arrivent en ${days(elsewhere)} jours ouvrables. La livraison standard coûte ${formatRwf(
      standardFee,
      'fr',
    )}${freeAbove ? `, et elle est gratuite dès ${formatRwf(freeAbove, 'fr')} d’achat` : ''}.`,
    'Vous pouvez aussi retirer votre commande à la boutique de Kimironko, à Kigali. Payez par MTN Mobile Money à la commande, ou en espèces à la livraison. Chaque commande a sa page de suivi, et nous envoyons un SMS à chaque changement d’étape.',
    `Notre équipe répond du lundi au samedi, de 9 h à 18 h, au ${SHOP_CONTACT.phoneDisplay} ou à ${SHOP_CONTACT.email}. Visitez la [boutique](/shop) pour voir tout ce qui est en stock aujourd’hui.`,
  ];
}

function productDaily(data: ArticleData): ArticleDraft {
  const { product: p, keyword: kw } = pickDaily(data);
  return {
    title: title(`Produit du jour : ${p.name}`),
    metaDescription: meta(
      `Le produit du jour chez Isoko : ${p.name}, ${kw} à ${formatRwf(p.shown.price, 'fr')}. Pourquoi les clients de Kigali l’aiment, et comment se passe la livraison.`,
    ),
    content: [
      `# Produit du jour : ${p.name}`,
      `Chaque jour, Isoko choisit un produit parmi sa sélection. Le ${dateLine(data.today)}, le produit du jour est ${link(p)}, de notre rayon ${p.category.name}.`,
      '## Pourquoi nous l’avons choisi',
      ...productBlock(p, 'Notre produit du jour,'),
      ...detailBlock(p),
      `Les clients qui cherchent des articles de la catégorie ${kw} à Kigali veulent souvent de la qualité à un prix juste. Ce produit y répond : le prix affiché est le prix payé, en RWF, et vous pouvez proposer un meilleur prix avec Faire une offre quand le produit le permet.`,
      '## Comment le commander',
      `Ouvrez ${link(p)}, choisissez votre taille ou votre couleur, et ajoutez-le au panier. Connectez-vous avec votre numéro de téléphone, confirmez l’adresse de livraison, puis choisissez MTN Mobile Money ou le paiement à la livraison.`,
      ...servicesSection(data),
    ].join('\n'),
    keywords: ['produit du jour', p.name, kw, 'Kigali', 'Isoko'],
    hashtags: [tag('IsokoRwanda'), tag('ProduitDuJour'), tag(p.category.name), tag('Kigali')],
  };
}

function howToShop(data: ArticleData): ArticleDraft {
  const { first, second, deal } = pickGuide(data);
  return {
    title: title('Guide d’achat en ligne : comment acheter chez Isoko'),
    metaDescription: meta(
      'Guide d’achat en ligne au Rwanda : trouver un produit, comparer les prix en RWF, payer par MTN MoMo ou en espèces, suivre sa livraison à Kigali et ailleurs.',
    ),
    content: [
      '# Guide d’achat en ligne au Rwanda',
      'Acheter en ligne au Rwanda est simple quand on connaît les étapes. Ce guide d’achat en ligne vous accompagne sur Isoko, de la recherche d’un produit jusqu’à sa livraison chez vous.',
      '## Étape 1 : trouver ce qu’il vous faut',
      `Utilisez la recherche ou parcourez les catégories. Chaque fiche produit indique le prix en RWF, le stock, les tailles et les couleurs. Par exemple, ${link(first)} coûte ${priceLine(first)}${
        second ? `, et ${link(second)} coûte ${priceLine(second)}` : ''
      }.`,
      '## Étape 2 : comparer les prix et les offres',
      deal
        ? `Un prix barré signale une vraie remise : ${link(deal)} est à ${priceLine(deal)} aujourd’hui. Les ventes flash durent un temps limité, et leur heure de fin est affichée sur le produit.`
        : 'Un prix barré signale une vraie remise, calculée sur le prix d’origine. Les ventes flash durent un temps limité, et leur heure de fin est affichée sur le produit.',
      `Certains produits permettent de faire une offre : vous proposez un prix et la boutique répond aussitôt, jusqu’à ${NEGOTIATION_MAX_ROUNDS} tours par jour.`,
      '## Étape 3 : payer en toute sécurité',
      '- Connectez-vous avec votre numéro de téléphone et le code reçu par SMS.',
      '- Choisissez ou ajoutez une adresse de livraison : province, district et rue.',
      '- Payez par MTN Mobile Money (vous validez le paiement sur votre téléphone) ou choisissez le paiement à la livraison.',
      '- Gardez votre numéro de commande : la page de suivi montre chaque étape.',
      '## Étape 4 : suivre et recevoir',
      'Vous recevez un SMS quand votre commande est confirmée, expédiée puis livrée. La page de suivi montre où se trouve votre colis.',
      ...servicesSection(data),
      'C’est tout. Suivez ce guide d’achat en ligne une fois, et votre prochaine commande vous prendra deux minutes.',
    ].join('\n'),
    keywords: [
      'guide d’achat en ligne',
      'acheter en ligne Rwanda',
      'paiement MTN MoMo',
      'livraison Kigali',
      'Isoko',
    ],
    hashtags: [tag('IsokoRwanda'), tag('AchatEnLigne'), tag('Kigali'), tag('MoMo')],
  };
}

function trendingTopic(data: ArticleData): ArticleDraft {
  const { list, fromActivity, leaders, categories, lowest, highest } = pickTrending(data);
  const rest = list.length - fromActivity;
  // Only products shoppers acted on are called trending, as in the English template.
  const heading = fromActivity
    ? 'Les produits tendance à Kigali cette semaine'
    : 'Les nouveautés Isoko de la semaine';
  const intro =
    fromActivity === list.length
      ? `Voici les produits tendance chez Isoko au ${dateLine(data.today)}. La liste vient de ce que les clients ont vraiment fait ces deux dernières semaines : les produits les plus vus, mis au panier et achetés, l’activité récente comptant davantage.`
      : fromActivity
        ? `Voici les produits tendance chez Isoko au ${dateLine(data.today)}. Les ${fromActivity} premiers viennent de ce que les clients ont vraiment fait ces deux dernières semaines : les produits les plus vus, mis au panier et achetés, l’activité récente comptant davantage. Trop peu de produits ont eu de l’activité pour remplir la liste : les ${rest} autres sont les plus récents de la boutique.`
        : `Les clients n’ont pas encore été assez actifs ces deux dernières semaines pour classer les produits : voici donc les nouveautés d’Isoko au ${dateLine(data.today)}.`;
  return {
    title: title(heading),
    metaDescription: meta(
      fromActivity
        ? `Les produits tendance chez Isoko cette semaine : ${leaders.join(' et ')} en tête de ce que Kigali regarde, met au panier et achète. Prix réels en RWF.`
        : `Les nouveautés Isoko de la semaine : ${list
            .slice(0, 2)
            .map((p) => p.name)
            .join(' et ')} et d’autres, avec les prix réels en RWF et la livraison à Kigali.`,
    ),
    content: [
      `# ${heading}`,
      intro,
      '## La liste',
      ...list.flatMap((p, i) => productBlock(p, `Numéro ${i + 1},`)),
      '## Ce que dit la liste',
      `Ces produits couvrent ${categories.join(', ')}. Les prix vont de ${formatRwf(lowest, 'fr')} à ${formatRwf(highest, 'fr')} : il y en a pour tous les budgets.`,
      'Les produits populaires partent vite : le stock affiché sur chaque fiche est en direct, vérifiez-le avant de vous décider.',
      ...servicesSection(data),
    ].join('\n'),
    keywords: ['produits tendance', 'shopping Kigali', 'produits populaires Rwanda', 'Isoko'],
    hashtags: [tag('IsokoRwanda'), tag('Tendance'), tag('Kigali'), tag('AchatLocal')],
  };
}

function bestDeals(data: ArticleData): ArticleDraft {
  const { list, top } = pickDeals(data);
  return {
    title: title(`Meilleures offres Isoko : jusqu’à ${top.shown.percent} % de remise`),
    metaDescription: meta(
      `Les meilleures offres d’Isoko aujourd’hui : ${top.name} à ${formatRwf(top.shown.price, 'fr')} (${top.shown.percent} % de remise) et d’autres vraies remises, livrées à Kigali.`,
    ),
    content: [
      `# Meilleures offres Isoko : jusqu’à ${top.shown.percent} % de remise`,
      `Voici les meilleures offres de la boutique au ${dateLine(data.today)}. Chaque remise ci-dessous est réelle : elle compare le prix du jour au prix d’origine du produit, et le pourcentage est arrondi à partir des deux.`,
      '## Les plus fortes remises du jour',
      ...list.flatMap((p) => productBlock(p, `Économisez ${formatRwf(p.shown.saving, 'fr')} :`)),
      '## Bien profiter des meilleures offres',
      '- Une offre s’arrête quand le stock est épuisé : les pièces en stock comptent plus que la date.',
      '- Les ventes flash affichent leur heure de fin sur la fiche produit.',
      '- Vous avez un code promo ? Saisissez-le au paiement : le récapitulatif montre la réduction avant que vous payiez.',
      ...(data.shipping.freeAbove
        ? [
            `- Au-delà de ${formatRwf(data.shipping.freeAbove, 'fr')} d’achat, la livraison est gratuite : combinez les offres pour y arriver.`,
          ]
        : []),
      ...servicesSection(data),
    ].join('\n'),
    keywords: ['meilleures offres', 'promotions Kigali', 'soldes Rwanda', 'offres Isoko'],
    hashtags: [tag('IsokoRwanda'), tag('BonnesAffaires'), tag('Soldes'), tag('Kigali')],
  };
}

const pieces = (n: number) => counted('fr', n, { one: '# pièce', other: '# pièces' });

function kigaliTrends(data: ArticleData): ArticleDraft {
  const { stats, list, share, speed } = pickKigali(data);
  const figures = stats.orders
    ? [
        `- Commandes des ${stats.days} derniers jours : ${stats.orders}`,
        `- Part livrée dans la ville de Kigali : ${share} %`,
        `- Panier moyen : ${formatRwf(stats.averageOrder, 'fr')}`,
        `- Commandes déjà livrées : ${stats.delivered}`,
        ...(speed
          ? [`- Délai moyen entre commande et livraison à Kigali : ${durationText(speed, 'fr')}`]
          : []),
        ...(stats.topDistricts.length
          ? [
              `- Districts qui commandent le plus : ${stats.topDistricts.map((d) => `${d.district} (${d.orders})`).join(', ')}`,
            ]
          : []),
      ]
    : [`- Aucune commande ces ${stats.days} derniers jours : les chiffres se rempliront avec les commandes.`];
  return {
    title: title('Tendances du e-commerce à Kigali : ce qui se vend'),
    metaDescription: meta(
      `Les tendances du e-commerce à Kigali d’après les commandes d’Isoko : ${stats.orders} commandes en ${stats.days} jours, ${share} % à Kigali${
        list.length ? ', et les produits choisis' : ''
      }.`,
    ),
    content: [
      '# Tendances du e-commerce à Kigali',
      `Le e-commerce à Kigali progresse à mesure que les clients paient par mobile money et attendent une livraison rapide. Ces chiffres viennent des commandes d’Isoko, comptées le ${dateLine(data.today)} ; les commandes annulées sont exclues.`,
      '## Les chiffres',
      ...figures,
      ...(list.length
        ? [
            '## Ce que choisissent les clients de Kigali',
            ...list.flatMap((p) => [
              ...productBlock(p, 'Très demandé :'),
              `- Commandé pour une livraison à Kigali ces ${stats.days} derniers jours : ${pieces(p.unitsOrdered)}`,
            ]),
          ]
        : []),
      '## Ce que cela change pour vous',
      'Le mobile money rend le paiement en ligne aussi simple qu’au marché, et les coursiers à moto gardent la livraison rapide en ville. En province, les colis voyagent en bus, ce qui explique quelques jours de plus.',
      ...servicesSection(data),
    ].join('\n'),
    keywords: ['e-commerce Kigali', 'achat en ligne Rwanda', 'mobile money', 'livraison Kigali'],
    hashtags: [tag('Kigali'), tag('Ecommerce'), tag('Rwanda'), tag('IsokoRwanda')],
  };
}

function productReview(data: ArticleData): ArticleDraft {
  const p = pickReviewed(data);
  return {
    title: title(`Avis sur ${p.name}`),
    metaDescription: meta(
      `Notre avis sur ${p.name} : ${stars(p)}, au prix de ${formatRwf(p.shown.price, 'fr')}. Sa matière, à qui il convient, et comment le commander à Kigali.`,
    ),
    content: [
      `# Avis sur ${p.name}`,
      `Cet avis porte sur ${link(p)}, l’un des produits les mieux notés d’Isoko : il est ${stars(p)}.`,
      '## Ce que c’est',
      ...detailBlock(p),
      ...productBlock(p, 'En bref,'),
      '## Ce qu’en disent les clients',
      p.totalReviews > 0
        ? `Avec ${p.totalReviews} avis et une moyenne de ${rating(p)} étoiles, les clients le placent parmi les meilleurs de la catégorie ${p.category.name}. Lisez tous les avis sur la fiche produit avant de vous décider.`
        : 'Aucun client ne l’a encore noté : soyez le premier après votre commande.',
      '## Notre verdict',
      `À ${priceLine(p)}, ${p.name} est un choix sûr dans la catégorie ${p.category.name}. Vérifiez les tailles et couleurs en stock sur la [fiche produit](/product/${p.id}).`,
      ...servicesSection(data),
    ].join('\n'),
    keywords: [`avis ${p.name}`, 'avis produit', p.category.name.toLowerCase(), 'Isoko'],
    hashtags: [tag('IsokoRwanda'), tag('Avis'), tag(p.category.name), tag('Kigali')],
  };
}

export const FRENCH_WRITERS: Record<ArticleTopic, (data: ArticleData) => ArticleDraft> = {
  'product-daily': productDaily,
  'how-to-shop': howToShop,
  'trending-products': trendingTopic,
  'best-deals': bestDeals,
  'kigali-trends': kigaliTrends,
  'product-review': productReview,
};
