import { quantityInCart } from '@isoko/shared/cart/lines';
import type { ProductCardDto, ProductDto } from '@isoko/shared/catalog/schema';
import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartAtom } from '../../state/cart';
import { Dialog } from '../../ui/dialog';
import { QueryError } from '../../ui/query-error';
import { shownPrice } from '../../ui/shown-price';
import { type Choice, initialChoice, purchaseProblem, selectionState } from './product-selection';
import { productQuery } from './queries';
import { colorLabelsOf, sizeLabelsOf } from './translated-fields';
import { lineFor, useAddToCart } from './use-add-to-cart';
import { VariantPicker } from './variant-picker';

/** Choose size and colour of each item of a bundle, then add them all. */
export function BundleDialog({
  products,
  onClose,
  onAdded,
}: {
  products: ProductCardDto[];
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation(['product', 'discover', 'catalog']);
  const results = useQueries({ queries: products.map((p) => productQuery(p.id)) });
  const cart = useAtomValue(cartAtom);
  const addToCart = useAddToCart();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const full = results.map((r) => r.data).filter((p): p is ProductDto => !!p);
  // As on the product page: the shopper picks each size and colour; only a product's single size
  // or single colour is picked for them, so nothing lands in the cart that they never chose.
  const choiceOf = (p: ProductDto) => choices[p.id] ?? initialChoice(p, 'page');
  const choose = (p: ProductDto, choice: Choice) => {
    setChoices((c) => ({ ...c, [p.id]: choice }));
    setProblem(null);
  };

  const handleAdd = () => {
    for (const p of full) {
      const choice = choiceOf(p);
      const state = selectionState(p, choice);
      const line = lineFor(p, choice);
      const issue = purchaseProblem(state, choice, 1, line.ok ? quantityInCart(cart, line.line) : 0, 'cart');
      if (issue) {
        setProblem(
          `${t('common:labelled', { label: p.name })} ${
            issue.kind === 'size'
              ? t('alerts.selectSize')
              : issue.kind === 'color'
                ? t('alerts.selectColor')
                : issue.kind === 'soldOut'
                  ? t('alerts.soldOut')
                  : t('alerts.onlyN', { count: issue.available })
          }`,
        );
        return;
      }
    }
    for (const p of full) {
      const choice = choiceOf(p);
      addToCart(p, choice, 1, shownPrice(p, Date.now(), selectionState(p, choice).basePrice).price);
    }
    onAdded();
  };

  const failed = results.find((r) => r.isError);
  return (
    <Dialog
      title={t('discover:bundle.title')}
      onClose={onClose}
      closeLabel={t('catalog:actions.close')}
      className="wide"
    >
      {failed ? (
        <QueryError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : full.length < products.length ? (
        <p aria-busy="true">{t('catalog:quickView.loading')}</p>
      ) : (
        <>
          <ul className="bundle-choices">
            {full.map((p) => {
              const choice = choiceOf(p);
              const state = selectionState(p, choice);
              return (
                <li key={p.id}>
                  <h3>{p.name}</h3>
                  <VariantPicker
                    sizes={p.sizes}
                    colors={p.colors.map((c) => c.name)}
                    colorLabels={colorLabelsOf(p)}
                    sizeLabels={sizeLabelsOf(p)}
                    options={state.options}
                    size={choice.size}
                    color={choice.color}
                    onSize={(size) => choose(p, { ...choice, size })}
                    onColor={(color) => choose(p, { ...choice, color })}
                  />
                </li>
              );
            })}
          </ul>
          {problem && (
            <p className="alert alert-error" role="alert">
              {problem}
            </p>
          )}
          <button type="button" className="btn btn-primary" onClick={handleAdd}>
            {t('discover:bundle.addAll')}
          </button>
        </>
      )}
    </Dialog>
  );
}
