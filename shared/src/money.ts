import { z } from 'zod';

// The formatting lives apart from the zod schema so screens that only show prices load no zod.
export {
  discountPercent,
  formatCount,
  formatDecimal,
  formatPercent,
  formatRwf,
  formatRwfThousands,
} from './money-format';

/** Rwandan francs: always an integer number of francs (RWF has no minor unit in use). */
export const Rwf = z.number().int().min(0).max(1_000_000_000_000);
export type Rwf = z.infer<typeof Rwf>;

/**
 * The largest cart or order the shop takes, in RWF (goods before discount, or the total).
 * Beyond it a mistake or an abuse is far likelier than a sale, and Mobile Money would refuse it.
 */
export const MAX_ORDER_TOTAL_RWF = 100_000_000;
