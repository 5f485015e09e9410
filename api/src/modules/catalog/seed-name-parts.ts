import {
  agreeing,
  at,
  fa,
  type ItemWord,
  is,
  of,
  type RwClass,
  type StyleWord,
  small,
} from './seed-name-words';

/**
 * Item and style words of the subcategories whose product names are assembled from parts:
 * `<style> <item>` in English becomes `<item> <style>` in French and Kinyarwanda, the style
 * agreeing with the item (see seed-name-words). Subcategories named by model ("Samsung Galaxy
 * A15 Smartphone") list only their items: brand and model names stay as they are.
 */
export interface NamePartWords {
  items: Readonly<Record<string, ItemWord>>;
  styles?: Readonly<Record<string, StyleWord>>;
}

const CLASSIC: StyleWord = { fr: fa('classique'), rw: is('sanzwe') };
const MODERN: StyleWord = { fr: fa('moderne'), rw: is('gezweho') };
const COMPACT: StyleWord = { fr: fa('compact'), rw: small };
const MINI: StyleWord = { fr: 'mini', rw: small };
const PRINTED: StyleWord = { fr: fa('imprimé'), rw: is('fite amashusho') };
const SOFT: StyleWord = { fr: fa('doux', 'douce'), rw: is('oroshye') };
const GENTLE: StyleWord = { fr: fa('doux', 'douce'), rw: is('oroheje') };
const LIGHT: StyleWord = { fr: fa('léger', 'légère'), rw: is('oroheje') };
const FOLDABLE: StyleWord = { fr: fa('pliable'), rw: is('zingwa') };
const ERGONOMIC: StyleWord = { fr: fa('ergonomique'), rw: is('teguwe neza ku mubiri') };
const ADJUSTABLE: StyleWord = { fr: fa('réglable'), rw: is('shobora guhindurwa') };
const PREMIUM: StyleWord = { fr: 'premium', rw: of('indobanure') };
const NATURAL: StyleWord = { fr: fa('naturel', 'naturelle'), rw: of('umwimerere') };
const TRAVEL: StyleWord = { fr: 'de voyage', rw: of('urugendo') };
const FAMILY: StyleWord = { fr: 'familial', rw: of('umuryango') };
const WATERPROOF: StyleWord = { fr: fa('étanche'), rw: is('tinjirwamo amazi') };
const STAINLESS: StyleWord = { fr: 'en inox', rw: of('icyuma kidafata ingese') };
const WIFI: StyleWord = { fr: 'Wi-Fi', rw: is('koresha Wi-Fi') };
const PACK_OF_3: StyleWord = { fr: '(lot de 3)', rw: '(3 mu ipaki)' };
const TALL: Partial<Record<RwClass, string>> = {
  3: 'muremure',
  6: 'maremare',
  7: 'kirekire',
  8: 'birebire',
  9: 'ndende',
  12: 'karekare',
};
const raw = (text: string): StyleWord => ({ fr: text, rw: text });
const quoted = (fr: string, rw = fr): StyleWord => ({ fr: `« ${fr} »`, rw: `« ${rw} »` });

const DEVICES_HOME_AND_CLOTHES: Readonly<Record<string, NamePartWords>> = {
  'chargers-power': {
    items: {
      'Power Bank': { fr: 'Batterie externe', g: 'f', rw: "Batiri y'inyongera", c: 9 },
      'Fast Charger': { fr: 'Chargeur rapide', rw: 'Shajeri yihuta', c: 9 },
      'USB-C Cable': { fr: 'Câble USB-C', rw: 'Umugozi wa USB-C', c: 3 },
      'Solar Power Bank': {
        fr: 'Batterie externe solaire',
        g: 'f',
        rw: "Batiri y'inyongera ikoresha izuba",
        c: 9,
      },
    },
    styles: {
      '10000mAh': { fr: '10000 mAh', rw: of('10000mAh') },
      '20000mAh': { fr: '20000 mAh', rw: of('20000mAh') },
      '30000mAh': { fr: '30000 mAh', rw: of('30000mAh') },
      '65W': { fr: '65 W', rw: of('65W') },
      '25W': { fr: '25 W', rw: of('25W') },
      '2m Braided': {
        fr: { m: 'tressé de 2 m', f: 'tressée de 2 m', mp: 'tressés de 2 m', fp: 'tressées de 2 m' },
        rw: (c) => `${of('metero 2')(c)} ${is('boshye')(c)}`,
      },
    },
  },
  desktops: {
    items: {
      'Desktop Computer': { fr: 'Ordinateur de bureau', rw: 'Mudasobwa yo ku meza', c: 9 },
      'All-in-One PC': { fr: 'PC tout-en-un', rw: "Mudasobwa yo ku meza y'igice kimwe", c: 9 },
      'Mini PC': { fr: 'Mini PC', rw: 'Mudasobwa nto yo ku meza', c: 9 },
    },
  },
  monitors: {
    items: {
      Monitor: { fr: 'Écran', rw: 'Ekara', c: 9 },
      'Curved Monitor': { fr: 'Écran incurvé', rw: 'Ekara igoramye', c: 9 },
      'IPS Monitor': { fr: 'Écran IPS', rw: 'Ekara ya IPS', c: 9 },
    },
    styles: {
      '22"': { fr: '22 pouces', rw: 'ya santimetero 56 (22")' },
      '24"': { fr: '24 pouces', rw: 'ya santimetero 61 (24")' },
      '27"': { fr: '27 pouces', rw: 'ya santimetero 69 (27")' },
      '32"': { fr: '32 pouces', rw: 'ya santimetero 81 (32")' },
    },
  },
  'computer-accessories': {
    items: {
      'Wireless Keyboard': { fr: 'Clavier sans fil', rw: 'Kilaviye idakoresha umugozi', c: 9 },
      'Wireless Mouse': { fr: 'Souris sans fil', g: 'f', rw: 'Imbeba idakoresha umugozi', c: 9 },
      'Keyboard and Mouse Set': { fr: 'Ensemble clavier et souris', rw: "Iseti ya kilaviye n'imbeba", c: 9 },
      'Laptop Stand': { fr: 'Support pour ordinateur portable', rw: 'Igitereko cya mudasobwa', c: 7 },
      'USB Hub': { fr: 'Hub USB', rw: 'Umuhuza wa USB', c: 3 },
    },
    styles: {
      Silent: { fr: fa('silencieux', 'silencieuse'), rw: is('dasakuza') },
      Ergonomic: ERGONOMIC,
      Compact: COMPACT,
      Mechanical: { fr: fa('mécanique'), rw: of('mekanike') },
      Slim: { fr: fa('fin', 'fine'), rw: is('oroheje') },
    },
  },
  soundbars: {
    items: {
      Soundbar: { fr: 'Barre de son', g: 'f', rw: 'Sawundibari', c: 9 },
      'Soundbar with Subwoofer': {
        fr: 'Barre de son avec caisson de basses',
        g: 'f',
        rw: "Sawundibari ifite indangururamajwi y'amajwi aremereye",
        c: 9,
      },
    },
    styles: {
      '2.1 Channel': { fr: '2.1 canaux', rw: of('2.1') },
      '3.1 Channel': { fr: '3.1 canaux', rw: of('3.1') },
      'Dolby Atmos': { fr: 'Dolby Atmos', rw: of('Dolby Atmos') },
      Compact: COMPACT,
    },
  },
  'smart-lighting': {
    items: {
      'Smart Bulb': { fr: 'Ampoule connectée', g: 'f', rw: 'Itara rigezweho', c: 5 },
      'LED Strip Light': { fr: 'Ruban LED', rw: "Umugozi w'amatara ya LED", c: 3 },
      'Solar Lamp': { fr: 'Lampe solaire', g: 'f', rw: 'Itara rikoresha izuba', c: 5 },
    },
    styles: {
      'Wi-Fi': WIFI,
      Colour: { fr: 'multicolore', rw: is('fite amabara menshi') },
      'Warm White': { fr: 'blanc chaud', rw: is('tanga urumuri rwera rushyushye') },
      'Motion Sensor': { fr: 'à détecteur de mouvement', rw: is('aka iyo hari unyuze') },
    },
  },
  'security-cameras': {
    items: {
      'Security Camera': { fr: 'Caméra de surveillance', g: 'f', rw: "Kamera y'umutekano", c: 9 },
      'Video Doorbell': { fr: 'Sonnette vidéo', g: 'f', rw: "Inzogera y'urugi ifite kamera", c: 9 },
      'Outdoor Camera': { fr: 'Caméra d’extérieur', g: 'f', rw: 'Kamera yo hanze', c: 9 },
    },
    styles: {
      '1080p Wi-Fi': { fr: '1080p Wi-Fi', rw: 'ya 1080p ikoresha Wi-Fi' },
      '2K Pan-Tilt': { fr: '2K orientable', rw: 'ya 2K ihindukira' },
      'Night Vision': { fr: 'à vision nocturne', rw: 'ireba no mu ijoro' },
      Solar: { fr: fa('solaire'), rw: 'ikoresha izuba' },
    },
  },
  'smart-plugs': {
    items: {
      'Smart Plug': { fr: 'Prise connectée', g: 'f', rw: 'Priza igezweho', c: 9 },
      'Smart Switch': { fr: 'Interrupteur connecté', rw: 'Swici igezweho', c: 9 },
      'Surge Protector': { fr: 'Multiprise parafoudre', g: 'f', rw: 'Priza irinda umuriro mwinshi', c: 9 },
    },
    styles: {
      'Wi-Fi': WIFI,
      'Energy Monitor': { fr: 'avec suivi de consommation', rw: 'ipima umuriro ukoreshwa' },
      '4-Way': { fr: 'à 4 prises', rw: "y'imyenge 4" },
      Mini: MINI,
    },
  },
  'digital-cameras': {
    items: {
      Camera: { fr: 'Appareil photo', rw: 'Kamera ifotora', c: 9 },
      'Camera Kit': { fr: 'Kit appareil photo', rw: "Kamera ifotora n'ibikoresho byayo", c: 9 },
    },
  },
  'action-cameras': {
    items: {
      'Action Camera': { fr: 'Caméra d’action', g: 'f', rw: 'Kamera ya siporo', c: 9 },
      '360 Camera': { fr: 'Caméra 360', g: 'f', rw: 'Kamera ya 360', c: 9 },
    },
  },
  'camera-lenses': {
    items: {
      'Prime Lens': { fr: 'Objectif fixe', rw: 'Lentiye idahinduka', c: 9 },
      'Zoom Lens': { fr: 'Objectif zoom', rw: 'Lentiye ya zoom', c: 9 },
      'Portrait Lens': { fr: 'Objectif portrait', rw: 'Lentiye yo gufotora abantu', c: 9 },
    },
    styles: {
      '50mm f/1.8': raw('50mm f/1.8'),
      '18-55mm': raw('18-55mm'),
      '70-300mm': raw('70-300mm'),
      '35mm f/1.4': raw('35mm f/1.4'),
    },
  },
  tripods: {
    items: {
      Tripod: { fr: 'Trépied', rw: 'Trepiye', c: 9 },
      'Ring Light': { fr: 'Anneau lumineux', rw: "Itara ry'uruziga", c: 5 },
      'Phone Gimbal': {
        fr: 'Stabilisateur pour téléphone',
        rw: 'Igikoresho gituma telefone idanyeganyega',
        c: 7,
      },
    },
    styles: {
      Travel: TRAVEL,
      Studio: { fr: 'de studio', rw: of('sitidiyo') },
      '18-inch': { fr: 'de 18 pouces', rw: of('santimetero 46 (18")') },
      Foldable: FOLDABLE,
    },
  },
  'gaming-consoles': {
    items: {
      Console: { fr: 'Console de jeu', g: 'f', rw: "Konsole y'imikino", c: 9 },
      'Console Bundle': { fr: 'Pack console et jeux', rw: "Ipaki ya konsole n'imikino", c: 9 },
      'Wireless Controller': { fr: 'Manette sans fil', g: 'f', rw: 'Kontorole idakoresha umugozi', c: 9 },
    },
  },
  'video-games': {
    items: { Game: { fr: 'Jeu', rw: 'Umukino', c: 3 } },
  },
  'streaming-devices': {
    items: {
      'Streaming Stick': {
        fr: 'Clé de streaming',
        g: 'f',
        rw: 'Agakoresho ko kureba filime kuri televiziyo',
        c: 12,
      },
      'Android TV Box': { fr: 'Box TV Android', g: 'f', rw: 'Dekoderi ya Android TV', c: 9 },
      Projector: { fr: 'Vidéoprojecteur', rw: 'Purojekiteri', c: 9 },
    },
    styles: {
      '4K': { fr: '4K', rw: of('4K') },
      HD: { fr: 'HD', rw: of('HD') },
      Mini: MINI,
      Portable: { fr: fa('portable'), rw: is('gendanwa') },
    },
  },
  bottoms: {
    items: {
      'Wide-Leg Trousers': { fr: 'Pantalon large', rw: 'Ipantalo yagutse', c: 9 },
      'Pencil Skirt': { fr: 'Jupe crayon', g: 'f', rw: 'Ijipo ifashe', c: 9 },
      'High-Waist Jeans': { fr: 'Jean taille haute', rw: 'Jinzi igera mu rukenyerero', c: 9 },
      'Pleated Skirt': { fr: 'Jupe plissée', g: 'f', rw: 'Ijipo ifite imikubo', c: 9 },
      'Palazzo Pants': { fr: 'Pantalon palazzo', rw: 'Ipantalo ya palazzo', c: 9 },
    },
    styles: {
      Stretch: { fr: fa('extensible'), rw: is('aguka') },
      Denim: { fr: 'en denim', rw: of('jinzi') },
      Linen: { fr: 'en lin', rw: of('lineni') },
      Tailored: { fr: fa('ajusté'), rw: is('doze neza') },
      Printed: PRINTED,
    },
  },
  'kitenge-ankara': {
    items: {
      'Kitenge Dress': { fr: 'Robe en kitenge', g: 'f', rw: "Ikanzu y'igitenge", c: 9 },
      'Ankara Jumpsuit': { fr: 'Combinaison ankara', g: 'f', rw: 'Umwambaro umwe wa ankara', c: 3 },
      Mushanana: { fr: 'Mushanana', rw: 'Umushanana', c: 3 },
      'Kitenge Skirt Set': { fr: 'Ensemble jupe en kitenge', rw: "Iseti y'ijipo y'igitenge", c: 9 },
      'Ankara Kimono': { fr: 'Kimono ankara', rw: 'Kimono ya ankara', c: 9 },
    },
    styles: {
      'Hand-Tailored': { fr: fa('cousu main', 'cousue main'), rw: is("dozwe n'intoki") },
      'Wax Print': { fr: 'en wax', rw: of('wax') },
      Umushanana: { fr: 'style umushanana', rw: of('kinyarwanda') },
      Bold: { fr: 'aux couleurs vives', rw: is('fite amabara akeye') },
      Classic: CLASSIC,
    },
  },
  'baby-clothing': {
    items: {
      'Baby Bodysuit': { fr: 'Body bébé', rw: "Umwambaro w'uruhinja ufunga hasi", c: 3 },
      Romper: { fr: 'Barboteuse', g: 'f', rw: "Umwambaro w'uruhinja ufite ikabutura", c: 3 },
      Sleepsuit: { fr: 'Pyjama bébé', rw: "Umwambaro w'uruhinja wo kuryamamo", c: 3 },
      'Baby Set': { fr: 'Ensemble bébé', rw: "Iseti y'imyenda y'uruhinja", c: 9 },
    },
    styles: {
      Organic: { fr: 'en coton bio', rw: of("ipamba y'umwimerere") },
      Soft: SOFT,
      Printed: PRINTED,
      '3-Pack': PACK_OF_3,
    },
  },
  'kids-clothing': {
    items: {
      'Kids T-Shirt': { fr: 'T-shirt enfant', rw: "Umupira w'abana", c: 3 },
      'School Uniform Set': { fr: 'Uniforme scolaire', rw: "Impuzankano y'ishuri", c: 9 },
      'Kids Shorts': { fr: 'Short enfant', rw: "Ikabutura y'abana", c: 9 },
      'Kids Tracksuit': { fr: 'Survêtement enfant', rw: "Ikositimu ya siporo y'abana", c: 9 },
    },
    styles: {
      Playful: { fr: fa('ludique'), rw: is('shimishije') },
      Bright: { fr: 'aux couleurs vives', rw: is('fite amabara akeye') },
      Classic: CLASSIC,
      Sporty: { fr: fa('sportif', 'sportive'), rw: of('siporo') },
    },
  },
  'diapering-care': {
    items: {
      'Baby Bottle': { fr: 'Biberon', rw: "Icupa ry'uruhinja", c: 5 },
      'Diapers Pack': { fr: 'Paquet de couches', rw: "Ipaki y'impuzu", c: 9 },
      'Baby Wipes': { fr: 'Lingettes bébé', g: 'fp', rw: "Udutambaro dutose tw'uruhinja", c: 13 },
      'Baby Lotion': { fr: 'Lait pour bébé', rw: "Amavuta y'uruhinja", c: 6 },
    },
    styles: {
      'Anti-Colic': { fr: 'anti-coliques', rw: is('rinda kubyimba inda') },
      Glass: { fr: 'en verre', rw: of('ikirahure') },
      '260ml': { fr: '260 ml', rw: of('260ml') },
      'Size 2': { fr: 'taille 2', rw: of('saizi 2') },
      'Size 3': { fr: 'taille 3', rw: of('saizi 3') },
      'Size 4': { fr: 'taille 4', rw: of('saizi 4') },
      Newborn: { fr: 'nouveau-né', rw: of('uruhinja rukivuka') },
      Sensitive: { fr: 'peau sensible', rw: is('bereye uruhu rworoshye') },
      'Fragrance-Free': { fr: 'sans parfum', rw: is('dafite impumuro') },
      '3-Pack': PACK_OF_3,
      Gentle: GENTLE,
      Shea: { fr: 'au karité', rw: of('shea') },
    },
  },
  'strollers-carriers': {
    items: {
      Stroller: { fr: 'Poussette', g: 'f', rw: "Igare ry'umwana", c: 5 },
      'Baby Carrier': { fr: 'Porte-bébé', rw: "Ingobyi y'umwana", c: 9 },
      'Car Seat': { fr: 'Siège auto', rw: "Intebe y'umwana yo mu modoka", c: 9 },
      'Travel Cot': { fr: 'Lit parapluie', rw: "Uburiri bw'umwana bwo mu rugendo", c: 14 },
    },
    styles: {
      Lightweight: LIGHT,
      Foldable: { fr: fa('pliable'), rw: is('pfunyika') },
      Deluxe: { fr: 'de luxe', rw: of('indobanure') },
      Ergonomic: ERGONOMIC,
    },
  },
  furniture: {
    items: {
      Sofa: { fr: 'Canapé', rw: 'Sofa', c: 9 },
      'Coffee Table': { fr: 'Table basse', g: 'f', rw: 'Ameza magufi yo mu ruganiriro', c: 6 },
      'Dining Chair': { fr: 'Chaise de salle à manger', g: 'f', rw: 'Intebe yo ku meza', c: 9 },
      Bookshelf: { fr: 'Bibliothèque', g: 'f', rw: "Akabati k'ibitabo", c: 12 },
      'TV Stand': { fr: 'Meuble TV', rw: 'Akabati ka televiziyo', c: 12 },
    },
    styles: {
      '3-Seater': { fr: '3 places', rw: of('abantu 3') },
      Modern: MODERN,
      'Solid Wood': { fr: 'en bois massif', rw: of('igiti gikomeye') },
      Scandinavian: { fr: fa('scandinave'), rw: of('imiterere ya Scandinavia') },
      Compact: COMPACT,
    },
  },
  'kitchen-dining': {
    items: {
      'Cooking Pot Set': { fr: 'Batterie de casseroles', g: 'f', rw: "Iseti y'amasafuriya", c: 9 },
      'Non-Stick Frying Pan': { fr: 'Poêle antiadhésive', g: 'f', rw: 'Ipanu idafatisha', c: 9 },
      'Electric Kettle': { fr: 'Bouilloire électrique', g: 'f', rw: "Ibirika ry'amashanyarazi", c: 5 },
      Blender: { fr: 'Mixeur', rw: 'Blenderi', c: 9 },
      'Dinner Set': { fr: 'Service de table', rw: "Iseti y'amasahani", c: 9 },
      'Rice Cooker': { fr: 'Cuiseur à riz', rw: 'Imashini iteka umuceri', c: 9 },
    },
    styles: {
      Stainless: STAINLESS,
      Ceramic: { fr: 'en céramique', rw: of('farufari') },
      '5-Piece': { fr: '5 pièces', rw: of('ibice 5') },
      'Family Size': { fr: 'format familial', rw: of('umuryango') },
      '1.7L': { fr: '1,7 L', rw: of('litiro 1.7') },
    },
  },
};

const HOME_AND_BEAUTY: Readonly<Record<string, NamePartWords>> = {
  bedding: {
    items: {
      'Duvet Set': { fr: 'Parure de couette', g: 'f', rw: "Iseti y'ikiringiti n'amashuka", c: 9 },
      'Bed Sheet Set': { fr: 'Parure de draps', g: 'f', rw: "Iseti y'amashuka", c: 9 },
      'Mosquito Net': { fr: 'Moustiquaire', g: 'f', rw: 'Inzitiramubu', c: 9 },
      'Pillow Pair': { fr: 'Paire d’oreillers', g: 'f', rw: 'Imisego ibiri', c: 4 },
      Blanket: { fr: 'Couverture', g: 'f', rw: 'Ikiringiti', c: 7 },
    },
    styles: {
      Cotton: { fr: 'en coton', rw: of('ipamba') },
      'Queen Size': { fr: '160 × 200', rw: of('uburiri bwa metero 1.6') },
      'King Size': { fr: '180 × 200', rw: of('uburiri bwa metero 1.8') },
      'Soft Touch': { fr: 'toucher doux', rw: is('oroshye cyane') },
    },
  },
  'home-decor': {
    items: {
      'Agaseke Basket': { fr: 'Panier agaseke', rw: 'Agaseke', c: 12 },
      'Wall Art': { fr: 'Tableau mural', rw: 'Ishusho yo ku rukuta', c: 9 },
      'Table Lamp': { fr: 'Lampe de table', g: 'f', rw: 'Itara ryo ku meza', c: 5 },
      'Woven Rug': { fr: 'Tapis tissé', rw: 'Itapi iboshye', c: 9 },
      Vase: { fr: 'Vase', rw: "Urwabya rw'indabo", c: 11 },
      'Cushion Cover': { fr: 'Housse de coussin', g: 'f', rw: "Igihuru cy'umusego", c: 7 },
    },
    styles: {
      Handwoven: { fr: fa('tissé main', 'tissée main'), rw: is("boshywe n'intoki") },
      Imigongo: { fr: 'imigongo', rw: of('imigongo') },
      Modern: MODERN,
      Rustic: { fr: fa('rustique'), rw: of('gakondo') },
      Sisal: { fr: 'en sisal', rw: of('sizali') },
    },
  },
  skincare: {
    items: {
      'Body Lotion': { fr: 'Lait corporel', rw: "Amavuta y'umubiri", c: 6 },
      'Face Serum': { fr: 'Sérum visage', rw: 'Serumu yo mu maso', c: 9 },
      'Shea Butter': { fr: 'Beurre de karité', rw: 'Amavuta ya shea', c: 6 },
      'Sunscreen SPF 50': { fr: 'Crème solaire SPF 50', g: 'f', rw: 'Amavuta arinda izuba SPF 50', c: 6 },
      'Face Wash': { fr: 'Nettoyant visage', rw: 'Isabune yo mu maso', c: 9 },
    },
    styles: {
      Hydrating: { fr: fa('hydratant'), rw: is('tobora uruhu') },
      'Vitamin C': { fr: 'à la vitamine C', rw: (c) => `${is('rimo')(c)} vitamine C` },
      Natural: NATURAL,
      Gentle: GENTLE,
      Brightening: { fr: 'éclat', rw: is('cyeza uruhu') },
    },
  },
  makeup: {
    items: {
      'Matte Lipstick': { fr: 'Rouge à lèvres mat', rw: "Irangi ry'iminwa ritabengerana", c: 5 },
      Foundation: { fr: 'Fond de teint', rw: "Fondasiyo y'isura", c: 9 },
      Mascara: { fr: 'Mascara', rw: "Irangi ry'ingohe", c: 5 },
      'Eyeshadow Palette': { fr: 'Palette de fards à paupières', g: 'f', rw: "Amarangi y'amaso", c: 6 },
      'Lip Gloss': { fr: 'Gloss', rw: "Irangi ry'iminwa ribengerana", c: 5 },
    },
    styles: {
      'Long-Lasting': { fr: 'longue tenue', rw: is('mara igihe kirekire') },
      Velvet: { fr: 'velours', rw: is('oroshye ku ruhu') },
      Waterproof: WATERPROOF,
      Glow: { fr: 'effet lumineux', rw: is('bengerana') },
      Classic: CLASSIC,
    },
  },
  'hair-care': {
    items: {
      Shampoo: { fr: 'Shampooing', rw: 'Shampo', c: 9 },
      Conditioner: { fr: 'Après-shampooing', rw: 'Amavuta yoroshya umusatsi', c: 6 },
      'Hair Oil': { fr: 'Huile capillaire', g: 'f', rw: "Amavuta y'umusatsi", c: 6 },
      'Hair Dryer': { fr: 'Sèche-cheveux', rw: 'Imashini yumisha umusatsi', c: 9 },
      'Braiding Hair': { fr: 'Mèches à tresser', g: 'fp', rw: 'Imisatsi yo gusuka', c: 4 },
    },
    styles: {
      Moisturising: { fr: fa('hydratant'), rw: is('tobora umusatsi') },
      'Curl Defining': { fr: 'pour boucles définies', rw: of('ibijingo') },
      Argan: { fr: 'à l’argan', rw: of('argan') },
      Ionic: { fr: fa('ionique'), rw: of('iyoni') },
      Strengthening: { fr: fa('fortifiant'), rw: is('komeza umusatsi') },
    },
  },
  fragrances: {
    items: {
      'Eau de Parfum': { fr: 'Eau de parfum', g: 'f', rw: 'Umubavu', c: 3 },
      'Body Mist': { fr: 'Brume parfumée', g: 'f', rw: "Umubavu woroheje w'umubiri", c: 3 },
      'Eau de Toilette': { fr: 'Eau de toilette', g: 'f', rw: 'Umubavu uhumura neza', c: 3 },
      'Roll-On Oil Perfume': {
        fr: 'Huile parfumée roll-on',
        g: 'f',
        rw: "Umubavu w'amavuta wo gusiga",
        c: 3,
      },
    },
    styles: {
      Oud: { fr: 'au oud', rw: of('oud') },
      Floral: { fr: fa('floral', 'florale'), rw: of('indabo') },
      Citrus: { fr: 'aux agrumes', rw: of('amacunga') },
      Vanilla: { fr: 'à la vanille', rw: of('vanile') },
      Fresh: { fr: fa('frais', 'fraîche'), rw: is('hehereye') },
    },
  },
};

const SPORT_AND_ACCESSORIES: Readonly<Record<string, NamePartWords>> = {
  fitness: {
    items: {
      'Dumbbell Set': { fr: 'Set d’haltères', rw: "Iseti y'ibyuma byo guterura", c: 9 },
      'Skipping Rope': { fr: 'Corde à sauter', g: 'f', rw: 'Umugozi wo gusimbuka', c: 3 },
      'Resistance Bands': { fr: 'Bandes élastiques', g: 'fp', rw: "Imigozi y'imyitozo yaguka", c: 4 },
      'Exercise Bench': { fr: 'Banc de musculation', rw: "Intebe y'imyitozo", c: 9 },
      Kettlebell: { fr: 'Kettlebell', rw: 'Icyuma cyo guterura gifite umukoba', c: 7 },
    },
    styles: {
      Adjustable: ADJUSTABLE,
      Pro: { fr: 'pro', rw: of('ababigize umwuga') },
      'Home Gym': { fr: 'pour la maison', rw: is('koreshwa mu rugo') },
      Compact: COMPACT,
    },
  },
  football: {
    items: {
      Football: { fr: 'Ballon de football', rw: "Umupira w'amaguru", c: 3 },
      'Football Boots': { fr: 'Chaussures de football', g: 'fp', rw: "Inkweto z'umupira", c: 10 },
      'Goalkeeper Gloves': { fr: 'Gants de gardien', g: 'mp', rw: "Uturindantoki tw'umuzamu", c: 13 },
      'Team Jersey': { fr: 'Maillot d’équipe', rw: "Umwenda w'ikipe", c: 3 },
      'Shin Guards': { fr: 'Protège-tibias', g: 'mp', rw: 'Ibirinda imirundi', c: 8 },
    },
    styles: {
      Match: { fr: 'de match', rw: of('umukino') },
      Training: { fr: 'd’entraînement', rw: of('imyitozo') },
      Pro: { fr: 'pro', rw: of('ababigize umwuga') },
      Amavubi: { fr: 'Amavubi', rw: of('Amavubi') },
      Street: { fr: 'street', rw: at('mu muhanda') },
    },
  },
  cycling: {
    items: {
      'Mountain Bike': { fr: 'VTT', rw: 'Igare ryo mu misozi', c: 5 },
      'Road Bike': { fr: 'Vélo de route', rw: 'Igare ryo mu muhanda', c: 5 },
      'Cycling Helmet': { fr: 'Casque de vélo', rw: "Ingofero y'igare", c: 9 },
      'Bike Lights Set': { fr: 'Kit d’éclairage vélo', rw: "Amatara y'igare", c: 6 },
    },
    styles: {
      '21-Speed': { fr: '21 vitesses', rw: of('vitesi 21') },
      Aluminium: { fr: 'en aluminium', rw: of('aluminiyumu') },
      'Tour du Rwanda': { fr: 'Tour du Rwanda', rw: of('Tour du Rwanda') },
      Kids: { fr: 'enfant', rw: of('abana') },
    },
  },
  'camping-hiking': {
    items: {
      Tent: { fr: 'Tente', g: 'f', rw: 'Ihema', c: 5 },
      'Hiking Backpack': { fr: 'Sac de randonnée', rw: 'Igikapu cyo gutembera', c: 7 },
      'Sleeping Bag': { fr: 'Sac de couchage', rw: 'Isakoshi yo kuryamamo', c: 9 },
      'Rain Jacket': { fr: 'Veste de pluie', g: 'f', rw: "Ikoti ry'imvura", c: 5 },
      'Water Bottle': { fr: 'Gourde', g: 'f', rw: "Icupa ry'amazi", c: 5 },
    },
    styles: {
      '2-Person': { fr: '2 personnes', rw: of('abantu 2') },
      '4-Person': { fr: '4 personnes', rw: of('abantu 4') },
      Waterproof: WATERPROOF,
      Lightweight: LIGHT,
      Insulated: { fr: fa('isolant'), rw: is('gumana ubushyuhe') },
    },
  },
  rings: {
    // Impeta (class 9).
    items: {
      'Engagement Ring': { fr: 'Bague de fiançailles', g: 'f', rw: 'Impeta yo gusaba', c: 9 },
      'Wedding Band': { fr: 'Alliance', g: 'f', rw: "Impeta y'ubukwe", c: 9 },
      'Signet Ring': { fr: 'Chevalière', g: 'f', rw: 'Impeta ifite ikimenyetso', c: 9 },
      'Stacking Ring': { fr: 'Bague à empiler', g: 'f', rw: "Impeta yo kwambarana n'izindi", c: 9 },
    },
    styles: {
      '18K Gold': { fr: 'en or 18 carats', rw: 'ya zahabu ya karati 18' },
      'Sterling Silver': { fr: 'en argent massif', rw: "y'ifeza nyayo" },
      'Cubic Zirconia': { fr: 'à zircon', rw: 'ifite ibuye rya zirikoni' },
      Classic: CLASSIC,
    },
  },
  wallets: {
    items: {
      'Bifold Wallet': { fr: 'Portefeuille', rw: 'Ikofi', c: 9 },
      'Card Holder': { fr: 'Porte-cartes', rw: "Agakapu k'amakarita", c: 12 },
      Purse: { fr: 'Porte-monnaie', rw: "Agakapu k'amafaranga", c: 12 },
      'Travel Wallet': { fr: 'Portefeuille de voyage', rw: "Ikofi y'urugendo", c: 9 },
    },
    styles: {
      Leather: { fr: 'en cuir', rw: of('uruhu') },
      RFID: { fr: 'anti-RFID', rw: is('rinda RFID') },
      Slim: { fr: fa('fin', 'fine'), rw: is('oroheje') },
      Zip: { fr: 'zippé', rw: is('fungwa na zipe') },
    },
  },
  luggage: {
    items: {
      'Hard-Shell Suitcase': { fr: 'Valise rigide', g: 'f', rw: 'Ivalisi ikomeye', c: 9 },
      'Carry-On': { fr: 'Bagage cabine', rw: 'Ivalisi yo mu ndege', c: 9 },
      'Duffel Bag': { fr: 'Sac de voyage', rw: "Igikapu cy'urugendo", c: 7 },
      'Luggage Set': { fr: 'Set de valises', rw: "Iseti y'amavalisi", c: 9 },
    },
    styles: {
      Spinner: { fr: 'à 4 roues', rw: is('fite amapine 4') },
      Lightweight: LIGHT,
      '3-Piece': { fr: '3 pièces', rw: of('ibice 3') },
      Expandable: { fr: fa('extensible'), rw: is('shobora kwagurwa') },
    },
  },
  'belts-hats': {
    items: {
      'Leather Belt': { fr: 'Ceinture en cuir', g: 'f', rw: "Umukandara w'uruhu", c: 3 },
      'Bucket Hat': { fr: 'Bob', rw: 'Ingofero ya bob', c: 9 },
      Cap: { fr: 'Casquette', g: 'f', rw: 'Ikofiya', c: 9 },
      Sunglasses: { fr: 'Lunettes de soleil', g: 'fp', rw: "Amadarubindi y'izuba", c: 6 },
      Scarf: { fr: 'Écharpe', g: 'f', rw: 'Igitambaro cyo mu ijosi', c: 7 },
    },
    styles: {
      Classic: CLASSIC,
      Kitenge: { fr: 'en kitenge', rw: of('igitenge') },
      Polarised: { fr: fa('polarisé'), rw: is('rinda urumuri rukabije') },
      Woven: { fr: fa('tressé'), rw: is('boshye') },
    },
  },
};

const BOOKS_TOYS_AND_MORE: Readonly<Record<string, NamePartWords>> = {
  fiction: {
    items: {
      Novel: { fr: 'Roman', rw: "Igitabo cy'inkuru ndende", c: 7 },
      'Short Stories': { fr: 'Nouvelles', g: 'fp', rw: 'Inkuru ngufi', c: 10 },
      'Poetry Collection': { fr: 'Recueil de poésie', rw: "Icyegeranyo cy'imivugo", c: 7 },
    },
    styles: {
      'Our Lady of the Nile': quoted('Our Lady of the Nile'),
      'Things Fall Apart': quoted('Things Fall Apart'),
      'Half of a Yellow Sun': quoted('Half of a Yellow Sun'),
      'The River Between': quoted('The River Between'),
      Americanah: quoted('Americanah'),
    },
  },
  'non-fiction': {
    items: {
      'Business Book': { fr: 'Livre d’entreprise', rw: "Igitabo cy'ubucuruzi", c: 7 },
      Biography: { fr: 'Biographie', g: 'f', rw: "Igitabo cy'ubuzima bw'umuntu", c: 7 },
      'History of Rwanda': { fr: 'Histoire du Rwanda', g: 'f', rw: "Amateka y'u Rwanda", c: 6 },
      Cookbook: { fr: 'Livre de cuisine', rw: 'Igitabo cyo guteka', c: 7 },
      'Self-Help Guide': { fr: 'Guide de développement personnel', rw: 'Igitabo cyo kwiteza imbere', c: 7 },
    },
    styles: {
      'Rwandan Recipes': quoted('Recettes rwandaises', 'Ibiryo Nyarwanda'),
      'Start Your Business': quoted('Créez votre entreprise', 'Tangiza ubucuruzi bwawe'),
      Leadership: quoted('Leadership'),
      'Personal Finance': quoted('Finances personnelles', 'Gucunga amafaranga yawe'),
    },
  },
  'childrens-books': {
    items: {
      'Picture Book': { fr: 'Livre d’images', rw: "Igitabo cy'amashusho", c: 7 },
      'Kinyarwanda Story Book': {
        fr: 'Livre d’histoires en kinyarwanda',
        rw: "Igitabo cy'inkuru mu Kinyarwanda",
        c: 7,
      },
      'Activity Book': { fr: 'Cahier d’activités', rw: "Igitabo cy'imikoro", c: 7 },
      'First Words Book': { fr: 'Imagier des premiers mots', rw: "Igitabo cy'amagambo ya mbere", c: 7 },
    },
    styles: {
      Bilingual: { fr: fa('bilingue'), rw: of('indimi ebyiri') },
      Illustrated: { fr: fa('illustré'), rw: is('shushanyije') },
      Bedtime: { fr: 'du soir', rw: 'cyo gusoma mbere yo kuryama' },
      Alphabet: { fr: 'de l’alphabet', rw: "cy'inyuguti" },
    },
  },
  textbooks: {
    items: {
      'Mathematics Textbook': { fr: 'Manuel de mathématiques', rw: "Igitabo cy'imibare", c: 7 },
      'English Grammar': {
        fr: 'Grammaire anglaise',
        g: 'f',
        rw: "Igitabo cy'ikibonezamvugo cy'Icyongereza",
        c: 7,
      },
      'Physics Guide': { fr: 'Guide de physique', rw: 'Igitabo cya fizike', c: 7 },
      Dictionary: { fr: 'Dictionnaire', rw: 'Inkoranyamagambo', c: 9 },
    },
    styles: {
      'Senior 4': { fr: '4e année du secondaire', rw: of("umwaka wa 4 w'amashuri yisumbuye") },
      'Senior 6': { fr: '6e année du secondaire', rw: of("umwaka wa 6 w'amashuri yisumbuye") },
      'Primary 5': { fr: '5e année du primaire', rw: of("umwaka wa 5 w'amashuri abanza") },
      'Kinyarwanda-English': { fr: 'kinyarwanda-anglais', rw: 'Ikinyarwanda-Icyongereza' },
    },
  },
  'educational-toys': {
    items: {
      'Building Blocks': { fr: 'Blocs de construction', g: 'mp', rw: 'Ibipande byo kubaka', c: 8 },
      Puzzle: { fr: 'Puzzle', rw: 'Umukino wo guteranya ibice', c: 3 },
      'Science Kit': { fr: 'Kit scientifique', rw: "Agasanduku k'ubumenyi", c: 12 },
      'Counting Toy': { fr: 'Jouet pour apprendre à compter', rw: 'Igikinisho cyo kubara', c: 7 },
      'Robot Kit': { fr: 'Kit robot', rw: 'Agasanduku ko gukora robo', c: 12 },
    },
    styles: {
      STEM: { fr: 'STEM', rw: of('STEM') },
      Wooden: { fr: 'en bois', rw: is('kozwe mu giti') },
      '100-Piece': { fr: '100 pièces', rw: of('ibice 100') },
      Magnetic: { fr: fa('magnétique'), rw: is('fata nka rukuruzi') },
    },
  },
  'board-games': {
    items: {
      'Chess Set': { fr: 'Jeu d’échecs', rw: 'Umukino wa echecs', c: 3 },
      'Igisoro Board': { fr: 'Plateau d’igisoro', rw: 'Igisoro', c: 7 },
      Monopoly: { fr: 'Monopoly', rw: 'Monopoly', c: 9 },
      Scrabble: { fr: 'Scrabble', rw: 'Scrabble', c: 9 },
      'Card Game': { fr: 'Jeu de cartes', rw: "Umukino w'amakarita", c: 3 },
    },
    styles: {
      Family: { fr: 'famille', rw: of('umuryango') },
      Handcarved: { fr: fa('sculpté main'), rw: is("bajwe n'intoki") },
      Travel: TRAVEL,
      Classic: CLASSIC,
    },
  },
  'dolls-figures': {
    items: {
      'Teddy Bear': { fr: 'Ours en peluche', rw: "Igipupe cy'idubu", c: 7 },
      'Fashion Doll': { fr: 'Poupée mannequin', g: 'f', rw: "Igipupe cy'umukobwa", c: 7 },
      'Action Figure': { fr: 'Figurine d’action', g: 'f', rw: "Igipupe cy'intwari", c: 7 },
      'Plush Toy': { fr: 'Peluche', g: 'f', rw: 'Igikinisho cyoroshye', c: 7 },
    },
    styles: {
      Soft: SOFT,
      Giant: { fr: fa('géant'), rw: (c) => (c === 7 ? 'kinini' : 'nini') },
      Collectible: { fr: 'de collection', rw: 'cyo kubika' },
      Classic: CLASSIC,
    },
  },
  'outdoor-play': {
    items: {
      'Kids Bicycle': { fr: 'Vélo enfant', rw: "Igare ry'abana", c: 5 },
      Scooter: { fr: 'Trottinette', g: 'f', rw: 'Patini', c: 9 },
      Trampoline: { fr: 'Trampoline', rw: 'Trampoline yo gusimbukiraho', c: 9 },
      'Water Gun': { fr: 'Pistolet à eau', rw: "Imbunda y'amazi yo gukina", c: 9 },
      Kite: { fr: 'Cerf-volant', rw: 'Kayiti', c: 9 },
    },
    styles: {
      Deluxe: { fr: 'de luxe', rw: of('indobanure') },
      Balance: { fr: 'sans pédales', rw: is('dafite pedali') },
      '16-inch': { fr: '16 pouces', rw: of('santimetero 41 (16")') },
      '20-inch': { fr: '20 pouces', rw: of('santimetero 51 (20")') },
      Foldable: FOLDABLE,
      '3-Wheel': { fr: 'à 3 roues', rw: is('fite amapine 3') },
      'LED Wheel': { fr: 'à roues lumineuses', rw: is('fite amapine yaka') },
      Mini: MINI,
      '8ft': { fr: '2,4 m', rw: of('metero 2.4') },
      Garden: { fr: 'de jardin', rw: 'yo mu busitani' },
      'Super Soaker': { fr: 'Super Soaker', rw: of('Super Soaker') },
      'Pump-Action': { fr: 'à pompe', rw: is('kururwa ikarasa kure') },
      Rainbow: { fr: 'arc-en-ciel', rw: of("amabara y'umukororombya") },
      Delta: { fr: 'delta', rw: of('mpandeshatu') },
      Eagle: { fr: 'aigle', rw: is('sa na kagoma') },
    },
  },
};

const HEALTH_CARS_PETS_AND_OFFICE: Readonly<Record<string, NamePartWords>> = {
  'vitamins-supplements': {
    items: {
      Multivitamin: { fr: 'Multivitamines', g: 'fp', rw: 'Vitamine zivanze', c: 10 },
      'Vitamin C': { fr: 'Vitamine C', g: 'f', rw: 'Vitamine C', c: 9 },
      'Omega-3': { fr: 'Oméga-3', rw: 'Omega-3', c: 9 },
      'Moringa Powder': { fr: 'Poudre de moringa', g: 'f', rw: 'Ifu ya moringa', c: 9 },
      'Protein Powder': { fr: 'Protéines en poudre', g: 'fp', rw: 'Ifu ya poroteyine', c: 9 },
    },
    styles: {
      Daily: { fr: fa('quotidien', 'quotidienne'), rw: of('buri munsi') },
      Natural: NATURAL,
      'Women’s': { fr: 'femme', rw: of('abagore') },
      'Men’s': { fr: 'homme', rw: of('abagabo') },
      Kids: { fr: 'enfant', rw: of('abana') },
      'Immune Support': { fr: 'immunité', rw: is('ongera ubudahangarwa') },
      '1000mg': { fr: '1000 mg', rw: of('1000mg') },
      Chewable: { fr: fa('à croquer'), rw: is('hekenywa') },
      '60 Capsules': { fr: '60 gélules', rw: of('ibinini 60') },
      'Fish Oil': { fr: 'huile de poisson', rw: of("amavuta y'ifi") },
      'Triple Strength': { fr: 'triple concentration', rw: is('kubye gatatu') },
      Organic: { fr: 'bio', rw: of('umwimerere') },
      '250g': { fr: '250 g', rw: of('garama 250') },
      '500g': { fr: '500 g', rw: of('garama 500') },
      Whey: { fr: 'whey', rw: of('whey') },
      Chocolate: { fr: 'chocolat', rw: of('shokola') },
      Vanilla: { fr: 'vanille', rw: of('vanile') },
      '1kg': { fr: '1 kg', rw: of('kilo 1') },
    },
  },
  'personal-health': {
    items: {
      'Blood Pressure Monitor': { fr: 'Tensiomètre', rw: "Igipimo cy'umuvuduko w'amaraso", c: 7 },
      'Digital Thermometer': { fr: 'Thermomètre numérique', rw: "Igipimo cy'umuriro cya dijitali", c: 7 },
      'Pulse Oximeter': { fr: 'Oxymètre de pouls', rw: "Igipimo cy'umwuka mu maraso", c: 7 },
      'First Aid Kit': {
        fr: 'Trousse de premiers secours',
        g: 'f',
        rw: "Agasanduku k'ubutabazi bw'ibanze",
        c: 12,
      },
      'Bathroom Scale': { fr: 'Pèse-personne', rw: "Umunzani w'umubiri", c: 3 },
    },
    styles: {
      Automatic: { fr: fa('automatique'), rw: is('kora ubwacyo') },
      Digital: { fr: fa('numérique'), rw: of('dijitali') },
      Family: FAMILY,
      Travel: TRAVEL,
    },
  },
  'yoga-meditation': {
    items: {
      'Yoga Mat': { fr: 'Tapis de yoga', rw: 'Itapi ya yoga', c: 9 },
      'Yoga Block Set': { fr: 'Lot de briques de yoga', rw: 'Ibipande bya yoga', c: 8 },
      'Meditation Cushion': { fr: 'Coussin de méditation', rw: 'Umusego wo gutekereza', c: 3 },
      'Foam Roller': { fr: 'Rouleau de massage', rw: 'Umuzingo wa eponji', c: 3 },
    },
    styles: {
      'Non-Slip': { fr: fa('antidérapant'), rw: is('tanyerera') },
      'Extra Thick': { fr: fa('extra-épais', 'extra-épaisse'), rw: is('byibushye cyane') },
      Eco: { fr: fa('écologique'), rw: is('tangiza ibidukikije') },
      Travel: TRAVEL,
    },
  },
  'car-electronics': {
    items: {
      'Dash Cam': { fr: 'Caméra embarquée', g: 'f', rw: "Kamera y'imodoka", c: 9 },
      'Car Charger': { fr: 'Chargeur de voiture', rw: "Shajeri y'imodoka", c: 9 },
      'Car Stereo': { fr: 'Autoradio', rw: "Radiyo y'imodoka", c: 9 },
      'Phone Holder': { fr: 'Support de téléphone', rw: 'Igitereko cya telefone', c: 7 },
      'Tyre Inflator': { fr: 'Gonfleur de pneus', rw: 'Imashini ishyiramo umwuka mu mapine', c: 9 },
    },
    styles: {
      Compact: COMPACT,
      'Full HD': { fr: 'Full HD', rw: of('Full HD') },
      '4K': { fr: '4K', rw: of('4K') },
      'Front and Rear': { fr: 'avant et arrière', rw: "y'imbere n'inyuma" },
      'Dual USB': { fr: 'double USB', rw: is('fite imyenge 2 ya USB') },
      Fast: { fr: fa('rapide'), rw: is('ihuta') },
      'USB-C': { fr: 'USB-C', rw: of('USB-C') },
      Bluetooth: { fr: 'Bluetooth', rw: of('Bluetooth') },
      Touchscreen: { fr: 'à écran tactile', rw: is('fite ekara ikorwaho') },
      Android: { fr: 'Android', rw: of('Android') },
      Magnetic: { fr: fa('magnétique'), rw: is('fata nka rukuruzi') },
      Vent: { fr: 'pour grille d’aération', rw: is("fatira ku myenge y'umwuka") },
      Dashboard: { fr: 'pour tableau de bord', rw: is("shyirwa ku kibaho cy'imodoka") },
      Portable: { fr: fa('portable'), rw: is('gendanwa') },
      Digital: { fr: fa('numérique'), rw: of('dijitali') },
      Cordless: { fr: 'sans fil', rw: is('dakoresha umugozi') },
    },
  },
  'car-care': {
    items: {
      'Car Shampoo': { fr: 'Shampooing auto', rw: "Shampo y'imodoka", c: 9 },
      'Microfibre Towels': { fr: 'Chiffons microfibre', g: 'mp', rw: 'Udutambaro twa mikorofibure', c: 13 },
      'Dashboard Polish': {
        fr: 'Rénovateur pour tableau de bord',
        rw: "Umuti usukura ikibaho cy'imodoka",
        c: 3,
      },
      'Seat Covers': { fr: 'Housses de siège', g: 'fp', rw: "Ibyo gutwikira intebe z'imodoka", c: 8 },
      'Air Freshener': { fr: 'Désodorisant', rw: "Umubavu w'imodoka", c: 3 },
    },
    styles: {
      Premium: PREMIUM,
      Wax: { fr: 'à la cire', rw: is('rimo ibishashara') },
      'Set of 5': { fr: '(lot de 5)', rw: '(5 mu ipaki)' },
      Universal: { fr: fa('universel', 'universelle'), rw: is('jyana na buri modoka') },
    },
  },
  'tools-equipment': {
    items: {
      'Socket Set': { fr: 'Coffret de douilles', rw: "Iseti y'imfunguzo", c: 9 },
      'Cordless Drill': { fr: 'Perceuse sans fil', g: 'f', rw: 'Imashini ipfumura idakoresha umugozi', c: 9 },
      'Jump Starter': { fr: 'Booster de démarrage', rw: 'Batiri yo kwatsa imodoka', c: 9 },
      'Tool Box': { fr: 'Boîte à outils', g: 'f', rw: "Agasanduku k'ibikoresho", c: 12 },
      'Car Jack': { fr: 'Cric', rw: 'Kiriko', c: 9 },
    },
    styles: {
      'Heavy Duty': { fr: 'renforcé', rw: is('komeye cyane') },
      '46-Piece': { fr: '46 pièces', rw: of('ibice 46') },
      '94-Piece': { fr: '94 pièces', rw: of('ibice 94') },
      '18V': { fr: '18 V', rw: of('18V') },
      '12V': { fr: '12 V', rw: of('12V') },
      Brushless: { fr: 'sans balais', rw: is('dafite burashi') },
      Portable: { fr: fa('portable'), rw: is('gendanwa') },
      '1000A': { fr: '1000 A', rw: of('1000A') },
      Steel: { fr: 'en acier', rw: is('kozwe mu cyuma') },
      '3-Drawer': { fr: 'à 3 tiroirs', rw: is('fite utubati 3') },
      Hydraulic: { fr: fa('hydraulique'), rw: of('hidoroliki') },
      '2-Tonne': { fr: '2 tonnes', rw: of('toni 2') },
      Scissor: { fr: 'losange', rw: is("kingurwa nk'umukasi") },
    },
  },
  tyres: {
    items: {
      'Car Tyre': { fr: 'Pneu auto', rw: "Ipine ry'imodoka", c: 5 },
      'SUV Tyre': { fr: 'Pneu SUV', rw: 'Ipine rya SUV', c: 5 },
      'Motorbike Tyre': { fr: 'Pneu moto', rw: 'Ipine rya moto', c: 5 },
    },
    styles: {
      '185/65 R15': raw('185/65 R15'),
      '205/55 R16': raw('205/55 R16'),
      '265/65 R17': raw('265/65 R17'),
      '2.75-18': raw('2.75-18'),
    },
  },
  'dog-supplies': {
    items: {
      'Dog Collar': { fr: 'Collier pour chien', rw: "Umukandara w'imbwa wo mu ijosi", c: 3 },
      'Dog Bed': { fr: 'Panier pour chien', rw: "Uburiri bw'imbwa", c: 14 },
      'Dog Leash': { fr: 'Laisse pour chien', g: 'f', rw: "Umugozi w'imbwa", c: 3 },
      'Chew Toy': { fr: 'Jouet à mâcher', rw: "Igikinisho cy'imbwa cyo guhekenya", c: 7 },
      'Dog Shampoo': { fr: 'Shampooing pour chien', rw: "Shampo y'imbwa", c: 9 },
    },
    styles: {
      Adjustable: ADJUSTABLE,
      Orthopaedic: { fr: fa('orthopédique'), rw: is('rinda ingingo') },
      Reflective: { fr: fa('réfléchissant'), rw: is('murika') },
      Durable: { fr: fa('résistant'), rw: is('ramba') },
    },
  },
  'cat-supplies': {
    items: {
      'Cat Litter': { fr: 'Litière pour chat', g: 'f', rw: "Umucanga w'injangwe", c: 3 },
      'Scratching Post': { fr: 'Griffoir', rw: "Igiti cy'injangwe cyo kwishimaho", c: 7 },
      'Cat Bowl Set': { fr: 'Lot de gamelles pour chat', rw: "Amasahani y'injangwe", c: 6 },
      'Cat Toy Set': { fr: 'Lot de jouets pour chat', rw: "Ibikinisho by'injangwe", c: 8 },
      'Cat Carrier': {
        fr: 'Caisse de transport pour chat',
        g: 'f',
        rw: 'Agasanduku ko gutwaramo injangwe',
        c: 12,
      },
    },
    styles: {
      Clumping: { fr: fa('agglomérant'), rw: is('pfundika') },
      Tall: { fr: fa('haut', 'haute'), rw: (c) => TALL[c] ?? agreeing(c, 'rekire') },
      Stainless: STAINLESS,
      Interactive: { fr: fa('interactif', 'interactive'), rw: is('kinisha injangwe') },
    },
  },
  'pet-food': {
    items: {
      'Dry Dog Food': { fr: 'Croquettes pour chien', g: 'fp', rw: "Ibiryo byumye by'imbwa", c: 8 },
      'Wet Cat Food': { fr: 'Pâtée pour chat', g: 'f', rw: "Ibiryo bitose by'injangwe", c: 8 },
      'Puppy Food': { fr: 'Nourriture pour chiot', g: 'f', rw: "Ibiryo by'ibibwana", c: 8 },
      'Pet Treats': { fr: 'Friandises pour animaux', g: 'fp', rw: "Uturyo tw'amatungo", c: 13 },
    },
    styles: {
      Chicken: { fr: 'au poulet', rw: is('rimo inkoko') },
      Beef: { fr: 'au bœuf', rw: is("rimo inyama y'inka") },
      Fish: { fr: 'au poisson', rw: is('rimo ifi') },
      'Grain-Free': { fr: 'sans céréales', rw: is('tarimo ibinyampeke') },
    },
  },
  'notebooks-paper': {
    items: {
      'Hardcover Notebook': { fr: 'Carnet à couverture rigide', rw: 'Ikaye ifite igifuniko gikomeye', c: 9 },
      'A4 Paper Ream': { fr: 'Ramette de papier A4', g: 'f', rw: "Ipaki y'impapuro A4", c: 9 },
      Planner: { fr: 'Agenda', rw: "Ikaye y'igenamigambi", c: 9 },
      'Exercise Books Pack': { fr: 'Cahiers', g: 'mp', rw: "Ipaki y'amakaye", c: 9 },
      'Sticky Notes': { fr: 'Notes adhésives', g: 'fp', rw: 'Udupapuro dufata', c: 13 },
    },
    styles: {
      A5: { fr: 'A5', rw: of('A5') },
      Dotted: { fr: 'à points', rw: is('fite utudomo') },
      '2025': { fr: '2025', rw: of('2025') },
      '10-Pack': { fr: '(lot de 10)', rw: '(10 mu ipaki)' },
      Recycled: { fr: fa('recyclé'), rw: is('kozwe mu mpapuro zongeye gukoreshwa') },
    },
  },
  'writing-instruments': {
    items: {
      'Ballpoint Pens': { fr: 'Stylos à bille', g: 'mp', rw: 'Amakaramu ya bic', c: 6 },
      'Fountain Pen': { fr: 'Stylo plume', rw: 'Ikaramu rya wino', c: 5 },
      Highlighters: { fr: 'Surligneurs', g: 'mp', rw: 'Amakaramu yo kugaragaza', c: 6 },
      'Gel Pens': { fr: 'Stylos gel', g: 'mp', rw: 'Amakaramu ya jeli', c: 6 },
      'Pencil Set': { fr: 'Lot de crayons', rw: "Amakaramu y'igiti", c: 6 },
    },
    styles: {
      'Box of 12': { fr: '(boîte de 12)', rw: '(12 mu gasanduku)' },
      Premium: PREMIUM,
      Pastel: { fr: 'pastel', rw: is('fite amabara yoroheje') },
      'Fine Tip': { fr: 'à pointe fine', rw: is('fite isonga nto') },
    },
  },
  'office-furniture': {
    items: {
      'Office Chair': { fr: 'Chaise de bureau', g: 'f', rw: 'Intebe yo mu biro', c: 9 },
      'Standing Desk': { fr: 'Bureau assis-debout', rw: 'Ameza yo gukoreraho uhagaze', c: 6 },
      'Filing Cabinet': { fr: 'Classeur à tiroirs', rw: "Akabati k'inyandiko", c: 12 },
      'Desk Organiser': {
        fr: 'Organiseur de bureau',
        rw: 'Agasanduku ko gutondekamo ibikoresho byo ku meza',
        c: 12,
      },
    },
    styles: {
      Ergonomic: ERGONOMIC,
      Mesh: { fr: 'en maille', rw: is('fite urushundura') },
      Executive: { fr: 'de direction', rw: of('umuyobozi') },
      Adjustable: ADJUSTABLE,
    },
  },
  'printers-ink': {
    items: {
      'Inkjet Printer': {
        fr: 'Imprimante jet d’encre',
        g: 'f',
        rw: 'Imashini isohora inyandiko ikoresha wino',
        c: 9,
      },
      'Laser Printer': { fr: 'Imprimante laser', g: 'f', rw: 'Imashini isohora inyandiko ya laser', c: 9 },
      'Ink Cartridge': { fr: 'Cartouche d’encre', g: 'f', rw: 'Katiriji ya wino', c: 9 },
      Toner: { fr: 'Toner', rw: 'Tonere', c: 9 },
    },
    styles: {
      'All-in-One': { fr: 'multifonction', rw: is('kora byose') },
      'Wi-Fi': WIFI,
      Colour: { fr: 'couleur', rw: of('amabara') },
      Mono: { fr: 'noir et blanc', rw: of("umukara n'umweru") },
      'High Yield': { fr: 'grande capacité', rw: is('mara igihe kirekire') },
    },
  },
};

export const NAME_PART_WORDS: Readonly<Record<string, NamePartWords>> = {
  ...DEVICES_HOME_AND_CLOTHES,
  ...HOME_AND_BEAUTY,
  ...SPORT_AND_ACCESSORIES,
  ...BOOKS_TOYS_AND_MORE,
  ...HEALTH_CARS_PETS_AND_OFFICE,
};
