import type { AdminProductRow } from '@isoko/shared/admin/products-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toast';
import { useDeleteProduct } from './queries';

/**
 * Deleting a product from the list: the product asked about, then the delete once staff confirm.
 * `onDeleted` hears the id of a product that is gone.
 */
export function usePendingDelete(onDeleted: (id: string) => void) {
  const { t } = useTranslation('admin-products');
  const toast = useToast();
  const remove = useDeleteProduct();
  const [product, setProduct] = useState<AdminProductRow | null>(null);

  const confirm = async () => {
    if (!product) return;
    try {
      await remove.mutateAsync(product.id);
      toast.show(t('list.deleted', { name: product.name }));
      onDeleted(product.id);
      setProduct(null);
    } catch {
      // shown in the dialog
    }
  };
  const cancel = () => {
    remove.reset();
    setProduct(null);
  };

  return { product, ask: setProduct, confirm, cancel, busy: remove.isPending, error: remove.error };
}

export type PendingDelete = ReturnType<typeof usePendingDelete>;
