import { type HistoryParams, inferHistoryText, isHistoryTextCode } from '@isoko/shared/orders/history';
import { carrierLabel, historyPlaceLabel, historyValuesIn } from '@isoko/shared/orders/history-places';
import { placeLabel } from '@isoko/shared/rwanda';
import { useTranslation } from 'react-i18next';

/**
 * The words of an order's history in the shopper's language. Notes and steps are worded from the
 * `history` namespace; places and carriers from the shared words the assistant also replies with.
 */
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

export function useHistoryWords(): HistoryWords {
  const { t, i18n } = useTranslation('history');
  const language = i18n.language;
  // An entry without a code (from an older server) is matched by its English text.
  return {
    text: (code, params, written) => {
      const coded = isHistoryTextCode(code) ? { code, params } : inferHistoryText(written);
      return coded ? t(`text.${coded.code}`, historyValuesIn(coded.params, language)) : written;
    },
    place: (code, params, written) => historyPlaceLabel(code, params, written, language),
    carrier: (nameOrCode) => carrierLabel(nameOrCode, language),
    destination: (written) => placeLabel(written, language),
  };
}
