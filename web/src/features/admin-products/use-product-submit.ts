import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type ProductFormValues, type StockTyped, toProductInput } from './product-form-values';
import { useSaveProduct } from './queries';
import { serverFieldErrors } from './server-field-errors';

/**
 * Saving the product form: the submit handler, the save request, and the question asked first
 * when the product has no picture.
 */
export function useProductSubmit(
  form: UseFormReturn<ProductFormValues>,
  productId: string | undefined,
  onSaved: (id: string) => void,
) {
  const save = useSaveProduct();
  // The checked values waiting while staff say whether the placeholder picture will do.
  const [askPlaceholder, setAskPlaceholder] = useState<ProductFormValues | null>(null);

  const send = async (values: ProductFormValues) => {
    try {
      // A new product sends every stock; an edit only the boxes typed in.
      const dirty = form.formState.dirtyFields;
      const typed: StockTyped = (row) =>
        !productId || (row === 'plain' ? !!dirty.stock : !!dirty.variants?.[row]?.stock);
      onSaved(await save.mutateAsync({ id: productId, body: toProductInput(values, typed) }));
    } catch (error) {
      // The banner says what failed; fields the server named get their own message too.
      for (const { field, message } of serverFieldErrors(error)) form.setError(field, { message });
    }
  };
  const handleSubmit = form.handleSubmit(async (values) => {
    // With no picture the shop shows its placeholder: say so before saving.
    if (values.media.length === 0) {
      setAskPlaceholder(values);
      return;
    }
    await send(values);
  });

  const cancelPlaceholder = () => setAskPlaceholder(null);
  const confirmPlaceholder = () => {
    const values = askPlaceholder;
    setAskPlaceholder(null);
    if (values) void send(values);
  };

  return {
    save,
    handleSubmit,
    askingPlaceholder: askPlaceholder !== null,
    cancelPlaceholder,
    confirmPlaceholder,
  };
}
