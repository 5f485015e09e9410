import { quantityInCart } from '@isoko/shared/cart/lines';
import type { ProductCardDto, ProductDto } from '@isoko/shared/catalog/schema';
import { stockLevel } from '@isoko/shared/stock';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { cartAtom } from '../../state/cart';
import { Dialog } from '../../ui/dialog';
import { PriceTag } from '../../ui/price-tag';
import { ProductMedia } from '../../ui/product-media';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { QueryError } from '../../ui/query-error';
import { shownPrice } from '../../ui/shown-price';
import { useToast } from '../../ui/toast';
import { colourImage } from './colour-image';
import {
  type Choice,
  initialChoice,
  purchaseProblem,
  quantityLimit,
  selectionState,
} from './product-selection';
import { productQuery, trackProduct } from './queries';
import { colorLabelsOf, sizeLabelsOf } from './translated-fields';
import { lineFor, useAddToCart } from './use-add-to-cart';
import { VariantPicker } from './variant-picker';

/** The chosen colour's picture when there is one, else the main image. */
function imageFor(product: ProductDto, color: string): string {
  return colourImage(product, color) ?? product.mainImage;
}

export interface QuickViewProps {
  product: ProductCardDto;
  onClose: () => void;
  onAdded: () => void;
}

/** The product in a dialog: size and colour preset, quantity, Add to Cart (disabled when sold out). */
export function QuickView({ product: card, onClose, onAdded }: QuickViewProps) {
  const { t } = useTranslation(['product', 'catalog']);
  const query = useQuery(productQuery(card.id));
  const product = query.data;
  const cart = useAtomValue(cartAtom);
  const addToCart = useAddToCart();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (product) {
      setChoice((c) => c ?? initialChoice(product, 'quick'));
      trackProduct('view', product);
    }
  }, [product]);

  const body = () => {
    if (query.isPending) return <p aria-busy="true">{t('catalog:quickView.loading')}</p>;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    if (!product || !choice) return <p>{t('product.notFound')}</p>;
    const state = selectionState(product, choice);
    const shown = shownPrice(product, Date.now(), state.basePrice);
    const level = stockLevel(state.stock);
    const max = quantityLimit(state.stock);
    const line = lineFor(product, choice);
    const handleAdd = () => {
      const p = purchaseProblem(
        state,
        choice,
        quantity,
        line.ok ? quantityInCart(cart, line.line) : 0,
        'cart',
      );
      if (p) {
        setProblem(
          p.kind === 'tooMany'
            ? t('alerts.onlyN', { count: p.available })
            : p.kind === 'size'
              ? t('alerts.selectSize')
              : p.kind === 'color'
                ? t('alerts.selectColor')
                : t('catalog:stock.out_of_stock'),
        );
        return;
      }
      if (addToCart(product, choice, quantity, shown.price)) onAdded();
    };
    return (
      <div className="quick-view">
        <ProductMedia src={imageFor(product, choice.color)} alt={product.name} className="qv-image" eager />
        <div className="qv-info">
          <p className="pc-brand">{product.brand ?? t('catalog:ownBrand')}</p>
          <PriceTag shown={shown} large />
          <p className={`stock stock-${level}`}>{t(`catalog:stock.${level}`, { n: state.stock })}</p>
          <VariantPicker
            sizes={product.sizes}
            colors={product.colors.map((c) => c.name)}
            colorLabels={colorLabelsOf(product)}
            sizeLabels={sizeLabelsOf(product)}
            options={state.options}
            size={choice.size}
            color={choice.color}
            onSize={(size) => {
              setChoice({ ...choice, size });
              setProblem(null);
            }}
            onColor={(color) => {
              setChoice({ ...choice, color });
              setProblem(null);
            }}
          />
          <QuantityStepper value={Math.min(quantity, max)} max={max} onChange={setQuantity} />
          {problem && (
            <p className="alert alert-error" role="alert">
              {problem}
            </p>
          )}
          <div className="qv-actions">
            <button type="button" className="btn btn-primary" disabled={state.stock <= 0} onClick={handleAdd}>
              {state.stock <= 0 ? t('catalog:stock.out_of_stock') : t('catalog:actions.addToCart')}
            </button>
            <Link to={`/product/${product.id}`} className="btn btn-outline" onClick={onClose}>
              {t('catalog:card.details')}
            </Link>
          </div>
        </div>
      </div>
    );
  };

  return (
    <Dialog title={card.name} onClose={onClose} closeLabel={t('catalog:actions.close')} className="wide">
      {body()}
    </Dialog>
  );
}

/** The dialog while a product is open; adding closes it and confirms with the app's toast. */
export function QuickViewHost({ product, onClose }: { product: ProductCardDto | null; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  const toast = useToast();
  if (!product) return null;
  return (
    <QuickView
      product={product}
      onClose={onClose}
      onAdded={() => {
        onClose();
        toast.show(t('toast.added'));
      }}
    />
  );
}
