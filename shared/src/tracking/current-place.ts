import { historyPlaceLabel } from '../orders/history-places';
import type { TrackingDto } from './schema';

/**
 * Where the parcel is, in `language`. The parcel is where its newest step put it, so that step's
 * coded place names it; a parcel whose current place no step carries (staff typed it in) keeps
 * the text as stored, with its province names translated.
 */
export function currentPlaceLabel(
  tracking: Pick<TrackingDto, 'history' | 'currentLocation'>,
  language: string,
): string {
  const latest = tracking.history.findLast((h) => h.location === tracking.currentLocation);
  return historyPlaceLabel(latest?.locationCode, latest?.locationParams, tracking.currentLocation, language);
}
