import { z } from 'zod';

// The formatting lives apart from the zod schema so screens that only show prices load no zod.
export { discountPercent, formatRwf, formatRwfThousands } from './money-format';

/** Rwandan francs: always an integer number of francs (RWF has no minor unit in use). */
export const Rwf = z.number().int().min(0).max(1_000_000_000_000);
export type Rwf = z.infer<typeof Rwf>;
