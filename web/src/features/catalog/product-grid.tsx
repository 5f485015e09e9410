import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { ProductCard, ProductCardSkeleton } from '../../ui/product-card';
import { useProgressiveCount } from '../../ui/use-progressive-list';

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
  if (loading || !products) return <GridSkeleton view={view} count={skeletons} label={label} />;
  return <LoadedGrid products={products} view={view} onQuickView={onQuickView} label={label} />;
}

function GridSkeleton({ view, count, label }: { view: 'grid' | 'list'; count: number; label: string }) {
  return (
    <div className={`product-grid is-${view}`} aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} view={view} />
      ))}
    </div>
  );
}

/**
 * The cards of one page: the first screenful at once, the rest a few per browser task, each
 * standing in as a placeholder of the same size until drawn, so nothing below moves.
 */
function LoadedGrid({
  products,
  view,
  onQuickView,
  label,
}: Required<Pick<ProductGridProps, 'view' | 'label'>> &
  Pick<ProductGridProps, 'onQuickView'> & { products: ProductCardDto[] }) {
  const shown = useProgressiveCount(products, 4, 2);
  return (
    <ul className={`product-grid is-${view}`} aria-label={label}>
      {products.map((p, i) =>
        i < shown ? (
          <li key={p.id}>
            <ProductCard product={p} view={view} onQuickView={onQuickView} eager={i < 4} />
          </li>
        ) : (
          <li key={p.id} aria-hidden="true">
            <ProductCardSkeleton view={view} />
          </li>
        ),
      )}
    </ul>
  );
}
