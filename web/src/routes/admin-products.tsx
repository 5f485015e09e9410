import { ProductList } from '../features/admin-products/product-list';

export function Component() {
  return <ProductList />;
}
