import type { FieldErrors } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';

/** The product form's single text boxes whose id is `product-` and the field's name. */
export type ProductTextField = 'name' | 'price' | 'originalPrice' | 'stock' | 'brand' | 'floorPrice';

/** The id and message a FormField needs for one of those boxes. */
export const productFieldProps = (errors: FieldErrors<ProductFormValues>, name: ProductTextField) => ({
  id: `product-${name}`,
  error: errors[name]?.message,
});
