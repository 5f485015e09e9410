import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { formatRwf } from '@isoko/shared/money-format';
import { useQueries } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { lazyPart } from '../../ui/lazy-part';
import { ProductMedia } from '../../ui/product-media';
import { shownPrice } from '../../ui/shown-price';
import { useToast } from '../../ui/toast';
import { useNearViewport } from '../../ui/use-near-viewport';
import { PartOfflineClosed } from '../layout/part-offline';
import { BUNDLES, type BundleId, bundleTotals } from './bundles';
import { topRatedQuery } from './listing-queries';

const BundleDialog = lazyPart(() => import('./bundle-dialog').then((m) => m.BundleDialog), {
  unreachable: ({ onClose }) => <PartOfflineClosed onClose={onClose} />,
});

function BundleCard({
  id,
  parts,
  onAdd,
}: {
  id: BundleId;
  parts: readonly string[];
  onAdd: (products: ProductCardDto[]) => void;
}) {
  const { t, i18n } = useTranslation('discover');
  const results = useQueries({ queries: parts.map((p) => topRatedQuery(p)) });
  const products = results.map((r) => r.data).filter((p): p is ProductCardDto => !!p);
  // A bundle shows only when every part exists in stock: never a made-up item.
  if (results.some((r) => r.isPending) || products.length !== parts.length) return null;
  const { total, saving } = bundleTotals(products);
  return (
    <li className="bundle card">
      <h3>{t(`bundles.${id}`)}</h3>
      <ul className="bundle-items">
        {products.map((p) => (
          <li key={p.id}>
            <Link to={`/product/${p.id}`}>
              <ProductMedia src={p.mainImage} alt="" width={96} height={96} />
              <span>{p.name}</span>
            </Link>
            <span className="muted">{formatRwf(shownPrice(p).price, i18n.language)}</span>
          </li>
        ))}
      </ul>
      <p className="bundle-total">
        {t('bundles.together')} <strong>{formatRwf(total, i18n.language)}</strong>
      </p>
      <p className="muted bundle-saving">
        {saving > 0
          ? t('bundles.saving', { amount: formatRwf(saving, i18n.language) })
          : t('bundles.noSaving')}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => onAdd(products)}>
        {t('bundles.add')}
      </button>
    </li>
  );
}

/** Bundles made of real products: the price is their sum; adding adds each product. */
export function Bundles() {
  const { t } = useTranslation('discover');
  const [adding, setAdding] = useState<ProductCardDto[] | null>(null);
  const toast = useToast();
  // Each bundle asks for the best product of each of its parts: those requests and the cards
  // wait until the shopper scrolls near, so the home page's first screen does not pay for them.
  const list = useRef<HTMLUListElement>(null);
  const near = useNearViewport(list);
  return (
    <section className="container bundles" aria-labelledby="bundles-title">
      <h2 id="bundles-title">{t('bundles.title')}</h2>
      <p className="muted">{t('bundles.note')}</p>
      <ul className="bundle-list" ref={list}>
        {BUNDLES.map((b) =>
          near ? (
            <BundleCard key={b.id} id={b.id} parts={b.parts} onAdd={setAdding} />
          ) : (
            <li key={b.id} className="bundle card is-waiting" aria-hidden="true" />
          ),
        )}
      </ul>
      {adding && (
        <Suspense fallback={null}>
          <BundleDialog
            products={adding}
            onClose={() => setAdding(null)}
            onAdded={() => {
              setAdding(null);
              toast.show(t('bundles.added'));
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
