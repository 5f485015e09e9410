import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';
import { productCategoriesQuery } from './queries';

/** The shop's categories, and the category and subcategory the form holds, found among them. */
export function useChosenCategory(form: UseFormReturn<ProductFormValues>) {
  const categories = useQuery(productCategoriesQuery());
  const [categoryId, subcategoryId] = form.watch(['categoryId', 'subcategoryId']);
  const category = categories.data?.find((c) => c.id === categoryId);
  const subcategory = category?.subcategories.find((s) => s.id === subcategoryId);
  return { categories, categoryId, subcategoryId, category, subcategory };
}
