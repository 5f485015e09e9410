import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { ProductCard, ProductCardSkeleton } from '../../ui/product-card';

export interface ProductGridProps {
  products: ProductCardDto[] | undefined;
  view?: 'grid' | 'list';
  loading?: boolean;
  /** Placeholders while loading (10 on listings). */
  skeletons?: number;
  onQuickView?: (product: ProductCardDto) => void;
  label: string;
}

export function ProductGrid({
  products,
  view = 'grid',
  loading,
  skeletons = 10,
  onQuickView,
  label,
}: ProductGridProps) {
  if (loading || !products) {
    return (
      <div className={`product-grid is-${view}`} aria-busy="true">
        <span className="visually-hidden">{label}</span>
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} view={view} />
        ))}
      </div>
    );
  }
  return (
    <ul className={`product-grid is-${view}`} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} view={view} onQuickView={onQuickView} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
