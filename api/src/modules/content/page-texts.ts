import type { ShopLanguage } from '@isoko/shared/i18n-language';

/**
 * The titles and descriptions the server writes into the head of the shop's own pages, in each
 * of the shop's languages: search engines and link previews show the page's text in the language
 * its address names (`?lang=`), or the browser's. French puts a no-break space before `:`.
 */

export interface PageText {
  title: string;
  description: string;
}

/** The shop's pages with a head of their own and no data behind it; the sitemap lists each. */
export const CONTENT_PAGE_PATHS = [
  '/',
  '/shop',
  '/blog',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/track',
] as const;
export type ContentPagePath = (typeof CONTENT_PAGE_PATHS)[number];

export const CONTENT_PAGE_TEXTS: Record<ShopLanguage, Record<ContentPagePath, PageText>> = {
  en: {
    '/': {
      title: 'Isoko — online shop for Rwanda',
      description:
        'Isoko — shop online in Rwanda. Prices in RWF, pay with MTN Mobile Money or cash on delivery, free delivery in Kigali.',
    },
    '/shop': {
      title: 'Shop — Isoko',
      description:
        'Every product at Isoko: prices in RWF, pay with MTN Mobile Money or cash on delivery, delivery across Rwanda.',
    },
    '/blog': {
      title: 'Blog — Isoko',
      description: 'Shopping guides, best deals, trending products and Kigali e-commerce news from Isoko.',
    },
    '/about': {
      title: 'About us — Isoko',
      description:
        'Isoko is an online shop in Kimironko, Kigali: products for Rwanda, prices in RWF, MTN Mobile Money and delivery across the country.',
    },
    '/contact': {
      title: 'Contact us — Isoko',
      description:
        'Write or call Isoko in Kigali about an order, a delivery, a payment or a product. We answer in English, French and Kinyarwanda.',
    },
    '/privacy': {
      title: 'Privacy policy — Isoko',
      description:
        'How Isoko collects, uses and protects your personal data when you shop, pay and receive deliveries in Rwanda.',
    },
    '/terms': {
      title: 'Terms of Service — Isoko',
      description:
        'How buying at Isoko works: prices in RWF, MTN Mobile Money or cash on delivery, delivery across Rwanda, returns and bargained prices.',
    },
    '/track': {
      title: 'Track your order — Isoko',
      description: 'Enter your tracking number to see where your Isoko order is and when it will reach you.',
    },
  },
  fr: {
    '/': {
      title: 'Isoko — boutique en ligne pour le Rwanda',
      description:
        'Isoko — achetez en ligne au Rwanda. Prix en RWF, paiement par MTN Mobile Money ou en espèces à la livraison, livraison gratuite à Kigali.',
    },
    '/shop': {
      title: 'Boutique — Isoko',
      description:
        'Tous les produits d’Isoko\u00a0: prix en RWF, paiement par MTN Mobile Money ou en espèces à la livraison, livraison dans tout le Rwanda.',
    },
    '/blog': {
      title: 'Blog — Isoko',
      description:
        'Guides d’achat, meilleures offres, produits tendance et actualités du commerce en ligne à Kigali, par Isoko.',
    },
    '/about': {
      title: 'À propos — Isoko',
      description:
        'Isoko est une boutique en ligne à Kimironko, Kigali\u00a0: des produits pour le Rwanda, des prix en RWF, MTN Mobile Money et la livraison dans tout le pays.',
    },
    '/contact': {
      title: 'Contactez-nous — Isoko',
      description:
        'Écrivez ou appelez Isoko à Kigali pour une commande, une livraison, un paiement ou un produit. Nous répondons en anglais, en français et en kinyarwanda.',
    },
    '/privacy': {
      title: 'Politique de confidentialité — Isoko',
      description:
        'Comment Isoko collecte, utilise et protège vos données personnelles quand vous achetez, payez et êtes livré au Rwanda.',
    },
    '/terms': {
      title: 'Conditions d’utilisation — Isoko',
      description:
        'Comment se passe un achat chez Isoko : prix en RWF, MTN Mobile Money ou paiement à la livraison, livraison dans tout le Rwanda, retours et prix négociés.',
    },
    '/track': {
      title: 'Suivre ma commande — Isoko',
      description:
        'Saisissez votre numéro de suivi pour voir où en est votre commande Isoko et quand elle vous parviendra.',
    },
  },
  rw: {
    '/': {
      title: 'Isoko — iduka ryo kuri internet ry’u Rwanda',
      description:
        'Isoko — hahira kuri internet mu Rwanda. Ibiciro biri mu RWF, wishyura na MTN Mobile Money cyangwa amafaranga ugezwaho ibintu, kubigeza i Kigali ni ubuntu.',
    },
    '/shop': {
      title: 'Iduka — Isoko',
      description:
        'Ibicuruzwa byose bya Isoko: ibiciro biri mu RWF, wishyura na MTN Mobile Money cyangwa amafaranga ugezwaho ibintu, tubigeza mu Rwanda hose.',
    },
    '/blog': {
      title: 'Blogi — Isoko',
      description:
        'Inama zo guhaha, ibiciro byiza, ibicuruzwa bigezweho n’amakuru y’ubucuruzi bwo kuri internet i Kigali, biturutse kuri Isoko.',
    },
    '/about': {
      title: 'Abo turi bo — Isoko',
      description:
        'Isoko ni iduka ryo kuri internet i Kimironko, Kigali: ibicuruzwa by’u Rwanda, ibiciro biri mu RWF, MTN Mobile Money no kugeza ibintu mu gihugu hose.',
    },
    '/contact': {
      title: 'Twandikire — Isoko',
      description:
        'Andikira cyangwa uhamagare Isoko i Kigali ku byerekeye ibyo watumije, kugeza ibintu, kwishyura cyangwa igicuruzwa. Dusubiza mu Cyongereza, mu Gifaransa no mu Kinyarwanda.',
    },
    '/privacy': {
      title: 'Politiki y’ibanga — Isoko',
      description:
        'Uko Isoko ikusanya, ikoresha kandi ikarinda amakuru yawe bwite iyo uhaha, wishyura kandi ugezwaho ibintu mu Rwanda.',
    },
    '/terms': {
      title: 'Amabwiriza y’imikoreshereze — Isoko',
      description:
        'Uko kugura kuri Isoko bigenda: ibiciro mu RWF, MTN Mobile Money cyangwa kwishyura ubigejejweho, kugeza ibintu mu Rwanda hose, gusubiza ibyaguzwe n’ibiciro byaciririkanyijwe.',
    },
    '/track': {
      title: 'Kurikirana ibyo watumije — Isoko',
      description:
        'Andika nimero yo gukurikirana urebe aho ibyo watumije kuri Isoko bigeze n’igihe bizakugeraho.',
    },
  },
};

/** A category's description when staff wrote none. */
export function categoryFallbackDescription(name: string, language: ShopLanguage): string {
  if (language === 'fr')
    return `Achetez ${name} chez Isoko\u00a0: prix en RWF, livraison dans tout le Rwanda.`;
  if (language === 'rw') return `Gura ${name} kuri Isoko: ibiciro biri mu RWF, tubigeza mu Rwanda hose.`;
  return `Shop ${name} at Isoko: prices in RWF, delivery across Rwanda.`;
}

export const isContentPagePath = (path: string): path is ContentPagePath =>
  (CONTENT_PAGE_PATHS as readonly string[]).includes(path);
