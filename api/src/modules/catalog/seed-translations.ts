import { COLOR_NAMES, MATERIAL_NAMES, SIZE_NAMES } from '@isoko/shared/catalog/term-names';
import type { Translations } from '@isoko/shared/i18n-language';
import { CATEGORY_SEEDS, type ProductTemplate } from './seed-data';
import { deliveryAndReturnsLine } from './seed-delivery-words';
import { MORE_FEATURES } from './seed-feature-words';
import { NAME_PART_WORDS, type NamePartWords } from './seed-name-parts';
import { frenchStyle, kinyarwandaStyle } from './seed-name-words';

/**
 * French and Kinyarwanda texts of the demo catalogue: every category and subcategory, every
 * colour and material word, and the names, features and descriptions of every product the
 * seed generates. A name is found whole (PRODUCT_NAMES, dresses) or assembled from its item
 * and style (NAME_PARTS here, NAME_PART_WORDS in seed-name-parts).
 *
 * Kinyarwanda adjectives agree with the noun's class (ikanzu ndende, igikapu kinini): a style
 * is written for its subcategory's noun class, or made to agree with the item's class (see
 * seed-name-words). The description sentences talk about "iki gicuruzwa" (this product) so
 * they fit every product.
 */

export interface FrRw {
  fr: string;
  rw: string;
}

/** Category names and descriptions, by slug. */
export const CATEGORY_TRANSLATIONS: Readonly<Record<string, { name: FrRw; description: FrRw }>> = {
  electronics: {
    name: { fr: 'Électronique', rw: "Ibikoresho by'ikoranabuhanga" },
    description: {
      fr: 'Smartphones, tablettes, objets connectés et les chargeurs qui les font tenir.',
      rw: "Telefone zigezweho, tabuleti, amasaha agezweho n'amashajeri abituma bikomeza gukora.",
    },
  },
  computers: {
    name: { fr: 'Informatique', rw: 'Mudasobwa' },
    description: {
      fr: 'Ordinateurs portables, de bureau, écrans et tout ce qu’il faut pour travailler chez soi.',
      rw: "Mudasobwa zigendanwa, izo ku meza, ekara n'ibindi byose bikenerwa mu biro byo mu rugo.",
    },
  },
  audio: {
    name: { fr: 'Audio', rw: 'Amajwi' },
    description: {
      fr: 'Casques, écouteurs, enceintes et barres de son pour la musique partout.',
      rw: 'Ekuteri, ekuteri nto, indangururamajwi na sawundibari byo kumva umuziki aho uri hose.',
    },
  },
  'smart-home': {
    name: { fr: 'Maison connectée', rw: 'Inzu igezweho' },
    description: {
      fr: 'Ampoules, caméras et prises connectées que vous pilotez depuis votre téléphone.',
      rw: 'Amatara, kamera na priza bigezweho ugenzura ukoresheje telefone yawe.',
    },
  },
  cameras: {
    name: { fr: 'Appareils photo', rw: 'Kamera' },
    description: {
      fr: 'Appareils photo, objectifs et trépieds pour tous les photographes.',
      rw: 'Kamera, lentiye na trepiye ku mufotozi uwo ari we wese.',
    },
  },
  entertainment: {
    name: { fr: 'Divertissement', rw: 'Imyidagaduro' },
    description: {
      fr: 'Téléviseurs, consoles et jeux pour les soirées à la maison.',
      rw: "Televiziyo, konsole n'imikino yo kwidagadura nimugoroba mu rugo.",
    },
  },
  'womens-fashion': {
    name: { fr: 'Mode femme', rw: "Imyenda y'abagore" },
    description: {
      fr: 'Robes, hauts, kitenge et tenues de tous les jours pour femmes.',
      rw: "Amakanzu, bulawuzi, ibitenge n'imyenda yo kwambara buri munsi y'abagore.",
    },
  },
  'mens-fashion': {
    name: { fr: 'Mode homme', rw: "Imyenda y'abagabo" },
    description: {
      fr: 'Chemises, costumes, pantalons et tenues décontractées pour hommes.',
      rw: "Amashati, amakositimu, amapantalo n'imyenda isanzwe y'abagabo.",
    },
  },
  'kids-baby': {
    name: { fr: 'Enfants et bébés', rw: "Abana n'impinja" },
    description: {
      fr: 'Vêtements, soins et équipement pour bébés et enfants.',
      rw: "Imyenda, ibyo kwita ku mwana n'ibikoresho by'impinja n'abana.",
    },
  },
  'home-living': {
    name: { fr: 'Maison et déco', rw: "Inzu n'urugo" },
    description: {
      fr: 'Meubles, cuisine, literie et décoration pour une maison confortable.',
      rw: "Ibikoresho byo mu nzu, iby'igikoni, iby'uburiri n'imitako by'inzu nziza.",
    },
  },
  'beauty-personal-care': {
    name: { fr: 'Beauté et soins', rw: "Ubwiza n'isuku" },
    description: {
      fr: 'Soins de la peau, maquillage, soins capillaires et parfums.',
      rw: "Amavuta yo kwisiga, ibirungo, ibyo kwita ku musatsi n'imibavu.",
    },
  },
  'sports-outdoor': {
    name: { fr: 'Sport et plein air', rw: 'Siporo no hanze' },
    description: {
      fr: 'Fitness, football, vélo et matériel de camping.',
      rw: "Imyitozo ngororamubiri, umupira w'amaguru, amagare n'ibikoresho byo gukambika.",
    },
  },
  'shoes-footwear': {
    name: { fr: 'Chaussures', rw: 'Inkweto' },
    description: {
      fr: 'Baskets, chaussures habillées, sandales et bottes.',
      rw: "Inkweto za siporo, inkweto z'akazi, sandali na bote.",
    },
  },
  'jewelry-watches': {
    name: { fr: 'Bijoux et montres', rw: "Imitako n'amasaha" },
    description: {
      fr: 'Colliers, boucles d’oreilles, bagues et montres.',
      rw: "Iminigi, amaherena, impeta n'amasaha.",
    },
  },
  'bags-accessories': {
    name: { fr: 'Sacs et accessoires', rw: "Ibikapu n'imitako" },
    description: {
      fr: 'Sacs à main, sacs à dos, portefeuilles, bagages, ceintures et chapeaux.',
      rw: "Amasakoshi, ibikapu byo ku mugongo, udukapu tw'amafaranga, amavalisi, imikandara n'ingofero.",
    },
  },
  'books-media': {
    name: { fr: 'Livres et médias', rw: 'Ibitabo' },
    description: {
      fr: 'Romans, essais, livres pour enfants et manuels scolaires.',
      rw: "Ibitabo by'inkuru, iby'ubumenyi, iby'abana n'iby'ishuri.",
    },
  },
  'toys-games': {
    name: { fr: 'Jouets et jeux', rw: "Ibikinisho n'imikino" },
    description: {
      fr: 'Jouets éducatifs, jeux de société, poupées et jeux d’extérieur.',
      rw: "Ibikinisho byigisha, imikino yo ku meza, ibipupe n'imikino yo hanze.",
    },
  },
  'health-wellness': {
    name: { fr: 'Santé et bien-être', rw: 'Ubuzima bwiza' },
    description: {
      fr: 'Vitamines, appareils de santé personnels et yoga.',
      rw: 'Vitamine, ibikoresho byo kwita ku buzima na yoga.',
    },
  },
  automotive: {
    name: { fr: 'Auto et moto', rw: 'Imodoka' },
    description: {
      fr: 'Électronique auto, produits d’entretien, outils et pneus.',
      rw: "Ibikoresho by'ikoranabuhanga by'imodoka, ibyo kuyitaho, ibikoresho n'amapine.",
    },
  },
  'pet-supplies': {
    name: { fr: 'Animaux', rw: 'Amatungo yo mu rugo' },
    description: {
      fr: 'Nourriture, jouets et soins pour chiens et chats.',
      rw: "Ibiryo, ibikinisho n'ibyo kwita ku mbwa n'injangwe.",
    },
  },
  'office-stationery': {
    name: { fr: 'Bureau et papeterie', rw: "Ibiro n'ibikoresho byo kwandika" },
    description: {
      fr: 'Cahiers, stylos, mobilier de bureau et imprimantes.',
      rw: "Amakaye, amakaramu, ibikoresho byo mu biro n'imashini zisohora inyandiko.",
    },
  },
};

/** Subcategory names, by slug. */
export const SUBCATEGORY_NAMES: Readonly<Record<string, FrRw>> = {
  smartphones: { fr: 'Smartphones', rw: 'Telefone zigezweho' },
  tablets: { fr: 'Tablettes', rw: 'Tabuleti' },
  wearables: { fr: 'Montres et objets connectés', rw: 'Amasaha agezweho' },
  'chargers-power': { fr: 'Chargeurs et batteries', rw: "Amashajeri n'amabatiri" },
  laptops: { fr: 'Ordinateurs portables', rw: 'Mudasobwa zigendanwa' },
  desktops: { fr: 'Ordinateurs de bureau', rw: 'Mudasobwa zo ku meza' },
  monitors: { fr: 'Écrans', rw: 'Ekara' },
  'computer-accessories': { fr: 'Claviers et souris', rw: "Kilaviye n'imbeba" },
  headphones: { fr: 'Casques audio', rw: 'Ekuteri' },
  earbuds: { fr: 'Écouteurs', rw: 'Ekuteri nto' },
  speakers: { fr: 'Enceintes', rw: 'Indangururamajwi' },
  soundbars: { fr: 'Barres de son', rw: 'Sawundibari' },
  'smart-lighting': { fr: 'Éclairage connecté', rw: 'Amatara agezweho' },
  'security-cameras': { fr: 'Caméras de surveillance', rw: "Kamera z'umutekano" },
  'smart-plugs': { fr: 'Prises et interrupteurs connectés', rw: 'Priza na swici bigezweho' },
  'digital-cameras': { fr: 'Appareils photo numériques', rw: 'Kamera zifotora' },
  'action-cameras': { fr: 'Caméras d’action', rw: 'Kamera za siporo' },
  'camera-lenses': { fr: 'Objectifs', rw: 'Lentiye' },
  tripods: { fr: 'Trépieds et éclairage', rw: "Trepiye n'amatara" },
  televisions: { fr: 'Téléviseurs', rw: 'Televiziyo' },
  'gaming-consoles': { fr: 'Consoles de jeu', rw: "Konsole z'imikino" },
  'video-games': { fr: 'Jeux vidéo', rw: 'Imikino ya videwo' },
  'streaming-devices': { fr: 'Box et clés TV', rw: 'Dekoderi' },
  dresses: { fr: 'Robes', rw: 'Amakanzu' },
  tops: { fr: 'Hauts', rw: 'Bulawuzi' },
  bottoms: { fr: 'Jupes et pantalons', rw: "Amajipo n'amapantalo" },
  'kitenge-ankara': { fr: 'Kitenge et ankara', rw: 'Ibitenge' },
  'womens-outerwear': { fr: 'Vestes et manteaux', rw: 'Amakoti' },
  shirts: { fr: 'Chemises', rw: 'Amashati' },
  't-shirts-polos': { fr: 'T-shirts et polos', rw: 'Amapira na polo' },
  trousers: { fr: 'Pantalons et jeans', rw: 'Amapantalo na jinzi' },
  suits: { fr: 'Costumes', rw: 'Amakositimu' },
  'baby-clothing': { fr: 'Vêtements bébé', rw: "Imyenda y'impinja" },
  'kids-clothing': { fr: 'Vêtements enfant', rw: "Imyenda y'abana" },
  'diapering-care': { fr: 'Couches et soins', rw: "Impuzu n'isuku" },
  'strollers-carriers': { fr: 'Poussettes et porte-bébés', rw: "Amagare n'ingobyi by'abana" },
  furniture: { fr: 'Meubles', rw: 'Ibikoresho byo mu nzu' },
  'kitchen-dining': { fr: 'Cuisine et table', rw: "Igikoni n'ameza" },
  bedding: { fr: 'Literie', rw: "Iby'uburiri" },
  'home-decor': { fr: 'Décoration', rw: "Imitako y'inzu" },
  skincare: { fr: 'Soins de la peau', rw: 'Amavuta yo kwisiga' },
  makeup: { fr: 'Maquillage', rw: 'Ibirungo byo kwisiga' },
  'hair-care': { fr: 'Soins capillaires', rw: 'Kwita ku musatsi' },
  fragrances: { fr: 'Parfums', rw: 'Imibavu' },
  fitness: { fr: 'Fitness', rw: 'Imyitozo ngororamubiri' },
  football: { fr: 'Football', rw: "Umupira w'amaguru" },
  cycling: { fr: 'Vélo', rw: 'Amagare' },
  'camping-hiking': { fr: 'Camping et randonnée', rw: 'Gukambika no gutembera' },
  sneakers: { fr: 'Baskets', rw: 'Inkweto za siporo' },
  'formal-shoes': { fr: 'Chaussures habillées', rw: "Inkweto z'akazi" },
  sandals: { fr: 'Sandales et claquettes', rw: 'Sandali na kambambili' },
  boots: { fr: 'Bottes', rw: 'Bote' },
  necklaces: { fr: 'Colliers', rw: 'Iminigi' },
  earrings: { fr: 'Boucles d’oreilles', rw: 'Amaherena' },
  rings: { fr: 'Bagues', rw: 'Impeta' },
  watches: { fr: 'Montres', rw: 'Amasaha' },
  handbags: { fr: 'Sacs à main', rw: "Amasakoshi y'abagore" },
  backpacks: { fr: 'Sacs à dos', rw: 'Ibikapu byo ku mugongo' },
  wallets: { fr: 'Portefeuilles', rw: "Udukapu tw'amafaranga" },
  luggage: { fr: 'Bagages', rw: 'Amavalisi' },
  'belts-hats': { fr: 'Accessoires', rw: "Imikandara n'ingofero" },
  fiction: { fr: 'Romans', rw: "Ibitabo by'inkuru" },
  'non-fiction': { fr: 'Essais et documents', rw: "Ibitabo by'ubumenyi" },
  'childrens-books': { fr: 'Livres pour enfants', rw: "Ibitabo by'abana" },
  textbooks: { fr: 'Manuels scolaires', rw: "Ibitabo by'ishuri" },
  'educational-toys': { fr: 'Jouets éducatifs', rw: 'Ibikinisho byigisha' },
  'board-games': { fr: 'Jeux de société', rw: 'Imikino yo ku meza' },
  'dolls-figures': { fr: 'Poupées et figurines', rw: 'Ibipupe' },
  'outdoor-play': { fr: 'Jeux d’extérieur', rw: 'Imikino yo hanze' },
  'vitamins-supplements': { fr: 'Vitamines et compléments', rw: "Vitamine n'intungamubiri" },
  'personal-health': { fr: 'Santé personnelle', rw: "Ibikoresho by'ubuzima" },
  'yoga-meditation': { fr: 'Yoga et méditation', rw: 'Yoga no gutekereza' },
  'car-electronics': { fr: 'Électronique auto', rw: "Ikoranabuhanga ry'imodoka" },
  'car-care': { fr: 'Entretien auto', rw: 'Kwita ku modoka' },
  'tools-equipment': { fr: 'Outils et équipement', rw: 'Ibikoresho byo gukora' },
  tyres: { fr: 'Pneus', rw: 'Amapine' },
  'dog-supplies': { fr: 'Pour chiens', rw: "Iby'imbwa" },
  'cat-supplies': { fr: 'Pour chats', rw: "Iby'injangwe" },
  'pet-food': { fr: 'Nourriture pour animaux', rw: "Ibiryo by'amatungo" },
  'notebooks-paper': { fr: 'Cahiers et papier', rw: "Amakaye n'impapuro" },
  'writing-instruments': { fr: 'Stylos et écriture', rw: 'Amakaramu' },
  'office-furniture': { fr: 'Mobilier de bureau', rw: 'Ibikoresho byo mu biro' },
  'printers-ink': { fr: 'Imprimantes et encre', rw: 'Imashini zisohora inyandiko na wino' },
};

/** A subcategory's description, as the seed writes it in English ("Dresses in Women's Fashion."). */
export function subcategoryDescription(sub: FrRw, parent: FrRw): FrRw {
  return {
    fr: `${sub.fr}, dans la catégorie ${parent.fr}.`,
    rw: `${sub.rw} mu cyiciro cya ${parent.rw}.`,
  };
}

/** The colour and material words live in shared (one set for the catalogue and the product editor). */
export { COLOR_NAMES, MATERIAL_NAMES, SIZE_NAMES };

/**
 * Whole product names of the most visible demo products (English name as the seed writes it).
 * Brand and model names stay as they are; Kinyarwanda keeps the loanwords people use
 * (telefone, tabuleti, ekara, kamera).
 */
export const PRODUCT_NAMES: Readonly<Record<string, FrRw>> = {
  'GoPro Hero 11 360 Camera': { fr: 'Caméra 360 GoPro Hero 11', rw: 'Kamera ya 360 GoPro Hero 11' },
  'Classic School Bag': { fr: 'Sac d’école classique', rw: "Igikapu cy'ishuri gisanzwe" },
  'Woven Sunglasses': { fr: 'Lunettes de soleil tressées', rw: "Amadarubindi y'izuba aboshye" },
  'Classic Chess Set': { fr: 'Jeu d’échecs classique', rw: 'Umukino wa echecs usanzwe' },
  'Family Monopoly': { fr: 'Monopoly famille', rw: "Monopoly y'umuryango" },
  'Travel Scrabble': { fr: 'Scrabble de voyage', rw: 'Scrabble yo mu rugendo' },
  'Tailored Palazzo Pants': { fr: 'Pantalon palazzo ajusté', rw: 'Ipantalo ya palazzo idoze neza' },
  '4-Person Sleeping Bag': {
    fr: 'Sac de couchage 4 personnes',
    rw: "Isakoshi yo kuryamamo y'abantu 4",
  },
  'Premium Air Freshener': { fr: 'Désodorisant premium', rw: "Umubavu w'imodoka w'indobanure" },
  'Universal Dashboard Polish': {
    fr: 'Rénovateur universel pour tableau de bord',
    rw: "Umuti usukura ikibaho cy'imodoka",
  },
  'Front and Rear Dash Cam': {
    fr: 'Caméra embarquée avant et arrière',
    rw: "Kamera y'imodoka y'imbere n'inyuma",
  },
  'Illustrated Picture Book': { fr: 'Livre d’images illustré', rw: "Igitabo cy'amashusho" },
  'Illustrated First Words Book': {
    fr: 'Imagier illustré des premiers mots',
    rw: "Igitabo gishushanyije cy'amagambo ya mbere",
  },
  'Acer Aspire C24 Desktop Computer': {
    fr: 'Ordinateur de bureau Acer Aspire C24',
    rw: 'Mudasobwa yo ku meza Acer Aspire C24',
  },
  'HP ProDesk 400 All-in-One PC': {
    fr: 'PC tout-en-un HP ProDesk 400',
    rw: "Mudasobwa yo ku meza y'igice kimwe HP ProDesk 400",
  },
  'Nikon D3500 Camera': { fr: 'Appareil photo Nikon D3500', rw: 'Kamera ifotora Nikon D3500' },
  'Reflective Chew Toy': {
    fr: 'Jouet à mâcher réfléchissant',
    rw: "Igikinisho cy'imbwa cyo guhekenya kimurika",
  },
  'Giant Action Figure': { fr: 'Figurine d’action géante', rw: "Igipupe kinini cy'intwari" },
  'Statement Stud Earrings': { fr: 'Puces d’oreilles tendance', rw: 'Amaherena mato agaragara' },
  'Wooden Science Kit': { fr: 'Kit scientifique en bois', rw: "Agasanduku k'ubumenyi gakozwe mu giti" },
  'STEM Science Kit': { fr: 'Kit scientifique STEM', rw: "Agasanduku k'ubumenyi ka STEM" },
  'Things Fall Apart Poetry Collection': {
    fr: 'Recueil de poésie « Things Fall Apart »',
    rw: "Icyegeranyo cy'imivugo « Things Fall Apart »",
  },
  'Patent Heels': { fr: 'Escarpins vernis', rw: 'Inkweto ndende zirabagirana' },
  'Fresh Eau de Toilette': { fr: 'Eau de toilette fraîche', rw: 'Umubavu uhumura neza' },
  'Modern Sofa': { fr: 'Canapé moderne', rw: 'Sofa igezweho' },
  'Ionic Hair Dryer': { fr: 'Sèche-cheveux ionique', rw: 'Imashini yumisha umusatsi ya iyoni' },
  'Curl Defining Hair Dryer': {
    fr: 'Sèche-cheveux pour boucles définies',
    rw: "Imashini yumisha umusatsi w'ibijingo",
  },
  'Anker Soundcore Q30 Wireless Headphones': {
    fr: 'Casque sans fil Anker Soundcore Q30',
    rw: 'Ekuteri zidafite umugozi Anker Soundcore Q30',
  },
  'Classic Kids Shorts': { fr: 'Short classique pour enfant', rw: "Ikabutura y'abana isanzwe" },
  'Stainless Blender': { fr: 'Mixeur en inox', rw: "Blenderi y'icyuma kidafata ingese" },
  'Family Size Blender': { fr: 'Mixeur format familial', rw: "Blenderi nini y'umuryango" },
  'AOC 24" Monitor': { fr: 'Écran AOC 24 pouces', rw: 'Ekara AOC ya santimetero 61 (24")' },
  'Leadership Cookbook': {
    fr: 'Livre de cuisine « Leadership »',
    rw: 'Igitabo cyo guteka « Leadership »',
  },
  'Rwandan Recipes History of Rwanda': {
    fr: 'Recettes rwandaises : histoire du Rwanda',
    rw: "Ibiryo Nyarwanda: amateka y'u Rwanda",
  },
  'Rainbow Kite': { fr: 'Cerf-volant arc-en-ciel', rw: "Kayiti y'amabara y'umukororombya" },
  'Automatic First Aid Kit': {
    fr: 'Trousse de premiers secours',
    rw: "Agasanduku k'ubutabazi bw'ibanze",
  },
  'Fish Dry Dog Food': {
    fr: 'Croquettes pour chien au poisson',
    rw: "Ibiryo byumye by'imbwa birimo ifi",
  },
  'HP Wi-Fi Laser Printer': {
    fr: 'Imprimante laser Wi-Fi HP',
    rw: 'Imashini isohora inyandiko ya laser HP ikoresha Wi-Fi',
  },
  'Brother Wi-Fi Toner': { fr: 'Toner Brother pour imprimante Wi-Fi', rw: 'Tonere ya Brother ya Wi-Fi' },
  'Slim Fit Short-Sleeve Shirt': {
    fr: 'Chemise manches courtes coupe ajustée',
    rw: "Ishati y'amaboko magufi ifashe ku mubiri",
  },
  'Wi-Fi Smart Plug': { fr: 'Prise connectée Wi-Fi', rw: 'Priza igezweho ikoresha Wi-Fi' },
  '4-Way Smart Plug': { fr: 'Multiprise connectée 4 prises', rw: "Priza igezweho y'imyenge 4" },
  'itel S23 Smartphone 128GB': {
    fr: 'Smartphone itel S23 128 Go',
    rw: 'Telefone igezweho itel S23 128GB',
  },
  'Mini Android TV Box': { fr: 'Mini box TV Android', rw: 'Dekoderi nto ya Android TV' },
  'Portable Streaming Stick': {
    fr: 'Clé de streaming portable',
    rw: 'Agakoresho gato ko kureba filime kuri televiziyo',
  },
  'Foldable Car Seat': { fr: 'Siège auto pliable', rw: "Intebe y'umwana yo mu modoka ipfunyika" },
  'Slim Fit Tuxedo': { fr: 'Smoking coupe ajustée', rw: "Ikositimu y'ibirori ifashe ku mubiri" },
  'Apple iPad Air Tablet with Keyboard 128GB': {
    fr: 'Tablette Apple iPad Air avec clavier 128 Go',
    rw: 'Tabuleti Apple iPad Air ifite kilaviye 128GB',
  },
  'Xiaomi Pad 6 Tablet with Keyboard 32GB': {
    fr: 'Tablette Xiaomi Pad 6 avec clavier 32 Go',
    rw: 'Tabuleti Xiaomi Pad 6 ifite kilaviye 32GB',
  },
  'Steel Tool Box': { fr: 'Boîte à outils en acier', rw: "Agasanduku k'ibikoresho gakozwe mu cyuma" },
  'Classic Blouse': { fr: 'Chemisier classique', rw: 'Bulawuzi isanzwe' },
  'Ruffled Peplum Top': { fr: 'Haut péplum à volants', rw: 'Bulawuzi ya peplum ifite imikubo' },
  'Printed Peplum Top': { fr: 'Haut péplum imprimé', rw: 'Bulawuzi ya peplum ifite amashusho' },
  'Stretch Cargo Pants': { fr: 'Pantalon cargo extensible', rw: 'Ipantalo ya kargo yaguka' },
  'Relaxed Slim Jeans': { fr: 'Jean slim décontracté', rw: 'Jinzi ifashe ku mubiri yisanzuye' },
  'Forza Horizon 5 Xbox Game': { fr: 'Jeu Xbox Forza Horizon 5', rw: 'Umukino wa Xbox Forza Horizon 5' },
  'RFID Card Holder': { fr: 'Porte-cartes anti-RFID', rw: "Agakapu k'amakarita karinda RFID" },
  'Tissot Classic Chronograph Watch': {
    fr: 'Montre chronographe Tissot Classic',
    rw: 'Isaha ya kolonogarafe Tissot Classic',
  },
  'Samsung Galaxy Fit 3 Sport Smartwatch': {
    fr: 'Montre connectée sport Samsung Galaxy Fit 3',
    rw: 'Isaha igezweho ya siporo Samsung Galaxy Fit 3',
  },
  'Fine Tip Pencil Set': { fr: 'Lot de crayons à pointe fine', rw: "Amakaramu y'igiti afite isonga nto" },
  'Travel Foam Roller': { fr: 'Rouleau de massage de voyage', rw: 'Umuzingo wa eponji wo mu rugendo' },
};

/**
 * Dresses are named `<style> <item>` ("Pleated Evening Gown"). Every item is an ikanzu (one
 * noun class), so its style can follow it in Kinyarwanda as it follows "robe" in French.
 */
const DRESS_ITEMS: Readonly<Record<string, FrRw>> = {
  'Wrap Dress': { fr: 'Robe portefeuille', rw: 'Ikanzu yizingira' },
  'Maxi Dress': { fr: 'Robe longue', rw: 'Ikanzu ndende' },
  'Midi Dress': { fr: 'Robe mi-longue', rw: 'Ikanzu iringaniye' },
  'Shift Dress': { fr: 'Robe droite', rw: 'Ikanzu igororotse' },
  'Evening Gown': { fr: 'Robe de soirée', rw: "Ikanzu y'ibirori" },
  'Shirt Dress': { fr: 'Robe chemise', rw: "Ikanzu y'ishati" },
};
const DRESS_STYLES: Readonly<Record<string, FrRw>> = {
  'Ankara Print': { fr: 'imprimé ankara', rw: 'ifite amabara ya ankara' },
  Floral: { fr: 'à fleurs', rw: 'ifite indabo' },
  Satin: { fr: 'en satin', rw: 'ya satini' },
  Linen: { fr: 'en lin', rw: 'ya lineni' },
  Pleated: { fr: 'plissée', rw: 'ifite imikubo' },
  'Off-Shoulder': { fr: 'épaules dénudées', rw: 'igaragaza intugu' },
  Kitenge: { fr: 'en kitenge', rw: "y'igitenge" },
};

/** A demo product's name in French and Kinyarwanda, or null when the demo has no translation. */
export function productNameTranslation(name: string): FrRw | null {
  const whole = PRODUCT_NAMES[name];
  if (whole) return whole;
  for (const [item, itemName] of Object.entries(DRESS_ITEMS)) {
    if (!name.endsWith(` ${item}`)) continue;
    const style = DRESS_STYLES[name.slice(0, -item.length - 1)];
    if (style) return { fr: `${itemName.fr} ${style.fr}`, rw: `${itemName.rw} ${style.rw}` };
  }
  return null;
}

/**
 * The product features the descriptions list. Kinyarwanda ones are phrased without a subject
 * (noun phrases, infinitives) so they fit a product of any noun class.
 */
const FIRST_FEATURES: Readonly<Record<string, FrRw>> = {
  '1-year local warranty': { fr: 'Garantie locale d’un an', rw: "Garanti y'umwaka umwe hano mu Rwanda" },
  '2-6 players': { fr: 'De 2 à 6 joueurs', rw: 'Abakinnyi kuva kuri 2 kugeza kuri 6' },
  '4K video': { fr: 'Vidéo 4K', rw: 'Amashusho ya videwo ya 4K' },
  'A classic of African literature': {
    fr: 'Un classique de la littérature africaine',
    rw: "Kimwe mu bitabo by'ingenzi by'ubuvanganzo nyafurika",
  },
  'A favourite gift': { fr: 'Un cadeau qui fait toujours plaisir', rw: 'Impano ikundwa na benshi' },
  'A gift for curious minds': { fr: 'Un cadeau pour les esprits curieux', rw: 'Impano ku bakunda kumenya' },
  'Accurate readings': { fr: 'Mesures précises', rw: 'Ibipimo nyabyo' },
  'Age-appropriate sizes': { fr: 'Tailles adaptées à chaque âge', rw: 'Ingano zijyanye na buri kigero' },
  'Ages 3 and up': { fr: 'Dès 3 ans', rw: 'Ku bana bafite imyaka 3 kuzamura' },
  'Apps for films and football': {
    fr: 'Applications pour les films et le football',
    rw: "Porogaramu za filime n'umupira w'amaguru",
  },
  'Assembly in Kigali included': { fr: 'Montage à Kigali inclus', rw: 'Kubiteranya i Kigali ni ubuntu' },
  'Belt loops': { fr: 'Passants de ceinture', rw: 'Udukanda two gucishamo umukandara' },
  'Bright illustrations': { fr: 'Illustrations colorées', rw: 'Amashusho afite amabara meza' },
  'Bright screen for reading and video': {
    fr: 'Écran lumineux pour lire et regarder des vidéos',
    rw: 'Ekara ibonesha neza yo gusoma no kureba videwo',
  },
  'Built for daily use': { fr: 'Conçu pour un usage quotidien', rw: 'Byakorewe gukoreshwa buri munsi' },
  'Built-in microphone for calls': {
    fr: 'Micro intégré pour les appels',
    rw: 'Mikoro yubatswemo yo guhamagara',
  },
  'Carry case included': { fr: 'Étui de transport inclus', rw: 'Hazanwa agakapu ko kubitwaramo' },
  'Comfortable straps': { fr: 'Bretelles confortables', rw: 'Imishumi yoroshye ku bitugu' },
  'Comfortable stretch': { fr: 'Tissu extensible confortable', rw: 'Igitambaro cyaguka kandi cyoroshye' },
  'Cool-touch handles': { fr: 'Poignées qui restent froides', rw: 'Imikoba idashyuha' },
  'Crisp collar': { fr: 'Col bien net', rw: 'Ikora rihagaze neza' },
  'Cushioned insole': { fr: 'Semelle intérieure rembourrée', rw: 'Imbere horoshye ku kirenge' },
  'Cushions knees and back': {
    fr: 'Protège les genoux et le dos',
    rw: "Kurinda amavi n'umugongo",
  },
  'Deep pockets': { fr: 'Poches profondes', rw: 'Imifuka minini' },
  'Dishwasher safe': { fr: 'Passe au lave-vaisselle', rw: 'Byozwa mu mashini yoza amasahani' },
  'Dual SIM, works on MTN and Airtel Rwanda': {
    fr: 'Double SIM, fonctionne avec MTN et Airtel Rwanda',
    rw: 'Sime ebyiri, ikorana na MTN na Airtel Rwanda',
  },
  'Easy rules': { fr: 'Règles simples', rw: 'Amategeko yoroshye' },
  'Easy set-up': { fr: 'Installation facile', rw: 'Gushyiraho byoroshye' },
  'Easy to assemble': { fr: 'Facile à monter', rw: 'Guteranya byoroshye' },
  'Easy to clean': { fr: 'Facile à nettoyer', rw: 'Gusukura byoroshye' },
  'Easy to iron': { fr: 'Facile à repasser', rw: 'Gutera ipasi byoroshye' },
  'Easy to use': { fr: 'Facile à utiliser', rw: 'Gukoresha byoroshye' },
  'Easy-iron cotton': { fr: 'Coton facile à repasser', rw: 'Ipamba yoroshye gutera ipasi' },
  'Elegant bottle': { fr: 'Flacon élégant', rw: 'Icupa ryiza' },
  'Energy use reports': {
    fr: 'Suivi de la consommation d’énergie',
    rw: "Raporo z'umuriro w'amashanyarazi wakoreshejwe",
  },
  'Energy-saving design': { fr: 'Conception économe en énergie', rw: 'Gukoresha umuriro muke' },
  'English edition': { fr: 'Édition en anglais', rw: 'Cyanditswe mu Cyongereza' },
  'Expandable storage': { fr: 'Stockage extensible', rw: 'Ububiko bushobora kongerwa' },
  'Fits most cars and motos': {
    fr: 'Convient à la plupart des voitures et motos',
    rw: "Bijyana n'imodoka na moto nyinshi",
  },
  'Fits small apartments': {
    fr: 'Idéal pour les petits appartements',
    rw: 'Bikwirwa no mu nzu nto',
  },
  'Five-point harness': { fr: 'Harnais 5 points', rw: 'Imishumi irinda umwana ahantu 5' },
  'Flattering cut for every day or events': {
    fr: 'Coupe flatteuse pour tous les jours ou les grandes occasions',
    rw: 'Idoze neza, yo kwambara buri munsi cyangwa mu birori',
  },
  'For ages 3-8': { fr: 'Pour les 3 à 8 ans', rw: 'Ku bana bafite imyaka 3 kugeza ku 8' },
  'For office and weekend': {
    fr: 'Pour le bureau comme pour le week-end',
    rw: "Kwambara ku kazi no mu mpera z'icyumweru",
  },
  'Free hemming in Kigali': {
    fr: 'Ourlet gratuit à Kigali',
    rw: 'Kugabanya uburebure ku buntu i Kigali',
  },
  'Full HD or 4K resolution': { fr: 'Définition Full HD ou 4K', rw: 'Amashusho ya Full HD cyangwa 4K' },
  'Fun for the whole family': { fr: 'Du plaisir pour toute la famille', rw: 'Ibyishimo ku muryango wose' },
  'Genuine leather': { fr: 'Cuir véritable', rw: 'Uruhu nyarwo' },
  'Genuine product': { fr: 'Produit authentique', rw: "Igicuruzwa cy'umwimerere" },
  'Gift box included': { fr: 'Boîte cadeau incluse', rw: "Hazanwa agasanduku k'impano" },
  'Goes with everything': { fr: 'Se porte avec tout', rw: 'Bijyana na byose' },
  'HDMI and DisplayPort': { fr: 'HDMI et DisplayPort', rw: 'HDMI na DisplayPort' },
  'Healthy teeth and coat': { fr: 'Dents saines et beau pelage', rw: "Amenyo mazima n'ubwoya bwiza" },
  'Heart-rate and sleep tracking': {
    fr: 'Suivi du rythme cardiaque et du sommeil',
    rw: 'Gupima umutima no gukurikirana ibitotsi',
  },
  'Heats evenly': { fr: 'Chauffe de manière homogène', rw: 'Gushyushya kimwe hose' },
  'Hidden back pocket': { fr: 'Poche arrière cachée', rw: 'Umufuka uhishe inyuma' },
  'Hidden side zip': { fr: 'Fermeture éclair invisible sur le côté', rw: 'Zipe ihishe ku ruhande' },
  'Holds a crease': { fr: 'Garde bien le pli', rw: "Kugumana umurongo w'ipasi" },
  'Holds its colour wash after wash': {
    fr: 'Garde sa couleur lavage après lavage',
    rw: "Ibara ntirihunguka n'iyo bimeswe kenshi",
  },
  'Huggable and soft': { fr: 'Doux et câlin', rw: 'Cyoroshye kandi cyiza guhobera' },
  'Jacket and trousers together': {
    fr: 'Veste et pantalon ensemble',
    rw: "Ikoti n'ipantalo biri kumwe",
  },
  'Keyboard and mouse included': {
    fr: 'Clavier et souris inclus',
    rw: "Hazanwa kilaviye n'imbeba",
  },
  'Kinyarwanda and English': { fr: 'En kinyarwanda et en anglais', rw: 'Mu Kinyarwanda no mu Cyongereza' },
  'Kit lens included': { fr: 'Objectif de base inclus', rw: 'Hazanwa lentiye isanzwe' },
  'Large HD+ display': { fr: 'Grand écran HD+', rw: 'Ekara nini ya HD+' },
  'Large clear display': { fr: 'Grand écran bien lisible', rw: 'Ekara nini isomeka neza' },
  'Lasts through the day': { fr: 'Tient toute la journée', rw: 'Kumara umunsi wose' },
  'Learning through play': { fr: 'Apprendre en jouant', rw: 'Kwiga binyuze mu mikino' },
  'Less breakage': { fr: 'Moins de casse', rw: 'Kudacika vuba' },
  'Light on the ear': { fr: 'Léger à l’oreille', rw: 'Byoroheje ku gutwi' },
  'Light to carry': { fr: 'Léger à porter', rw: 'Byoroshye gutwara' },
  'Local examples': { fr: 'Exemples tirés du Rwanda', rw: 'Ingero zo mu Rwanda' },
  'Long battery life': { fr: 'Longue autonomie', rw: 'Batiri imara igihe kirekire' },
  'Long lasting': { fr: 'Longue durée', rw: 'Kuramba igihe kirekire' },
  'Low cost per page': { fr: 'Faible coût par page', rw: 'Igiciro gito kuri buri rupapuro' },
  'Machine washable at 30°C': {
    fr: 'Lavable en machine à 30 °C',
    rw: 'Kumeshwa mu mashini kuri 30°C',
  },
  'Made for active dogs': { fr: 'Pensé pour les chiens actifs', rw: 'Byagenewe imbwa zikina cyane' },
  'Made for natural hair': {
    fr: 'Pensé pour les cheveux naturels',
    rw: "Byagenewe umusatsi w'umwimerere",
  },
  'Made for play': { fr: 'Fait pour jouer', rw: 'Byagenewe gukina' },
  'Made to last': { fr: 'Fait pour durer', rw: 'Byakorewe kuramba' },
  'Made to last years': { fr: 'Fait pour durer des années', rw: 'Byakorewe kumara imyaka myinshi' },
  'Memory for past readings': {
    fr: 'Mémoire des mesures précédentes',
    rw: 'Kubika ibipimo byabanje',
  },
  'Mounts included': { fr: 'Supports de fixation inclus', rw: 'Hazanwa ibyo kubimanika' },
  'Multiplayer fun': { fr: 'Parties à plusieurs', rw: 'Gukina muri benshi' },
  'Nickel free': { fr: 'Sans nickel', rw: 'Nta nikeli irimo' },
  'Notifications from your phone': {
    fr: 'Notifications de votre téléphone',
    rw: 'Kubona ubutumwa bwa telefone yawe',
  },
  'One size fits most': { fr: 'Taille unique adaptée à la plupart', rw: 'Ingano imwe ikwira benshi' },
  'One-hand fold': { fr: 'Se plie d’une main', rw: 'Gupfunyika ukoresheje ukuboko kumwe' },
  'Original disc or cartridge': {
    fr: 'Disque ou cartouche d’origine',
    rw: "Disiki cyangwa karitiriji by'umwimerere",
  },
  'Packs small': { fr: 'Peu encombrant une fois rangé', rw: 'Gupakirwa ahantu hato' },
  'Padded 15.6" laptop sleeve': {
    fr: 'Compartiment rembourré pour ordinateur 15,6"',
    rw: 'Umwanya urinzwe wa mudasobwa ya 15.6"',
  },
  'Pairs with jeans or skirts': {
    fr: 'Se porte avec un jean ou une jupe',
    rw: 'Kwambarana na jinzi cyangwa ijipo',
  },
  'Paperback edition': { fr: 'Édition brochée', rw: 'Igifubiko cyoroshye' },
  'Parental controls included': {
    fr: 'Contrôle parental inclus',
    rw: 'Ababyeyi bashobora kugenzura ibyo abana bareba',
  },
  'Perfect for weddings and interviews': {
    fr: 'Parfait pour les mariages et les entretiens',
    rw: "Byiza mu bukwe no mu kiganiro cy'akazi",
  },
  'Pleasant scent': { fr: 'Parfum agréable', rw: 'Impumuro nziza' },
  'Plenty of USB ports': { fr: 'De nombreux ports USB', rw: 'Imyenge myinshi ya USB' },
  'Polishes beautifully': { fr: 'Fait briller en beauté', rw: 'Gusiga bikarabagirana' },
  'Practical and easy to read': {
    fr: 'Pratique et facile à lire',
    rw: 'Ingirakamaro kandi byoroshye gusoma',
  },
  'Print from your phone': {
    fr: 'Imprimez depuis votre téléphone',
    rw: 'Gusohora inyandiko uhereye kuri telefone yawe',
  },
  'Print, scan and copy': {
    fr: 'Imprime, numérise et photocopie',
    rw: 'Gusohora, gusikana no gukoporora inyandiko',
  },
  'Protection against power surges': {
    fr: 'Protection contre les surtensions',
    rw: 'Kurinda umuriro mwinshi utunguranye',
  },
  'Quick-drying ink': { fr: 'Encre à séchage rapide', rw: 'Wino yumuka vuba' },
  'Quiet cooling': { fr: 'Refroidissement silencieux', rw: 'Gukonjesha bidasakuza' },
  'Quiet operation': { fr: 'Fonctionnement silencieux', rw: 'Gukora bidasakuza' },
  'Ready for Nyungwe and Volcanoes trails': {
    fr: 'Prêt pour les sentiers de Nyungwe et des Volcans',
    rw: "Byiteguye inzira za Nyungwe n'iz'Ibirunga",
  },
  'Real pockets': { fr: 'De vraies poches', rw: 'Imifuka nyayo' },
  'Region free': { fr: 'Sans zone régionale', rw: 'Bikora mu karere kose' },
  'Relaxed fit': { fr: 'Coupe ample', rw: 'Idoze yisanzuye' },
  'Resealable bag': { fr: 'Sachet refermable', rw: 'Isashe yongera gufungwa' },
  'Room to grow': { fr: 'De la place pour grandir', rw: 'Umwanya wo gukura' },
  'Safe non-toxic paint': { fr: 'Peinture non toxique', rw: 'Irangi ritagira uburozi' },
  'Safe on paint': { fr: 'Sans danger pour la peinture', rw: 'Ntibyangiza irangi' },
  'Salon results at home': {
    fr: 'Un résultat de salon à la maison',
    rw: "Umusatsi nk'uwo mu salon, uri mu rugo",
  },
  'Scratch-resistant glass': { fr: 'Verre anti-rayures', rw: 'Ikirahure kidakobokwa' },
  'Screen-free evenings': { fr: 'Des soirées sans écran', rw: 'Nimugoroba hatarimo ekara' },
  'Showroom shine': { fr: 'Brillance comme neuve', rw: "Kurabagirana nk'ibishya" },
  'Simple installation': { fr: 'Installation simple', rw: 'Gushyiraho byoroshye' },
  'Slim bezels': { fr: 'Bords fins', rw: 'Impande zoroheje' },
  'Slim in a pocket': { fr: 'Fin dans la poche', rw: 'Bikwirwa mu mufuka' },
  'Soft cushioned ear cups': {
    fr: 'Coussinets d’oreille moelleux',
    rw: 'Ibitwikira amatwi byoroshye',
  },
  'Soft feel on the skin': { fr: 'Doux sur la peau', rw: 'Byoroshye ku ruhu' },
  'Stabilised video': { fr: 'Vidéo stabilisée', rw: 'Videwo idanyeganyega' },
  'Stands up to rain': { fr: 'Résiste à la pluie', rw: 'Kwihanganira imvura' },
  'Strong and safe': { fr: 'Solide et sûr', rw: 'Bikomeye kandi byizewe' },
  'Strong stitching': { fr: 'Coutures solides', rw: 'Kudodwa gukomeye' },
  'Sturdy build': { fr: 'Fabrication robuste', rw: 'Bikozwe mu buryo bukomeye' },
  'Sturdy pages': { fr: 'Pages épaisses', rw: 'Impapuro zikomeye' },
  'Sun canopy': { fr: 'Pare-soleil', rw: 'Igitwikira kirinda izuba' },
  'Switch appliances on and off remotely': {
    fr: 'Allumez et éteignez vos appareils à distance',
    rw: 'Gucana no kuzimya ibikoresho uri kure',
  },
  'The finishing touch': { fr: 'La touche finale', rw: 'Umutako wuzuza imyambarire' },
  'Turns any TV into a smart TV': {
    fr: 'Transforme n’importe quel téléviseur en TV connectée',
    rw: 'Guhindura televiziyo iyo ari yo yose igezweho',
  },
  'Two-year warranty': { fr: 'Garantie de deux ans', rw: "Garanti y'imyaka ibiri" },
  'Up to 40 hours of play': { fr: 'Jusqu’à 40 heures d’écoute', rw: 'Kumva umuziki amasaha agera kuri 40' },
  'Up to 7 days of battery': {
    fr: 'Jusqu’à 7 jours d’autonomie',
    rw: 'Batiri imara iminsi igera kuri 7',
  },
  'Value pack': { fr: 'Lot économique', rw: 'Ipaki ihendutse' },
  'Vet recommended': { fr: 'Recommandé par les vétérinaires', rw: "Byemejwe n'abaganga b'amatungo" },
  Washable: { fr: 'Lavable', rw: 'Bishobora kumeswa' },
  'Wi-Fi transfer to your phone': {
    fr: 'Transfert Wi-Fi vers votre téléphone',
    rw: 'Kohereza amafoto kuri telefone ukoresheje Wi-Fi',
  },
  'Works on 12V': { fr: 'Fonctionne en 12 V', rw: 'Bikoresha umuriro wa 12V' },
  'Works on gas and electric': {
    fr: 'Fonctionne au gaz et à l’électricité',
    rw: "Bikoresha gaze n'amashanyarazi",
  },
  'Works on home Wi-Fi': { fr: 'Fonctionne sur le Wi-Fi de la maison', rw: 'Bikorana na Wi-Fi yo mu rugo' },
  'Writes smoothly': { fr: 'Écriture fluide', rw: 'Kwandika neza bitagoranye' },
  'Breathable fabric for warm days': {
    fr: 'Tissu respirant pour les jours chauds',
    rw: "Igitambaro gihumeka, cyiza mu minsi y'ubushyuhe",
  },
  'Voice control': { fr: 'Commande vocale', rw: 'Kugenzura ukoresheje ijwi' },
  'Voice remote': { fr: 'Télécommande vocale', rw: 'Rimoti ikoresha ijwi' },
  'Fast charging battery for a full day': {
    fr: 'Batterie à charge rapide qui tient toute la journée',
    rw: 'Batiri yihuta gusharija kandi imara umunsi wose',
  },
  'Water resistant': { fr: 'Résiste à l’eau', rw: 'Kwihanganira amazi' },
  'Full HD anti-glare display': {
    fr: 'Écran Full HD antireflet',
    rw: 'Ekara ya Full HD itagarura urumuri',
  },
  'Fast SSD storage': { fr: 'Stockage SSD rapide', rw: 'Ububiko bwa SSD bwihuta' },
  'Backlit keyboard': { fr: 'Clavier rétroéclairé', rw: 'Kilaviye ifite urumuri' },
  'Windows 11 or macOS ready to use': {
    fr: 'Windows 11 ou macOS prêt à l’emploi',
    rw: 'Windows 11 cyangwa macOS byiteguye gukoreshwa',
  },
  'Bluetooth 5.3': { fr: 'Bluetooth 5.3', rw: 'Bluetooth 5.3' },
  'Charging case included': { fr: 'Boîtier de charge inclus', rw: 'Hazanwa agasanduku ko gusharija' },
  'Sweat resistant': { fr: 'Résiste à la transpiration', rw: 'Kwihanganira ibyuya' },
  'Touch controls': { fr: 'Commandes tactiles', rw: 'Kugenzura ukoraho' },
  'Clear calls in noisy streets': {
    fr: 'Appels clairs même dans les rues bruyantes',
    rw: 'Guhamagara wumvikana neza no mu muhanda urimo urusaku',
  },
  'Deep bass': { fr: 'Basses profondes', rw: 'Amajwi aremereye yumvikana neza' },
  'Pair two speakers for stereo': {
    fr: 'Deux enceintes associées en stéréo',
    rw: 'Guhuza indangururamajwi ebyiri ukumva stereo',
  },
  'Rain and splash proof': {
    fr: 'Résiste à la pluie et aux éclaboussures',
    rw: "Kwihanganira imvura n'amazi amisutseho",
  },
  'Up to 20 hours of music': {
    fr: 'Jusqu’à 20 heures de musique',
    rw: 'Kumva umuziki amasaha agera kuri 20',
  },
  'Cushioned sole': { fr: 'Semelle amortissante', rw: 'Isoli yoroshye' },
  'Breathable upper': { fr: 'Dessus respirant', rw: 'Hejuru hahumeka' },
  'Good grip on wet roads': {
    fr: 'Bonne adhérence sur route mouillée',
    rw: 'Gufata neza no mu muhanda utose',
  },
  'Light on the foot': { fr: 'Légèreté au pied', rw: 'Byoroheje ku kirenge' },
  'Made for long days': { fr: 'Pour les longues journées', rw: "Byakorewe iminsi miremire y'akazi" },
  'Comfortable from day one': {
    fr: 'Confort dès le premier jour',
    rw: 'Byoroshye kwambara kuva ku munsi wa mbere',
  },
  'Strong straps': { fr: 'Brides solides', rw: 'Imishumi ikomeye' },
  'Light for travel': { fr: 'Légèreté idéale en voyage', rw: 'Byoroheje mu rugendo' },
  'Handmade options': { fr: 'Modèles faits main disponibles', rw: "Hari ibyakozwe n'intoki" },
  'Keeps feet dry in the rainy season': {
    fr: 'Garde les pieds au sec à la saison des pluies',
    rw: "Birinda ibirenge gutoha mu gihe cy'imvura",
  },
  'Tough sole': { fr: 'Semelle résistante', rw: 'Isoli ikomeye' },
  'Easy on and off': { fr: 'S’enfile et se retire facilement', rw: 'Byoroshye kwambara no gukuramo' },
  'Spare button included': { fr: 'Bouton de rechange inclus', rw: "Hazanwa igipesu cy'inyongera" },
  'Soft combed cotton': { fr: 'Coton peigné tout doux', rw: 'Ipamba yoroshye cyane' },
  'Keeps its shape': { fr: 'Garde sa forme', rw: 'Imiterere idahinduka' },
  'Ribbed collar': { fr: 'Col côtelé', rw: "Ikora ry'imirongo" },
  'Everyday comfort': { fr: 'Confort au quotidien', rw: 'Kworoherwa buri munsi' },
  'Fully lined jacket': { fr: 'Veste entièrement doublée', rw: "Ikoti rifite umwenda w'imbere wose" },
  'Netflix and YouTube built in': { fr: 'Netflix et YouTube intégrés', rw: 'Netflix na YouTube biriho' },
  'Free-to-air decoder': { fr: 'Décodeur TNT gratuit intégré', rw: "Dekoderi y'ubuntu yubatswemo" },
  'HDMI and USB ports': { fr: 'Ports HDMI et USB', rw: 'Imyenge ya HDMI na USB' },
  'Wall mount ready': { fr: 'Fixation murale possible', rw: 'Kumanikwa ku rukuta birashoboka' },
  'Survives the rainy season': {
    fr: 'Résiste à la saison des pluies',
    rw: "Kwihanganira igihe cy'imvura",
  },
  'Room for a laptop or tablet': {
    fr: 'De la place pour un ordinateur ou une tablette',
    rw: 'Umwanya wa mudasobwa cyangwa tabuleti',
  },
  'Inside zip pocket': { fr: 'Poche intérieure zippée', rw: "Umufuka w'imbere ufungwa na zipe" },
  'Strong handles': { fr: 'Anses solides', rw: 'Imikoba ikomeye' },
  'Handmade details': { fr: 'Finitions faites main', rw: "Imitako yakozwe n'intoki" },
  Hypoallergenic: { fr: 'Hypoallergénique', rw: "Ntibitera uburwayi bw'uruhu" },
  'Adjustable length': { fr: 'Longueur réglable', rw: 'Uburebure bushobora guhindurwa' },
  'Made to shine every day': { fr: 'Fait pour briller chaque jour', rw: 'Byakorewe kurabagirana buri munsi' },
  'Warm for cool Kigali evenings': {
    fr: 'Chaud pour les soirées fraîches de Kigali',
    rw: 'Gushyushya mu mugoroba ukonje wa Kigali',
  },
  'Inside pocket': { fr: 'Poche intérieure', rw: "Umufuka w'imbere" },
  Lined: { fr: 'Doublure intérieure', rw: "Umwenda w'imbere" },
  'Smart or casual': {
    fr: 'Pour un style chic ou décontracté',
    rw: 'Kwambara mu buryo bwiyubashye cyangwa busanzwe',
  },
  'Ages well': { fr: 'Se patine joliment avec le temps', rw: 'Bigumana ubwiza uko imyaka ishira' },
};

/** Every feature line the demo templates use, in French and Kinyarwanda. */
export const FEATURES: Readonly<Record<string, FrRw>> = { ...FIRST_FEATURES, ...MORE_FEATURES };

/**
 * Names assembled from their parts, per subcategory: devices are named `<brand> <model> <item>
 * <capacity>` and keep brand and model ("Smartphone itel S23 128 Go", "Telefone igezweho itel
 * S23 128GB"); clothes and shoes are `<style> <item>`, the style written to agree with the
 * subcategory's items, which share one Kinyarwanda noun class (ishati, ipantalo, ikositimu,
 * bulawuzi; umupira; inkweto, sandali, bote).
 */
const NAME_PARTS: Readonly<Record<string, NamePartWords>> = {
  smartphones: {
    items: {
      Smartphone: { fr: 'Smartphone', rw: 'Telefone igezweho' },
      '5G Smartphone': { fr: 'Smartphone 5G', rw: 'Telefone igezweho ya 5G' },
      'Android Phone': { fr: 'Téléphone Android', rw: 'Telefone ya Android' },
      'Feature Phone': { fr: 'Téléphone à touches', rw: "Telefone isanzwe y'utubuto" },
    },
  },
  tablets: {
    items: {
      Tablet: { fr: 'Tablette', rw: 'Tabuleti' },
      'Kids Tablet': { fr: 'Tablette pour enfant', rw: "Tabuleti y'abana" },
      'Tablet with Keyboard': { fr: 'Tablette avec clavier', rw: 'Tabuleti ifite kilaviye' },
    },
  },
  wearables: {
    items: {
      'Smart Watch': { fr: 'Montre connectée', rw: 'Isaha igezweho' },
      'Fitness Band': { fr: 'Bracelet connecté', rw: "Isaha ntoya y'imyitozo" },
      'Sport Smartwatch': { fr: 'Montre connectée sport', rw: 'Isaha igezweho ya siporo' },
    },
  },
  laptops: {
    items: {
      Laptop: { fr: 'Ordinateur portable', rw: 'Mudasobwa igendanwa' },
      Ultrabook: { fr: 'Ultrabook', rw: 'Mudasobwa igendanwa yoroheje' },
      'Business Laptop': { fr: 'Ordinateur portable professionnel', rw: "Mudasobwa igendanwa y'akazi" },
      'Gaming Laptop': { fr: 'Ordinateur portable gamer', rw: "Mudasobwa igendanwa y'imikino" },
      '2-in-1 Laptop': { fr: 'Ordinateur portable 2 en 1', rw: 'Mudasobwa igendanwa 2 muri 1' },
    },
  },
  headphones: {
    items: {
      'Wireless Headphones': { fr: 'Casque sans fil', rw: 'Ekuteri zidafite umugozi' },
      'Noise Cancelling Headphones': { fr: 'Casque à réduction de bruit', rw: 'Ekuteri zikumira urusaku' },
      'Studio Headphones': { fr: 'Casque de studio', rw: 'Ekuteri za sitidiyo' },
    },
  },
  earbuds: {
    items: {
      'True Wireless Earbuds': { fr: 'Écouteurs sans fil', rw: 'Ekuteri nto zidafite umugozi' },
      'Sport Earbuds': { fr: 'Écouteurs de sport', rw: 'Ekuteri nto za siporo' },
      'Earbuds with ANC': { fr: 'Écouteurs à réduction de bruit', rw: 'Ekuteri nto zikumira urusaku' },
    },
  },
  speakers: {
    items: {
      'Bluetooth Speaker': { fr: 'Enceinte Bluetooth', rw: 'Indangururamajwi ya Bluetooth' },
      'Party Speaker': { fr: 'Enceinte de soirée', rw: "Indangururamajwi y'ibirori" },
      'Waterproof Speaker': { fr: 'Enceinte étanche', rw: 'Indangururamajwi itinjirwamo amazi' },
    },
  },
  tops: {
    // Every top is a bulawuzi or a swetere (one noun class); French styles that never change.
    items: {
      Blouse: { fr: 'Chemisier', rw: 'Bulawuzi' },
      'Crop Top': { fr: 'Crop top', rw: 'Bulawuzi ngufi' },
      Tunic: { fr: 'Tunique', rw: 'Bulawuzi ndende' },
      'Peplum Top': { fr: 'Haut péplum', rw: 'Bulawuzi ya peplum' },
      'Knit Sweater': { fr: 'Pull en maille', rw: 'Swetere iboshye' },
    },
    styles: {
      Ruffled: { fr: 'à volants', rw: 'ifite imikubo' },
      Silk: { fr: 'en soie', rw: 'ya hariri' },
      Printed: { fr: 'à motifs', rw: 'ifite amashusho' },
      'Puff Sleeve': { fr: 'à manches bouffantes', rw: 'ifite amaboko apfunditse' },
      Classic: { fr: 'classique', rw: 'isanzwe' },
      Kitenge: { fr: 'en kitenge', rw: "y'igitenge" },
    },
  },
  shirts: {
    items: {
      'Dress Shirt': { fr: 'Chemise habillée', rw: "Ishati y'akazi" },
      'Kitenge Shirt': { fr: 'Chemise en kitenge', rw: "Ishati y'igitenge" },
      'Oxford Shirt': { fr: 'Chemise Oxford', rw: 'Ishati ya Oxford' },
      'Linen Shirt': { fr: 'Chemise en lin', rw: 'Ishati ya lineni' },
      'Short-Sleeve Shirt': { fr: 'Chemise manches courtes', rw: "Ishati y'amaboko magufi" },
    },
    styles: {
      'Slim Fit': { fr: 'coupe ajustée', rw: 'ifashe ku mubiri' },
      'Regular Fit': { fr: 'coupe droite', rw: 'idoze mu buryo busanzwe' },
      Printed: { fr: 'imprimée', rw: 'ifite amashusho' },
      Classic: { fr: 'classique', rw: 'isanzwe' },
      'Button-Down': { fr: 'à col boutonné', rw: "ifite ikora rifungwa n'ibipesu" },
    },
  },
  't-shirts-polos': {
    // Umupira (class 3): its styles agree with "u-" / "w-".
    items: {
      'T-Shirt': { fr: 'T-shirt', rw: 'Umupira' },
      'Polo Shirt': { fr: 'Polo', rw: 'Umupira wa polo' },
      Hoodie: { fr: 'Sweat à capuche', rw: "Umupira w'ingofero" },
      'Graphic Tee': { fr: 'T-shirt graphique', rw: 'Umupira ushushanyijeho' },
    },
    styles: {
      Essential: { fr: 'essentiel', rw: "w'ibanze" },
      Premium: { fr: 'premium', rw: "w'indobanure" },
      Oversized: { fr: 'oversize', rw: 'munini' },
      Kigali: { fr: 'Kigali', rw: 'wa Kigali' },
      Athletic: { fr: 'de sport', rw: 'wa siporo' },
    },
  },
  trousers: {
    items: {
      Chinos: { fr: 'Chino', rw: 'Ipantalo ya kino' },
      'Slim Jeans': { fr: 'Jean slim', rw: 'Jinzi ifashe ku mubiri' },
      'Cargo Pants': { fr: 'Pantalon cargo', rw: 'Ipantalo ya kargo' },
      'Dress Trousers': { fr: 'Pantalon habillé', rw: "Ipantalo y'akazi" },
      Joggers: { fr: 'Jogging', rw: 'Ipantalo ya siporo' },
    },
    styles: {
      Stretch: { fr: 'extensible', rw: 'yaguka' },
      Classic: { fr: 'classique', rw: 'isanzwe' },
      Tapered: { fr: 'fuselé', rw: 'ifunganye hasi' },
      Relaxed: { fr: 'décontracté', rw: 'yisanzuye' },
    },
  },
  suits: {
    items: {
      'Two-Piece Suit': { fr: 'Costume deux pièces', rw: "Ikositimu y'ibice bibiri" },
      'Three-Piece Suit': { fr: 'Costume trois pièces', rw: "Ikositimu y'ibice bitatu" },
      'Wedding Suit': { fr: 'Costume de mariage', rw: "Ikositimu y'ubukwe" },
      Tuxedo: { fr: 'Smoking', rw: "Ikositimu y'ibirori" },
    },
    styles: {
      'Slim Fit': { fr: 'coupe ajustée', rw: 'ifashe ku mubiri' },
      'Classic Fit': { fr: 'coupe classique', rw: 'idoze mu buryo busanzwe' },
      Tailored: { fr: 'sur mesure', rw: 'idoze ku gipimo' },
      Modern: { fr: 'moderne', rw: 'igezweho' },
    },
  },
  'womens-outerwear': {
    // Every item is an ikoti (class 5): styles agree with "ri-" / "ry-".
    items: {
      'Denim Jacket': { fr: 'Veste en jean', rw: 'Ikoti rya jinzi' },
      Blazer: { fr: 'Blazer', rw: 'Ikoti rya blazer' },
      'Trench Coat': { fr: 'Trench', rw: "Ikoti ry'imvura" },
      Cardigan: { fr: 'Cardigan', rw: "Ikoti ry'ubwoya rifunguye" },
    },
    styles: {
      Cropped: { fr: 'coupe courte', rw: 'rigufi' },
      Oversized: { fr: 'oversize', rw: 'rinini' },
      Classic: { fr: 'classique', rw: 'risanzwe' },
      Belted: { fr: 'à ceinture', rw: 'rifite umukandara' },
    },
  },
  necklaces: {
    // Urunigi (class 11): styles agree with "ru-" / "rw-".
    items: {
      'Pendant Necklace': { fr: 'Collier à pendentif', rw: 'Urunigi rufite umutako' },
      'Beaded Necklace': { fr: 'Collier de perles', rw: "Urunigi rw'amasaro" },
      'Chain Necklace': { fr: 'Collier chaîne', rw: "Urunigi rw'umunyururu" },
      Choker: { fr: 'Ras-de-cou', rw: 'Urunigi rugufi' },
    },
    styles: {
      'Gold-Plated': { fr: 'plaqué or', rw: 'rusizeho zahabu' },
      'Sterling Silver': { fr: 'en argent massif', rw: "rw'ifeza nyayo" },
      Handmade: { fr: 'de fabrication artisanale', rw: "rwakozwe n'intoki" },
      'Map of Africa': { fr: 'à motif carte de l’Afrique', rw: 'rufite ikarita ya Afurika' },
    },
  },
  televisions: {
    items: {
      'Smart TV': { fr: 'Téléviseur connecté', rw: 'Televiziyo igezweho' },
      'LED TV': { fr: 'Téléviseur LED', rw: 'Televiziyo ya LED' },
      '4K UHD TV': { fr: 'Téléviseur 4K UHD', rw: 'Televiziyo ya 4K UHD' },
    },
  },
  watches: {
    items: {
      'Analogue Watch': { fr: 'Montre analogique', rw: 'Isaha ifite inshinge' },
      'Chronograph Watch': { fr: 'Montre chronographe', rw: 'Isaha ya kolonogarafe' },
      'Dress Watch': { fr: 'Montre habillée', rw: "Isaha y'ibirori" },
      'Digital Watch': { fr: 'Montre numérique', rw: 'Isaha ya dijitali' },
    },
    styles: {
      'Leather Strap': { fr: 'à bracelet en cuir', rw: "ifite umukandara w'uruhu" },
      'Steel Bracelet': { fr: 'à bracelet en acier', rw: "ifite umukandara w'icyuma" },
      Classic: { fr: 'classique', rw: 'isanzwe' },
      Sport: { fr: 'sport', rw: 'ya siporo' },
    },
  },
  earrings: {
    // Amaherena (class 6): styles agree with "a-".
    items: {
      'Hoop Earrings': { fr: 'Créoles', rw: "Amaherena y'uruziga" },
      'Stud Earrings': { fr: 'Puces d’oreilles', rw: 'Amaherena mato' },
      'Drop Earrings': { fr: 'Pendants d’oreilles', rw: 'Amaherena amanitse' },
      'Beaded Earrings': { fr: 'Boucles d’oreilles perlées', rw: "Amaherena y'amasaro" },
    },
    styles: {
      'Gold-Plated': { fr: 'plaqué or', rw: 'asizeho zahabu' },
      'Sterling Silver': { fr: 'en argent massif', rw: "y'ifeza nyayo" },
      Statement: { fr: 'tendance', rw: 'agaragara' },
      Minimal: { fr: 'minimalistes', rw: 'yoroheje' },
    },
  },
  handbags: {
    items: {
      'Tote Bag': { fr: 'Sac cabas', rw: 'Isakoshi nini' },
      'Crossbody Bag': { fr: 'Sac bandoulière', rw: 'Isakoshi yambukiranya igituza' },
      Clutch: { fr: 'Pochette', rw: 'Isakoshi yo mu ntoki' },
      'Shoulder Bag': { fr: 'Sac porté épaule', rw: 'Isakoshi yo ku rutugu' },
    },
    styles: {
      Leather: { fr: 'en cuir', rw: "y'uruhu" },
      Kitenge: { fr: 'en kitenge', rw: "y'igitenge" },
      Woven: { fr: 'en fibres tressées', rw: 'iboshye' },
      Structured: { fr: 'rigide', rw: 'ikomeye' },
      Mini: { fr: 'mini', rw: 'ntoya' },
    },
  },
  backpacks: {
    // Igikapu (class 7): styles agree with "gi-" / "ki-".
    items: {
      'Laptop Backpack': { fr: 'Sac à dos pour ordinateur', rw: 'Igikapu cya mudasobwa cyo ku mugongo' },
      'School Bag': { fr: 'Sac d’école', rw: "Igikapu cy'ishuri" },
      'Travel Backpack': { fr: 'Sac à dos de voyage', rw: "Igikapu cyo ku mugongo cy'urugendo" },
      'Anti-Theft Backpack': { fr: 'Sac à dos antivol', rw: 'Igikapu cyo ku mugongo kirinda abajura' },
    },
    styles: {
      'Water-Resistant': { fr: 'déperlant', rw: 'kitinjirwamo amazi' },
      'USB Charging': { fr: 'avec port de charge USB', rw: 'gifite aho gusharija USB' },
      Classic: { fr: 'classique', rw: 'gisanzwe' },
      'Roll-Top': { fr: 'à rabat enroulable', rw: 'gifungwa hejuru kizingwa' },
    },
  },
  sneakers: {
    items: {
      'Running Shoes': { fr: 'Chaussures de course', rw: 'Inkweto zo kwiruka' },
      Sneakers: { fr: 'Baskets', rw: 'Inkweto za siporo' },
      'Canvas Shoes': { fr: 'Chaussures en toile', rw: 'Inkweto za kanvasi' },
      'Basketball Shoes': { fr: 'Chaussures de basket', rw: 'Inkweto za basketball' },
    },
    styles: {
      'Air Max': { fr: 'Air Max', rw: 'Air Max' },
      Ultraboost: { fr: 'Ultraboost', rw: 'Ultraboost' },
      'Suede Classic': { fr: 'Suede Classic', rw: 'Suede Classic' },
      Court: { fr: 'Court', rw: 'Court' },
      Everyday: { fr: 'de tous les jours', rw: 'zo kwambara buri munsi' },
    },
  },
  'formal-shoes': {
    items: {
      'Oxford Shoes': { fr: 'Richelieus', rw: 'Inkweto za Oxford' },
      Loafers: { fr: 'Mocassins', rw: 'Inkweto zidafite imishumi' },
      'Derby Shoes': { fr: 'Derbies', rw: 'Inkweto za Derby' },
      Pumps: { fr: 'Escarpins', rw: "Inkweto z'abagore zifunze" },
      Heels: { fr: 'Chaussures à talons', rw: 'Inkweto ndende' },
    },
    styles: {
      Leather: { fr: 'en cuir', rw: "z'uruhu" },
      Patent: { fr: 'en cuir verni', rw: 'zirabagirana' },
      Classic: { fr: 'classiques', rw: 'zisanzwe' },
      Handmade: { fr: 'de fabrication artisanale', rw: "zakozwe n'intoki" },
    },
  },
  sandals: {
    items: {
      'Leather Sandals': { fr: 'Sandales en cuir', rw: "Sandali z'uruhu" },
      Slides: { fr: 'Claquettes', rw: 'Sapatu' },
      'Flip-Flops': { fr: 'Tongs', rw: 'Kambambili' },
      'Beaded Sandals': { fr: 'Sandales perlées', rw: 'Sandali zitatse amasaro' },
    },
    styles: {
      Handmade: { fr: 'de fabrication artisanale', rw: "zakozwe n'intoki" },
      Comfort: { fr: 'confort', rw: 'zoroshye' },
      Maasai: { fr: 'maasaï', rw: "z'Abamasayi" },
      Summer: { fr: 'd’été', rw: "zo mu gihe cy'izuba" },
    },
  },
  boots: {
    items: {
      'Chelsea Boots': { fr: 'Bottines Chelsea', rw: 'Bote za Chelsea' },
      'Hiking Boots': { fr: 'Chaussures de randonnée', rw: 'Bote zo gutembera' },
      'Ankle Boots': { fr: 'Bottines', rw: 'Bote ngufi' },
      'Rain Boots': { fr: 'Bottes de pluie', rw: "Bote z'imvura" },
      'Work Boots': { fr: 'Chaussures de sécurité', rw: "Bote z'akazi" },
    },
    styles: {
      Leather: { fr: 'en cuir', rw: "z'uruhu" },
      Waterproof: { fr: 'imperméables', rw: 'zitinjirwamo amazi' },
      Suede: { fr: 'en daim', rw: "z'uruhu rworoshye" },
      Rugged: { fr: 'robustes', rw: 'zikomeye' },
    },
  },
};

/** Capacities as French writes them ("128 Go"); Kinyarwanda keeps "128GB" as shops write it. */
const frenchCapacity = (suffix: string) => suffix.replace(/(\d+)GB/g, '$1 Go');

const SLUG_OF_TEMPLATE = new Map<ProductTemplate, string>(
  CATEGORY_SEEDS.flatMap((c) => c.subcategories.map((s) => [s.template, s.slug] as const)),
);

/** How the seed chose a product's name (see seed-generate's seedChoices). */
export interface GeneratedNameParts {
  template: ProductTemplate;
  item: string;
  style: string;
  suffix: string;
}

function composedName(brand: string | null, p: GeneratedNameParts): FrRw | null {
  const slug = SLUG_OF_TEMPLATE.get(p.template);
  const parts = slug ? (NAME_PARTS[slug] ?? NAME_PART_WORDS[slug]) : undefined;
  const item = parts?.items[p.item];
  if (!parts || !item) return null;
  if (parts.styles) {
    const style = parts.styles[p.style];
    if (!style) return null;
    const rw = kinyarwandaStyle(style, item.c);
    if (rw === null) return null;
    // A brand in the English name ("Casio Classic Digital Watch") stays in the translation.
    const brandPart = p.template.brandInName && brand ? ` ${brand}` : '';
    return { fr: `${item.fr}${brandPart} ${frenchStyle(style, item.g)}`, rw: `${item.rw}${brandPart} ${rw}` };
  }
  const model = [p.template.brandInName && brand ? brand : '', p.style].filter(Boolean).join(' ');
  return {
    fr: [item.fr, model, frenchCapacity(p.suffix)].filter(Boolean).join(' '),
    rw: [item.rw, model, p.suffix].filter(Boolean).join(' '),
  };
}

/** What a generated product's texts are made of (see seed-generate's describe). */
export interface ProductTextParts {
  name: string;
  brand: string | null;
  features: readonly string[];
  materials: readonly string[];
  sizes: readonly string[];
  colors: readonly string[];
  /** What the name was made of, for names assembled from parts. */
  parts?: GeneratedNameParts;
}

export interface ProductTranslations {
  nameI18n: Translations;
  shortDescriptionI18n: Translations;
  descriptionI18n: Translations;
}

const list = (values: readonly string[], names: Readonly<Record<string, FrRw>>, lang: keyof FrRw) =>
  values.map((v) => names[v]?.[lang] ?? v).join(', ');

/**
 * French and Kinyarwanda name, summary and description of a generated product, written the way
 * the English ones are (overview, key features, details, delivery). Null when its name has no
 * translation. The summary needs its first feature translated and the description all of them;
 * a text that cannot be written whole stays English (the API falls back field by field).
 */
export function productTranslations(parts: ProductTextParts): ProductTranslations | null {
  const name =
    productNameTranslation(parts.name) ?? (parts.parts ? composedName(parts.brand, parts.parts) : null);
  if (!name) return null;
  const features = parts.features.map((f) => FEATURES[f]);
  const who = parts.brand ?? 'Isoko';
  const first = features[0];
  const nameI18n = { fr: name.fr, rw: name.rw };
  if (parts.features.length > 0 && !first) {
    return { nameI18n, shortDescriptionI18n: {}, descriptionI18n: {} };
  }
  const shortDescriptionI18n = {
    fr: `${name.fr} de la marque ${who}.${first ? ` ${first.fr}.` : ''}`,
    rw: `${name.rw} — ${who}.${first ? ` ${first.rw}.` : ''}`,
  };
  if (features.some((f) => f === undefined)) return { nameI18n, shortDescriptionI18n, descriptionI18n: {} };
  const feats = features as FrRw[];

  const frDetails = [
    ...(parts.materials.length ? [`Matière : ${list(parts.materials, MATERIAL_NAMES, 'fr')}`] : []),
    ...(parts.sizes.length ? [`Tailles : ${list(parts.sizes, SIZE_NAMES, 'fr')}`] : []),
    ...(parts.colors.length ? [`Couleurs : ${list(parts.colors, COLOR_NAMES, 'fr')}`] : []),
    `Marque : ${who}`,
  ];
  const rwDetails = [
    ...(parts.materials.length ? [`Icyo gikozemo: ${list(parts.materials, MATERIAL_NAMES, 'rw')}`] : []),
    ...(parts.sizes.length ? [`Ingano: ${list(parts.sizes, SIZE_NAMES, 'rw')}`] : []),
    ...(parts.colors.length ? [`Amabara: ${list(parts.colors, COLOR_NAMES, 'rw')}`] : []),
    `Ikirango: ${who}`,
  ];

  const fr = [
    '**Présentation**',
    // "Ce produit" keeps the sentence right whatever the gender of the product's noun.
    `${name.fr} de la marque ${who}. Notre équipe à Kigali a choisi ce produit pour sa qualité et son prix.${first ? ` ${first.fr}.` : ''}`,
    '',
    '**Points forts**',
    ...feats.map((f) => `- ${f.fr}`),
    '',
    '**Détails**',
    ...frDetails.map((d) => `- ${d}`),
    '',
    '**Livraison et retours**',
    deliveryAndReturnsLine('fr'),
  ].join('\n');
  const rw = [
    '**Incamake**',
    `${name.rw}. Iki gicuruzwa cya ${who} cyatoranyijwe n'itsinda ryacu i Kigali kubera ubwiza bwacyo n'igiciro cyiza.${first ? ` ${first.rw}.` : ''}`,
    '',
    '**Ibyihariye**',
    ...feats.map((f) => `- ${f.rw}`),
    '',
    '**Ibisobanuro birambuye**',
    ...rwDetails.map((d) => `- ${d}`),
    '',
    '**Kugezwaho no gusubiza**',
    deliveryAndReturnsLine('rw'),
  ].join('\n');

  return { nameI18n, shortDescriptionI18n, descriptionI18n: { fr, rw } };
}

/** A product as stored, with what its demo texts were made from. */
export interface StoredProductTexts {
  name: string;
  brand: string | null;
  /** Its subcategory's slug. */
  subcategory: string | null;
  description: string;
  materials: readonly string[];
  sizes: readonly string[];
  colors: readonly string[];
}

/**
 * The translations a demo product seeded before they existed would have had, read back from
 * its stored English: its features from the description's list, its name parts from the
 * subcategory's template. Null unless the description is still the seed's own (a text staff
 * wrote is never given the demo's words).
 */
export function storedProductTranslations(p: StoredProductTexts): ProductTranslations | null {
  const overview = `**Overview**\nThe ${p.name} is a`;
  if (!p.description.startsWith(overview) || !p.description.includes('\n**Delivery & returns**\n'))
    return null;
  const list = p.description.split('**Key features**\n')[1]?.split('\n\n')[0] ?? '';
  const features = list
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
  const template = CATEGORY_SEEDS.flatMap((c) => c.subcategories).find(
    (s) => s.slug === p.subcategory,
  )?.template;
  let parts: GeneratedNameParts | undefined;
  if (template) {
    for (const item of template.items) {
      for (const suffix of ['', ...(template.suffixes ?? [])]) {
        const tail = ` ${[item, suffix].filter(Boolean).join(' ')}`;
        if (!p.name.endsWith(tail)) continue;
        let style = p.name.slice(0, -tail.length);
        if (template.brandInName && p.brand && style.startsWith(`${p.brand} `))
          style = style.slice(p.brand.length + 1);
        parts = { template, item, style, suffix };
      }
    }
  }
  return productTranslations({ ...p, features, parts });
}
