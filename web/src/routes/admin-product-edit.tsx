import { useParams } from 'react-router-dom';
import { ProductEditor } from '../features/admin-products/product-editor';

/** `/admin/products/new` creates; `/admin/products/:id` edits that product. */
export function Component() {
  const { id } = useParams();
  return <ProductEditor productId={id === 'new' || !id ? undefined : id} />;
}
