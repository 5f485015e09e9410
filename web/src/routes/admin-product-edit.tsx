import { ProductEditor } from '../features/admin-products/product-editor';
import { useParams } from '../routing';

/** `/admin/products/new` creates; `/admin/products/:id` edits that product. */
export function Component() {
  const { id } = useParams();
  return <ProductEditor productId={id === 'new' || !id ? undefined : id} />;
}
