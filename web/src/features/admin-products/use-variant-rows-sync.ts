import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { carryStock, type ProductFormValues, syncVariantRows } from './product-form-values';
import type { SizeChoice } from './product-options';

/**
 * Keeps the ticked sizes and the variant rows in step with the options offered and ticked.
 * Returns the units typed in the plain stock box while they are shared over the variants
 * (null once none is).
 */
export function useVariantRowsSync(form: UseFormReturn<ProductFormValues>, sizeChoice: SizeChoice) {
  const [sizes, colors] = form.watch(['sizes', 'colors']);

  // Sizes the new category does not offer are dropped (a phone has no XL); the grid follows.
  useEffect(() => {
    const kept = sizes.filter((s) => sizeChoice.options.includes(s));
    if (kept.length !== sizes.length) form.setValue('sizes', kept);
  }, [sizeChoice, sizes, form]);
  // Units typed in the plain stock box, shared over the variants while none is changed by hand.
  const [sharedStock, setSharedStock] = useState<number | null>(null);
  useEffect(() => {
    const current = form.getValues('variants');
    const rows = syncVariantRows(sizes, colors, current);
    const same = rows.length === current.length && rows.every((r, i) => r === current[i]);
    if (same) return;
    // Nothing typed is lost: the plain stock goes to the variants, or the grid's total back.
    const carried = carryStock(current, rows, form.getValues('stock'), sharedStock);
    form.setValue('variants', carried.variants, { shouldDirty: carried.shared !== null });
    if (carried.stock !== form.getValues('stock'))
      form.setValue('stock', carried.stock, { shouldDirty: true });
    setSharedStock(carried.shared);
  }, [sizes, colors, form, sharedStock]);

  return sharedStock;
}
