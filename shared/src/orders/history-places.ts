import { type ShopLanguage, shopLanguageOfTag } from '../i18n-language';
import { formatRwf } from '../money-format';
import { placeLabel, provinceLabel, provinceOf } from '../rwanda';
import {
  CARRIER_CODES,
  CARRIER_NAMES_EN,
  type CarrierCode,
  carrierCodeOf,
  fillTemplate,
  HISTORY_PLACE_EN,
  type HistoryParams,
  type HistoryPlaceCode,
  inferHistoryPlace,
  isHistoryPlaceCode,
} from './history';

/**
 * A parcel's places and carriers in the shop's three languages: the one copy the web's tracking
 * and order pages and the assistant's tracking reply all read, so a place reads the same
 * wherever the shopper sees it. English is the text stored beside each code.
 */
export const HISTORY_PLACE_WORDS: Readonly<Record<ShopLanguage, Readonly<Record<HistoryPlaceCode, string>>>> =
  {
    en: HISTORY_PLACE_EN,
    fr: {
      shop: 'Boutique Isoko, Kimironko, Kigali',
      handed_to_carrier: 'Boutique Isoko, Kimironko, Kigali (remis à {{carrier}})',
      on_the_way: 'En route vers {{district}}, {{province}}',
      destination: '{{district}}, {{province}}',
    },
    rw: {
      shop: 'Iduka rya Isoko, Kimironko, Kigali',
      handed_to_carrier: 'Iduka rya Isoko, Kimironko, Kigali (byahawe {{carrier}})',
      on_the_way: 'Mu nzira igana {{district}}, {{province}}',
      destination: '{{district}}, {{province}}',
    },
  };

/** The shop's carriers by code in the three languages. */
export const CARRIER_WORDS: Readonly<Record<ShopLanguage, Readonly<Record<CarrierCode, string>>>> = {
  en: CARRIER_NAMES_EN,
  fr: {
    kigali: 'Coursier moto Isoko',
    upcountry: 'Service de colis par bus Isoko',
  },
  rw: {
    kigali: 'Moto ya Isoko itwara ibicuruzwa',
    upcountry: 'Serivisi ya Isoko yohereza amapaki muri bisi',
  },
};

/** Any language tag as one of the shop's three; one that names none of them reads English. */
const languageOf = (language: string): ShopLanguage => shopLanguageOfTag(language) ?? 'en';

const isCarrierCode = (v: string): v is CarrierCode => (CARRIER_CODES as string[]).includes(v);

/** A carrier by its code or its stored English name, in `language`; another name stays as given. */
export function carrierLabel(nameOrCode: string, language: string): string {
  const code = isCarrierCode(nameOrCode) ? nameOrCode : carrierCodeOf(nameOrCode);
  return code ? CARRIER_WORDS[languageOf(language)][code] : nameOrCode;
}

/** An amount stored as English writes it ("5,000 RWF", as refund notes keep it). */
const STORED_RWF = /^(-?)(\d{1,3}(?:,\d{3})*) RWF$/;

/** A note's `amount` in `language`'s grouping: a number, or the English text stored with the note. */
function amountIn(value: string | number, language: string): string | number {
  if (typeof value === 'number') return formatRwf(value, language);
  const m = STORED_RWF.exec(value);
  return m ? formatRwf(Number(`${m[1]}${m[2]!.replace(/,/g, '')}`), language) : value;
}

/**
 * The values of a history text in `language`: values that are names in a language (a province
 * key, a carrier code or name) are translated, and an amount grouped as the language writes it,
 * before they fill the text.
 */
export function historyValuesIn(
  params: HistoryParams | null | undefined,
  language: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  if (typeof out.province === 'string') out.province = provinceLabel(out.province, language);
  if (typeof out.carrier === 'string') out.carrier = carrierLabel(out.carrier, language);
  if (out.amount !== undefined) out.amount = amountIn(out.amount, language);
  return out;
}

const isDestination = (district: string, province: string) => provinceOf(district) === province;

/**
 * A parcel's place in `language`: its coded place (`locationCode` and `locationParams` of a
 * history step), else the place text as written, matched to a code when it is the English of one
 * (entries from before codes were stored), else with its province names translated (a place
 * staff wrote themselves).
 */
export function historyPlaceLabel(
  code: string | null | undefined,
  params: HistoryParams | null | undefined,
  written: string,
  language: string,
): string {
  const coded = isHistoryPlaceCode(code) ? { code, params } : inferHistoryPlace(written, isDestination);
  if (!coded) return placeLabel(written, language);
  return fillTemplate(
    HISTORY_PLACE_WORDS[languageOf(language)][coded.code],
    historyValuesIn(coded.params, language),
  );
}
