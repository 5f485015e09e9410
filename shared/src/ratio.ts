/**
 * Rates and averages on the back-office screens. A share of nothing (0 views, 0 orders, 0
 * customers) is undefined, not 0 %: it answers null, and screens show "n/a" for it, so staff
 * never read "0 % conversion" for a day nobody visited.
 */

/** part / whole, or null when there is nothing to divide by. */
export const ratioOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** part / whole as a percentage with one decimal, or null when there is nothing to divide by. */
export const percentOf = (part: number, whole: number): number | null => {
  const ratio = ratioOf(part, whole);
  return ratio === null ? null : Math.round(ratio * 1000) / 10;
};

/** total / count rounded to whole francs, or null when nothing was counted. */
export const averageRwf = (total: number, count: number): number | null => {
  const ratio = ratioOf(total, count);
  return ratio === null ? null : Math.round(ratio);
};
