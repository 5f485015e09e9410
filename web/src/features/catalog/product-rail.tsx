import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { type ReactNode, useId } from 'react';
import { ProductCard, ProductCardSkeleton } from '../../ui/product-card';
import { QueryError } from '../../ui/query-error';

export interface ProductRailProps {
  title: string;
  /** The products; undefined while loading. */
  products: ProductCardDto[] | undefined;
  /** A failed load (shown with a Retry button when nothing is there to show). */
  error?: unknown;
  onRetry?: () => void;
  /** Shown when the list is empty ('No Flash Deals'); without it an empty rail is hidden. */
  emptyText?: string;
  action?: ReactNode;
  extra?: (product: ProductCardDto) => ReactNode;
  onQuickView?: (product: ProductCardDto) => void;
  skeletons?: number;
  className?: string;
}

/** A titled row of product cards that scrolls sideways on phones and wraps into a grid on wide screens. */
export function ProductRail({
  title,
  products,
  error,
  onRetry,
  emptyText,
  action,
  extra,
  onQuickView,
  skeletons = 4,
  className = '',
}: ProductRailProps) {
  const id = useId();
  if (products && products.length === 0 && !emptyText) return null;
  return (
    <section className={`rail ${className}`} aria-labelledby={id}>
      <div className="rail-head">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {error && !products ? (
        <QueryError error={error} onRetry={() => onRetry?.()} />
      ) : !products ? (
        <div className="rail-list" aria-busy="true">
          {Array.from({ length: skeletons }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : products.length === 0 ? (
        <p className="rail-empty">{emptyText}</p>
      ) : (
        <ul className="rail-list">
          {products.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} extra={extra?.(p)} onQuickView={onQuickView} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
