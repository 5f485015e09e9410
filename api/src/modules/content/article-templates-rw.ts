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
 * The article generator's templates in Kinyarwanda: the same real data, links and SEO lengths as
 * the English ones, written for Kinyarwanda readers (decimal comma; counts written so they read
 * right without plural forms).
 */

const title = (text: string) => fitTitle(text, 'Iduka kuri interineti');
const meta = (text: string) =>
  fitMeta(text, [
    'Tumiza kuri Isoko, tukugezeho aho uri hose mu Rwanda.',
    'Wishyura na MTN MoMo cyangwa mu ntoki.',
  ]);

/** This language's words for prices, product blocks and product facts. */
const { priceLine, productBlock, detailBlock } = articleBlocks({
  language: 'rw',
  was: (price, original, percent) => `${price} aho kuba ${original} (hagabanyijweho ${percent}%)`,
  deal: (price, original, percent) =>
    `${price} muri poromosiyo y’igihe gito aho kuba ${original} (hagabanyijweho ${percent}%)`,
  sentence: (p, intro, price) =>
    `${intro} ${link(p)} ya ${p.brand ?? 'Isoko'} igura ${price}. ${stars(p).replace(/^./, (c) => c.toUpperCase())}, kandi ${
      p.inStock ? `ibisigaye mu bubiko ubu ni ${p.stockQuantity}` : 'ubu cyashize mu bubiko'
    }.`,
  categoryLabel: 'Icyiciro: ',
  priceLabel: 'Igiciro: ',
  freeDelivery: 'Kugezwaho iki gicuruzwa ni ubuntu',
  material: 'Icyo gikozemo: ',
  colours: 'Amabara: ',
  sizes: 'Ingano: ',
});

const rating = (p: ProductCardDto) => p.averageRating.toFixed(1).replace('.', ',');
const stars = (p: ProductCardDto) =>
  p.totalReviews > 0
    ? `gifite amanota ${rating(p)} muri 5 yatanzwe ${counted('rw', p.totalReviews, { one: 'n’umukiriya #', other: 'n’abakiriya #' })}`
    : 'ni gishya mu iduka, nta gitekerezo kiragitangwaho';

const dateLine = (d: Date) => formatDate(d, 'rw');
const days = ([a, b]: readonly [number, number]) => `${a} kugeza kuri ${b}`;

/** Serivisi nyazo z’iduka, igika kimwe munsi ya buri nkuru. */
function servicesSection(data: ArticleData): string[] {
  const { standardFee, freeAbove, kigaliFree } = data.shipping;
  const { kigali, elsewhere } = deliveryWindowRange();
  return [
    '## Kugeza ibicuruzwa, kwishyura n’ubufasha',
    `Isoko igeza ibicuruzwa hose mu Rwanda. Muri Kigali, abamotari bacu babikugezaho mu minsi ${days(kigali)} y’akazi${
      kigaliFree ? ', kandi muri Kigali ni ubuntu' : ''
    }; mu ntara, amapaki atwarwa n’amasosiyete ya bisi akagera aho ajya mu minsi ${days(elsewhere)} y’akazi. Kubigeza aho uri bisanzwe bitwara ${formatRwf(
      standardFee,
      'rw',
    )}${freeAbove ? `, kandi ni ubuntu iyo uguze ibirenze ${formatRwf(freeAbove, 'rw')}` : ''}.`,
    'Ushobora no kwifatira ibyo watumije ku iduka ryacu i Kimironko, muri Kigali. Wishyura na MTN Mobile Money igihe utumiza, cyangwa ukishyura mu ntoki ubigejejweho. Buri cyatumijwe gifite paji yo kugikurikirana, kandi tukoherereza SMS igihe cyose gitera intambwe.',
    `Itsinda ryacu riragusubiza kuva ku wa Mbere kugeza ku wa Gatandatu, saa tatu za mu gitondo kugeza saa kumi n’ebyiri z’umugoroba, kuri ${SHOP_CONTACT.phoneDisplay} cyangwa kuri ${SHOP_CONTACT.email}. Sura [iduka](/shop) urebe ibiri mu bubiko uyu munsi.`,
  ];
}

function productDaily(data: ArticleData): ArticleDraft {
  const { product: p, keyword: kw } = pickDaily(data);
  return {
    title: title(`Igicuruzwa cy’umunsi: ${p.name}`),
    metaDescription: meta(
      `Igicuruzwa cy’umunsi kuri Isoko ni ${p.name}, mu cyiciro cya ${kw}, ku ${formatRwf(p.shown.price, 'rw')}. Menya impamvu abakiriya b’i Kigali bagikunda n’uko kikugeraho.`,
    ),
    content: [
      `# Igicuruzwa cy’umunsi: ${p.name}`,
      `Buri munsi Isoko ihitamo igicuruzwa kimwe mu byatoranyijwe n’iduka. Ku itariki ya ${dateLine(data.today)}, igicuruzwa cy’umunsi ni ${link(p)}, cyo mu cyiciro cya ${p.category.name}.`,
      '## Impamvu twagihisemo',
      ...productBlock(p, 'Igicuruzwa cy’umunsi,'),
      ...detailBlock(p),
      `Abakiriya bashaka ibyo mu cyiciro cya ${kw} i Kigali bakunze gushaka ibifite ubwiza ku giciro gikwiye. Iki gicuruzwa kibibahera: igiciro ubona ni cyo wishyura, mu RWF, kandi ushobora guciririkanya igiciro iyo igicuruzwa kibyemera.`,
      '## Uko wagitumiza',
      `Fungura ${link(p)}, uhitemo ingano cyangwa ibara, ugishyire mu gitebo. Injira ukoresheje nimero yawe ya telefoni, wemeze aho kizakugeraho, hanyuma uhitemo MTN Mobile Money cyangwa kwishyura ukigejejweho.`,
      ...servicesSection(data),
    ].join('\n'),
    keywords: ['igicuruzwa cy’umunsi', p.name, kw, 'Kigali', 'Isoko'],
    hashtags: [tag('IsokoRwanda'), tag('IgicuruzwaCyUmunsi'), tag(p.category.name), tag('Kigali')],
  };
}

function howToShop(data: ArticleData): ArticleDraft {
  const { first, second, deal } = pickGuide(data);
  return {
    title: title('Uko wahahira kuri interineti: guhaha kuri Isoko'),
    metaDescription: meta(
      'Uko wahahira kuri interineti mu Rwanda: gushaka igicuruzwa, kugereranya ibiciro mu RWF, kwishyura na MTN MoMo cyangwa mu ntoki, no gukurikirana ibyo watumije.',
    ),
    content: [
      '# Uko wahahira kuri interineti mu Rwanda',
      'Guhahira kuri interineti mu Rwanda biroroshye iyo uzi intambwe. Iyi nyobora igufasha guhaha kuri Isoko, kuva ushakisha igicuruzwa kugeza kikugeze ku muryango.',
      '## Intambwe ya 1: shaka icyo ukeneye',
      `Koresha agasanduku ko gushakisha cyangwa urebe mu byiciro. Paji ya buri gicuruzwa yerekana igiciro mu RWF, ibisigaye mu bubiko, ingano n’amabara. Urugero, ${link(first)} igura ${priceLine(first)}${
        second ? `, naho ${link(second)} igura ${priceLine(second)}` : ''
      }.`,
      '## Intambwe ya 2: gereranya ibiciro na poromosiyo',
      deal
        ? `Igiciro gicishijweho umurongo gisobanura igabanywa nyaryo: ${link(deal)} uyu munsi iri ku ${priceLine(deal)}. Poromosiyo z’igihe gito zerekana igihe zirangirira kuri paji y’igicuruzwa.`
        : 'Igiciro gicishijweho umurongo gisobanura igabanywa nyaryo, ribarwa ku giciro cy’ibanze. Poromosiyo z’igihe gito zerekana igihe zirangirira kuri paji y’igicuruzwa.',
      `Ku bicuruzwa bimwe ushobora guciririkanya: utanga igiciro cyawe, iduka rigasubiza ako kanya, inshuro zigera kuri ${NEGOTIATION_MAX_ROUNDS} ku munsi.`,
      '## Intambwe ya 3: ishyura mu mutekano',
      '- Injira ukoresheje nimero ya telefoni n’umubare tukoherereza kuri SMS.',
      '- Hitamo cyangwa wongeremo aho ibyo utumije bizakugeraho: intara, akarere n’umuhanda.',
      '- Wishyura na MTN Mobile Money (wemeza ubwishyu kuri telefoni yawe) cyangwa uhitemo kwishyura ubigejejweho.',
      '- Bika nimero y’ibyo watumije: paji yo kubikurikirana yerekana buri ntambwe.',
      '## Intambwe ya 4: kurikirana kandi wakire',
      'Wakira SMS igihe ibyo watumije byemejwe, byoherejwe n’igihe bikugezeho. Paji yo gukurikirana yerekana aho ipaki yawe igeze.',
      ...servicesSection(data),
      'Ibyo ni byo byose. Kurikiza iyi nyobora rimwe, ubutaha uzatumiza mu minota ibiri gusa.',
    ].join('\n'),
    keywords: [
      'guhahira kuri interineti',
      'guhaha mu Rwanda',
      'kwishyura na MTN MoMo',
      'delivery i Kigali',
      'Isoko',
    ],
    hashtags: [tag('IsokoRwanda'), tag('GuhahaKuriInterineti'), tag('Kigali'), tag('MoMo')],
  };
}

function trendingTopic(data: ArticleData): ArticleDraft {
  const { list, fromActivity, leaders, categories, lowest, highest } = pickTrending(data);
  const rest = list.length - fromActivity;
  // Only products shoppers acted on are called trending, as in the English template.
  const heading = fromActivity
    ? 'Ibicuruzwa bikunzwe i Kigali muri iki cyumweru'
    : 'Ibicuruzwa bishya kuri Isoko muri iki cyumweru';
  const intro =
    fromActivity === list.length
      ? `Ibi ni ibicuruzwa bikunzwe kuri Isoko ku itariki ya ${dateLine(data.today)}. Uru rutonde rukomoka ku byo abakiriya bakoze koko mu byumweru bibiri bishize: ibyarebwe cyane, ibyashyizwe mu gitebo n’ibyaguzwe, ibya vuba bigahabwa agaciro kurushaho.`
      : fromActivity
        ? `Ibi ni ibicuruzwa bikunzwe kuri Isoko ku itariki ya ${dateLine(data.today)}. Ibya mbere ${fromActivity} bikomoka ku byo abakiriya bakoze koko mu byumweru bibiri bishize: ibyarebwe cyane, ibyashyizwe mu gitebo n’ibyaguzwe, ibya vuba bigahabwa agaciro kurushaho. Ibicuruzwa byakoreweho byari bike ku buryo byuzuza urutonde, bityo ibindi ${rest} ni ibishya kurusha ibindi mu iduka.`
        : `Abakiriya ntibarakora byinshi bihagije mu byumweru bibiri bishize ngo dushyire ibicuruzwa ku murongo, bityo dore ibicuruzwa bishya kuri Isoko ku itariki ya ${dateLine(data.today)}.`;
  return {
    title: title(heading),
    metaDescription: meta(
      fromActivity
        ? `Ibicuruzwa bikunzwe kuri Isoko muri iki cyumweru: ${leaders.join(' na ')} biza imbere mu byo abakiriya b’i Kigali bareba, bashyira mu gitebo kandi bagura.`
        : `Ibicuruzwa bishya kuri Isoko muri iki cyumweru: ${list
            .slice(0, 2)
            .map((p) => p.name)
            .join(' na ')} n’ibindi, n’ibiciro nyabyo mu RWF no kugeza ibintu i Kigali.`,
    ),
    content: [
      `# ${heading}`,
      intro,
      '## Urutonde',
      ...list.flatMap((p, i) => productBlock(p, `Icya ${i + 1},`)),
      '## Icyo urutonde rugaragaza',
      `Ibi bicuruzwa biri mu byiciro bya ${categories.join(', ')}. Ibiciro biri hagati ya ${formatRwf(lowest, 'rw')} na ${formatRwf(highest, 'rw')}, bityo buri wese abona ikijyanye n’ubushobozi bwe.`,
      'Ibicuruzwa bikunzwe bishira vuba: ibisigaye mu bubiko bigaragara kuri buri paji ni iby’ako kanya, bityo ubirebe mbere yo gufata icyemezo.',
      ...servicesSection(data),
    ].join('\n'),
    keywords: ['ibicuruzwa bikunzwe', 'guhaha i Kigali', 'ibikunzwe mu Rwanda', 'Isoko'],
    hashtags: [tag('IsokoRwanda'), tag('Ibikunzwe'), tag('Kigali'), tag('GuraIbyIwacu')],
  };
}

function bestDeals(data: ArticleData): ArticleDraft {
  const { list, top } = pickDeals(data);
  return {
    title: title(`Poromosiyo nziza kuri Isoko: kugeza kuri ${top.shown.percent}%`),
    metaDescription: meta(
      `Poromosiyo nziza kuri Isoko uyu munsi: ${top.name} ku ${formatRwf(top.shown.price, 'rw')} (hagabanyijweho ${top.shown.percent}%) n’andi magabanywa nyayo, tukabikugezaho i Kigali.`,
    ),
    content: [
      `# Poromosiyo nziza kuri Isoko: kugeza kuri ${top.shown.percent}%`,
      `Dore poromosiyo nziza ziri mu iduka ku itariki ya ${dateLine(data.today)}. Buri gabanywa riri hano ni nyaryo: rigereranya igiciro cy’uyu munsi n’igiciro cy’ibanze cy’igicuruzwa, ijanisha rikabarwa kuri ibyo byombi.`,
      '## Amagabanywa manini y’uyu munsi',
      ...list.flatMap((p) => productBlock(p, `Uzigama ${formatRwf(p.shown.saving, 'rw')}:`)),
      '## Uko wakoresha neza poromosiyo',
      '- Poromosiyo irangira iyo ibiri mu bubiko bishize: ibisigaye ni byo by’ingenzi kuruta itariki.',
      '- Poromosiyo z’igihe gito zerekana igihe zirangirira kuri paji y’igicuruzwa.',
      '- Ufite kode ya poromosiyo? Yandike igihe wishyura: incamake y’ibyo watumije yerekana ayo igukuraho mbere yo kwishyura.',
      ...(data.shipping.freeAbove
        ? [
            `- Iyo uguze ibirenze ${formatRwf(data.shipping.freeAbove, 'rw')}, kubikugezaho ni ubuntu: huza poromosiyo uzigereho.`,
          ]
        : []),
      ...servicesSection(data),
    ].join('\n'),
    keywords: ['poromosiyo nziza', 'ibiciro byagabanyijwe Kigali', 'poromosiyo mu Rwanda', 'Isoko'],
    hashtags: [tag('IsokoRwanda'), tag('Poromosiyo'), tag('IbiciroByiza'), tag('Kigali')],
  };
}

function kigaliTrends(data: ArticleData): ArticleDraft {
  const { stats, list, share, speed } = pickKigali(data);
  const figures = stats.orders
    ? [
        `- Ibyatumijwe mu minsi ${stats.days} ishize: ${stats.orders}`,
        `- Igice cyagejejwe mu Mujyi wa Kigali: ${share}%`,
        `- Agaciro gasanzwe k’ibyatumijwe: ${formatRwf(stats.averageOrder, 'rw')}`,
        `- Ibyamaze kugezwa ku bakiriya: ${stats.delivered}`,
        ...(speed
          ? [`- Igihe gisanzwe kuva gutumiza kugeza kugezwaho i Kigali: ${durationText(speed, 'rw')}`]
          : []),
        ...(stats.topDistricts.length
          ? [
              `- Uturere dutumiza cyane: ${stats.topDistricts.map((d) => `${d.district} (${d.orders})`).join(', ')}`,
            ]
          : []),
      ]
    : [`- Nta kintu cyatumijwe mu minsi ${stats.days} ishize: imibare izuzura uko ibyatumijwe biza.`];
  return {
    title: title('Ubucuruzi bwo kuri interineti i Kigali: ibigurwa'),
    metaDescription: meta(
      `Uko ubucuruzi bwo kuri interineti buhagaze i Kigali dukurikije ibyatumijwe kuri Isoko: ${stats.orders} mu minsi ${stats.days}, ${share}% muri Kigali${
        list.length ? ', n’ibigurwa cyane' : ''
      }.`,
    ),
    content: [
      '# Ubucuruzi bwo kuri interineti i Kigali',
      `Ubucuruzi bwo kuri interineti i Kigali bukomeje kwiyongera uko abakiriya benshi bishyura na mobile money kandi bakifuza kugezwaho vuba. Iyi mibare ikomoka ku byatumijwe kuri Isoko, yabazwe ku itariki ya ${dateLine(data.today)}; ibyahagaritswe ntibibarwa.`,
      '## Imibare',
      ...figures,
      ...(list.length
        ? [
            '## Ibyo abakiriya b’i Kigali bahitamo',
            ...list.flatMap((p) => [
              ...productBlock(p, 'Igikenewe cyane:'),
              `- Ibyatumijwe byo kugezwa i Kigali mu minsi ${stats.days} ishize: ${p.unitsOrdered}`,
            ]),
          ]
        : []),
      '## Icyo bivuze ku bakiriya',
      'Mobile money ituma kwishyura kuri interineti byoroha nko kwishyura ku isoko, kandi abamotari batuma kugezwaho mu mujyi byihuta. Mu ntara amapaki atwarwa na bisi, ari yo mpamvu bifata iminsi mike kurushaho.',
      ...servicesSection(data),
    ].join('\n'),
    keywords: [
      'ubucuruzi bwo kuri interineti Kigali',
      'guhaha kuri interineti',
      'mobile money',
      'delivery i Kigali',
    ],
    hashtags: [tag('Kigali'), tag('Ecommerce'), tag('Rwanda'), tag('IsokoRwanda')],
  };
}

function productReview(data: ArticleData): ArticleDraft {
  const p = pickReviewed(data);
  return {
    title: title(`Isesengura rya ${p.name}`),
    metaDescription: meta(
      `Isesengura ryacu rya ${p.name}: ${stars(p)}, igura ${formatRwf(p.shown.price, 'rw')}. Icyo gikozemo, uwo kibereye, n’uko wagitumiza i Kigali.`,
    ),
    content: [
      `# Isesengura rya ${p.name}`,
      `Iri sesengura rireba ${link(p)}, kimwe mu bicuruzwa bifite amanota menshi kuri Isoko: ${stars(p)}.`,
      '## Icyo ari cyo',
      ...detailBlock(p),
      ...productBlock(p, 'Muri make,'),
      '## Icyo abakiriya bavuga',
      p.totalReviews > 0
        ? `Gifite ${counted('rw', p.totalReviews, { one: 'igitekerezo #', other: 'ibitekerezo #' })} n’amanota ${rating(p)} ugereranyije, abakiriya bagishyira mu bya mbere mu cyiciro cya ${p.category.name}. Soma ibitekerezo byose kuri paji y’igicuruzwa mbere yo gufata icyemezo.`
        : 'Nta mukiriya uragitangaho igitekerezo: ba uwa mbere nyuma yo kukigura.',
      '## Umwanzuro wacu',
      `Ku ${priceLine(p)}, ${p.name} ni amahitamo meza mu cyiciro cya ${p.category.name}. Reba ingano n’amabara biri mu bubiko kuri [paji y’igicuruzwa](/product/${p.id}).`,
      ...servicesSection(data),
    ].join('\n'),
    keywords: [
      `isesengura rya ${p.name}`,
      'isesengura ry’igicuruzwa',
      p.category.name.toLowerCase(),
      'Isoko',
    ],
    hashtags: [tag('IsokoRwanda'), tag('Isesengura'), tag(p.category.name), tag('Kigali')],
  };
}

export const KINYARWANDA_WRITERS: Record<ArticleTopic, (data: ArticleData) => ArticleDraft> = {
  'product-daily': productDaily,
  'how-to-shop': howToShop,
  'trending-products': trendingTopic,
  'best-deals': bestDeals,
  'kigali-trends': kigaliTrends,
  'product-review': productReview,
};
