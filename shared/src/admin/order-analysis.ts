import { DISTRICTS, deliveryWindowDays, isKigaliDistrict } from '../rwanda';

/**
 * The order-details heuristic of the back-office: a 0-100 score with a risk band, the customer's
 * value band, a delivery estimate by city and the reasons staff should look twice. Pure, so the
 * server computes it from the stored order and the web can show the same bands.
 */

export const ORDER_RISKS = ['Low', 'Medium', 'High'] as const;
export type OrderRisk = (typeof ORDER_RISKS)[number];

export const ORDER_VALUE_BANDS = ['High', 'Medium', 'Standard'] as const;
export type OrderValueBand = (typeof ORDER_VALUE_BANDS)[number];

export const DELIVERY_ESTIMATES = ['1-2 days', '2-3 days', '3-5 days'] as const;
export type DeliveryEstimate = (typeof DELIVERY_ESTIMATES)[number];

/** Codes, not sentences: the web words them in the shopper's language. */
export const ORDER_ANALYSIS_ADVICE = ['NO_EMAIL', 'HIGH_VALUE', 'MANY_ITEMS', 'OUTSIDE_KIGALI'] as const;
export type OrderAnalysisAdvice = (typeof ORDER_ANALYSIS_ADVICE)[number];

export interface OrderAnalysisInput {
  email: string | null;
  /** RWF. */
  total: number;
  city: string;
  /** The delivery district, when known: the delivery window is the district's, as tracking promises it. */
  district?: string | null;
  /** Units across all lines. */
  itemCount: number;
}

export interface OrderAnalysis {
  score: number;
  risk: OrderRisk;
  customerValue: OrderValueBand;
  deliveryEstimate: DeliveryEstimate;
  recommendations: OrderAnalysisAdvice[];
}

const isKigali = (city: string) => city.trim().toLowerCase() === 'kigali';

const asEstimate = (window: readonly [number, number]) => `${window[0]}-${window[1]} days`;

/**
 * The delivery window (deliveryWindowDays, the one the product page and the assistant state) of
 * the order's city: "Kigali" is the City of Kigali, another city the district of that name, an
 * unknown city the window of an unknown destination.
 */
export function deliveryEstimateFor(city: string): DeliveryEstimate {
  const c = city.trim().toLowerCase();
  const district =
    c === 'kigali' ? DISTRICTS.find(isKigaliDistrict) : DISTRICTS.find((d) => d.toLowerCase() === c);
  const estimate = asEstimate(deliveryWindowDays(district));
  // Every window is one of the listed estimates (a test checks it); the widest one otherwise.
  return DELIVERY_ESTIMATES.find((e) => e === estimate) ?? '3-5 days';
}

export function analyseOrder(input: OrderAnalysisInput): OrderAnalysis {
  const hasEmail = Boolean(input.email?.trim());
  const hasCity = Boolean(input.city.trim());
  let score = 100;
  if (!hasEmail) score -= 15;
  if (input.total > 500_000) score -= 10;
  if (!hasCity) score -= 10;
  if (input.itemCount > 10) score -= 5;
  score = Math.min(100, Math.max(0, score));
  const risk: OrderRisk = score >= 80 ? 'Low' : score >= 60 ? 'Medium' : 'High';
  const customerValue: OrderValueBand =
    input.total > 200_000 ? 'High' : input.total > 100_000 ? 'Medium' : 'Standard';
  const recommendations: OrderAnalysisAdvice[] = [];
  if (!hasEmail) recommendations.push('NO_EMAIL');
  if (input.total > 200_000) recommendations.push('HIGH_VALUE');
  if (input.itemCount > 5) recommendations.push('MANY_ITEMS');
  if (!isKigali(input.city)) recommendations.push('OUTSIDE_KIGALI');
  return {
    score,
    risk,
    customerValue,
    deliveryEstimate: deliveryEstimateFor(input.district?.trim() || input.city),
    recommendations,
  };
}
