import {
  CARRIER_CODES,
  type CarrierCode,
  carrierCodeOf,
  type HistoryParams,
  inferHistoryPlace,
  inferHistoryText,
  isHistoryPlaceCode,
  isHistoryTextCode,
} from '@isoko/shared/orders/history';
import { placeLabel, provinceLabel, provinceOf } from '@isoko/shared/rwanda';
import { useTranslation } from 'react-i18next';

/** The words of an order's history in the shopper's language (the `history` namespace). */
export interface HistoryWords {
  /** A note or parcel step: its coded text, else the text as written (a person's note). */
  text: (
    code: string | null | undefined,
    params: HistoryParams | null | undefined,
    written: string,
  ) => string;
  /** A parcel's place: its coded place, else the text as written with province names translated. */
  place: (
    code: string | null | undefined,
    params: HistoryParams | null | undefined,
    written: string,
  ) => string;
  /** A carrier by its code or stored English name. */
  carrier: (nameOrCode: string) => string;
  /** A stored "District, Province" text with the province in the shopper's language. */
  destination: (written: string) => string;
}

const isDestination = (district: string, province: string) => provinceOf(district) === province;
const isCarrierCode = (v: string): v is CarrierCode => (CARRIER_CODES as string[]).includes(v);

export function useHistoryWords(): HistoryWords {
  const { t, i18n } = useTranslation('history');
  const language = i18n.language;
  const carrier = (nameOrCode: string) => {
    const code = isCarrierCode(nameOrCode) ? nameOrCode : carrierCodeOf(nameOrCode);
    return code ? t(`carrier.${code}`) : nameOrCode;
  };
  // Values that are names in a language (a province, a carrier) are translated before filling.
  const values = (params: HistoryParams | null | undefined) => {
    const out: Record<string, string | number> = { ...params };
    if (typeof out.province === 'string') out.province = provinceLabel(out.province, language);
    if (typeof out.carrier === 'string') out.carrier = carrier(out.carrier);
    return out;
  };
  // An entry without a code (from an older server) is matched by its English text.
  return {
    text: (code, params, written) => {
      const coded = isHistoryTextCode(code) ? { code, params } : inferHistoryText(written);
      return coded ? t(`text.${coded.code}`, values(coded.params)) : written;
    },
    place: (code, params, written) => {
      const coded = isHistoryPlaceCode(code) ? { code, params } : inferHistoryPlace(written, isDestination);
      return coded ? t(`place.${coded.code}`, values(coded.params)) : placeLabel(written, language);
    },
    carrier,
    destination: (written) => placeLabel(written, language),
  };
}
