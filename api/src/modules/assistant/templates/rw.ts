import type { ReplyTemplates } from './reply-templates';
import { endSentence } from './sentence-end';

/** A day name starts a sentence with a capital ("Ku wa kabiri"); inside one it is written small. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const RW_REPLIES: ReplyTemplates = {
  greeting: () =>
    "Muraho! Ndi umufasha wa Isoko. Nshobora kugushakira ibicuruzwa, kukwereka ibiciro byagabanyijwe, kukubwira iby'ubwikorezi n'ubwishyu, gukurikirana komande zawe no kugufasha guciririkanya igiciro.",
  help: () =>
    "Nshobora kugufasha: gushaka ibicuruzwa (« ikanzu itukura munsi ya 30k »), kukwereka ibiciro byagabanyijwe, kukubwira igiciro cy'igicuruzwa, amafaranga y'ubwikorezi mu karere kawe, uko wasubiza igicuruzwa n'uko wishyura, gukurikirana komande zawe no guciririkanya igiciro.",
  thanks: () => 'Nta kibazo! Hari ikindi nagufasha?',
  bye: () => 'Murabeho, murakoze guhahira kuri Isoko!',
  fallback: () =>
    "Mbabarira, sinabyumvise neza. Mbwira icyo ushaka, cyangwa umbaze iby'ubwikorezi, ubwishyu, gusubiza igicuruzwa cyangwa komande zawe.",
  searchFound: ({ query, count, total, budget }) =>
    `Dore ${count < total ? `ibicuruzwa ${count} muri ${total}` : count === 1 ? 'igicuruzwa 1' : `ibicuruzwa ${count}`} bya « ${query} »${budget ? ` ${budget}` : ''}.`,
  searchNone: ({ query, budget }) =>
    `Nta kintu nabonye cya « ${query} »${budget ? ` ${budget}` : ''}. Gerageza andi magambo cyangwa amafaranga menshi.`,
  budgetUnder: (amount) => `munsi ya ${amount}`,
  budgetOver: (amount) => `hejuru ya ${amount}`,
  budgetBetween: (min, max) => `hagati ya ${min} na ${max}`,
  clothesAsk: () =>
    "Ni iyihe myenda ushaka: amakanzu, amashati, amapantalo, inkweto? Y'abagore cyangwa y'abagabo?",
  deals: ({ count, topName, topPercent }) =>
    `Dore ibicuruzwa ${count} bifite ibiciro byagabanyijwe cyane ubu. Icyagabanyijwe cyane: ${topName}, -${topPercent}%.`,
  noDeals: () => 'Ubu nta biciro byagabanyijwe bihari. Reba ibicuruzwa bishya!',
  productPrice: ({ name, price, originalPrice, inStock }) =>
    `${name} igura ${price}${originalPrice ? ` (yaguraga ${originalPrice})` : ''}. ${inStock ? 'Irahari.' : 'Ubu yashize mu bubiko.'}`,
  askWhichProduct: () => 'Ni ikihe gicuruzwa uvuga? Fungura paji yacyo cyangwa umbwire izina ryacyo.',
  shippingFee: ({ district, fee, minDays, maxDays, freeAbove }) =>
    `Kugeza ibicuruzwa i ${district} bitwara ${fee}, bigafata iminsi y'akazi ${minDays} kugeza kuri ${maxDays}.` +
    (freeAbove ? ` Komande irengeje ${freeAbove} igezwa ku buntu.` : ''),
  shippingFree: ({ district, minDays, maxDays }) =>
    `Kugeza ibicuruzwa i ${district} ni ubuntu, bigafata iminsi y'akazi ${minDays} kugeza kuri ${maxDays}.`,
  shippingRules: ({ standardFee, freeAbove, kigaliFree }) =>
    [
      `Ubwikorezi busanzwe bugura ${standardFee}.`,
      kigaliFree ? 'Mu Mujyi wa Kigali ubwikorezi ni ubuntu.' : '',
      freeAbove ? `Komande irengeje ${freeAbove} igezwa aho ari ho hose ku buntu.` : '',
      'Mbwira akarere kawe nkubwire amafaranga nyayo.',
    ]
      .filter(Boolean)
      .join(' '),
  shippingForOrder: ({ order, fee, district, days, kigaliFree }) =>
    [
      fee === null
        ? `Ku komande ya ${order}, kugeza ibicuruzwa${district ? ` i ${district}` : ''} ni ubuntu.`
        : `Ku komande ya ${order}, kugeza ibicuruzwa${district ? ` i ${district}` : ''} bitwara ${fee}.`,
      days ? `Bifata iminsi y'akazi ${days[0]} kugeza kuri ${days[1]}.` : '',
      !district && fee !== null && kigaliFree ? 'Mu Mujyi wa Kigali ubwikorezi ni ubuntu.' : '',
      district ? '' : "Mbwira akarere kawe nkubwire amafaranga n'iminsi nyayo.",
    ]
      .filter(Boolean)
      .join(' '),
  shippingNoExpress: ({ district, kigali, elsewhere }) =>
    'Nta bwikorezi bwihuse (express) dufite: komande zose zigezwa mu bwikorezi busanzwe, ' +
    (district
      ? `bufata iminsi y'akazi ${district.days[0]} kugeza kuri ${district.days[1]} i ${district.name}.`
      : `bufata iminsi y'akazi ${kigali[0]} kugeza kuri ${kigali[1]} mu Mujyi wa Kigali, na ${elsewhere[0]} kugeza kuri ${elsewhere[1]} ahandi.`),
  shippingAllFree: () =>
    'Ubwikorezi ni ubuntu kuri komande zose, aho ari ho hose mu Rwanda. Mbwira akarere kawe nkubwire iminsi bifata.',
  returns: ({ days }) =>
    `Ushobora gusubiza igicuruzwa mu minsi ${days} nyuma yo kukibona, kitarakoreshwa kandi kiri mu gipfunyika cyacyo, uduhaye nimero ya komande.`,
  cancelOrder: () =>
    'Ushobora guhagarika itumiza ubwawe muri « Ibyo natumije » igihe ritarishyurwa kandi tutaratangira kuritegura: fungura itumiza ukande « Hagarika itumiza ». Iyo ryatangiye gutegurwa, cyangwa ryishyuwe, uduhamagare turihagarike.',
  payment: ({ methods }) =>
    `Ushobora kwishyura ukoresheje ${methods.map((m) => RW_REPLIES.paymentMethod(m)).join(' cyangwa ')}.`,
  ordersSignIn: () =>
    'Injira kugira ngo urebe komande zawe, cyangwa umpe nimero yo gukurikirana (itangirwa na ISK-TRK-).',
  ordersNone: () => 'Nta komande uragira.',
  ordersList: ({ orders }) =>
    `Komande zawe za vuba: ${orders.map((o) => `${o.number} (${RW_REPLIES.orderStatus(o.status)}, ${o.total})`).join('; ')}.`,
  trackingFound: ({ number, status, location, eta }) =>
    `Komande ${number}: ${RW_REPLIES.orderStatus(status)}. Aho igeze ubu: ${endSentence(location)}${eta ? ` Izagera bitarenze ${endSentence(lowerFirst(eta))}` : ''}`,
  trackingUnknown: ({ number }) => `Sinzi nimero ${number}. Yisuzume wongere ugerageze.`,
  addedToCart: ({ name, price }) => `${name} ku ${price} igiye mu gitebo cyawe.`,
  dealInChat: ({ price, minutes, quantity }) =>
    `Byemejwe kuri ${quantity > 1 ? `${price} kuri buri gicuruzwa, ku bicuruzwa ${quantity}` : price}! Igiciro cyawe kibikwa iminota ${minutes}: ndagishyira mu gitebo cyawe. Niba gifite ingano cyangwa amabara utarahitamo, paji yacyo irafunguka: hitamo, hanyuma ukande « Shyira mu gitebo » kuri iki giciro.`,
  dealKeptInChat: ({ price, quantity }) =>
    `Mwamaze kumvikana igiciro cya ${quantity > 1 ? `${price} kuri buri gicuruzwa, ku bicuruzwa ${quantity}` : price}, kandi kiracyari cyanyu: ndagishyira mu gitebo cyawe. Niba gifite ingano cyangwa amabara utarahitamo, paji yacyo irafunguka: hitamo, hanyuma ukande « Shyira mu gitebo » kuri iki giciro.`,
  dealSignIn: () =>
    'Injira kugira ngo ubone iki giciro: kugeza icyo gihe, igitebo cyawe kigaragaza igiciro gisanzwe.',
  offerNeedsProduct: () =>
    'Ni ikihe gicuruzwa ushaka guciririkanya? Fungura paji yacyo ukande « Ganira utange igiciro ».',
  orderStatus: (status) =>
    ({
      pending: 'iracyategereje',
      confirmed: 'yemejwe',
      processing: 'irimo gutegurwa',
      shipped: 'yoherejwe',
      in_transit: 'iri mu nzira',
      out_for_delivery: 'iri kukugezwaho',
      delivered: 'yakugezeho',
      cancelled: 'yahagaritswe',
    })[status],
  paymentMethod: (method) =>
    ({ mobile_money: 'MTN Mobile Money', cash_on_delivery: 'kwishyura ubigejejweho' })[method],
};
