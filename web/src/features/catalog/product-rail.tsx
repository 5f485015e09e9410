import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { memo, type ReactNode, useId, useRef } from 'react';
import { ProductCard, ProductCardSkeleton } from '../../ui/product-card';
import { QueryError } from '../../ui/query-error';
import { useNearViewport } from '../../ui/use-near-viewport';
import { useProgressiveCount } from '../../ui/use-progressive-list';

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
        <RailCards products={products} extra={extra} onQuickView={onQuickView} />
      )}
    </section>
  );
}

const NOTHING_YET: ProductCardDto[] = [];

/**
 * One drawn card of a rail. Memoised with the rail's `extra` function rather than its result, so
 * the cards already drawn are not built again at each later batch.
 */
const RailCard = memo(function RailCard({
  product,
  extra,
  onQuickView,
}: Pick<ProductRailProps, 'extra' | 'onQuickView'> & { product: ProductCardDto }) {
  return <ProductCard product={product} extra={extra?.(product)} onQuickView={onQuickView} />;
});

/**
 * The cards of a rail, drawn once the rail comes near the screen and then a few per browser task
 * (see useProgressiveCount): the home page has four rails whose forty-odd cards arrive together,
 * and a phone shows one of them at a time. A card not yet drawn holds its place.
 */
function RailCards({
  products,
  extra,
  onQuickView,
}: Pick<ProductRailProps, 'extra' | 'onQuickView'> & { products: ProductCardDto[] }) {
  const list = useRef<HTMLUListElement>(null);
  const near = useNearViewport(list);
  const shown = useProgressiveCount(near ? products : NOTHING_YET, 0, 4);
  return (
    <ul className="rail-list" ref={list}>
      {products.map((p, i) =>
        i < shown ? (
          <li key={p.id}>
            <RailCard product={p} extra={extra} onQuickView={onQuickView} />
          </li>
        ) : (
          <li key={p.id} aria-hidden="true">
            <ProductCardSkeleton />
          </li>
        ),
      )}
    </ul>
  );
}
