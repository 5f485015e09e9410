import { quantityInCart } from '@isoko/shared/cart/lines';
import type { ProductDto } from '@isoko/shared/catalog/schema';
import { stockLevel } from '@isoko/shared/stock';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { cartAtom } from '../../state/cart';
import { PriceTag } from '../../ui/price-tag';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { RatingStars } from '../../ui/rating-stars';
import { shownPrice } from '../../ui/shown-price';
import { WishlistButton, wishlistItemOf } from '../../ui/wishlist-button';
import { ProductGallery } from './product-gallery';
import {
  type Choice,
  initialChoice,
  type PurchaseProblem,
  purchaseProblem,
  quantityLimit,
  selectionState,
} from './product-selection';
import { trackProduct } from './queries';
import { lineFor, useAddToCart } from './use-add-to-cart';
import { useDocumentMeta } from './use-document-meta';
import { VariantPicker } from './variant-picker';

const ADDED_MS = 5000;

const ProductMore = lazy(() => import('./product-more').then((m) => ({ default: m.ProductMore })));

/** The product page's body: gallery, choices, buying, description, details, shipping and SEO data. */
export function ProductView({ product }: { product: ProductDto }) {
  const { t } = useTranslation(['product', 'catalog']);
  const navigate = useNavigate();
  const cart = useAtomValue(cartAtom);
  const addToCart = useAddToCart();
  const [choice, setChoice] = useState<Choice>(() => initialChoice(product, 'page'));
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<PurchaseProblem | null>(null);
  const [added, setAdded] = useState(false);
  // Description, details, shipping and structured data load right after the first paint.
  const [more, setMore] = useState(false);
  useEffect(() => setMore(true), []);

  useDocumentMeta(product.seoTitle || product.name, product.seoDescription || product.shortDescription);

  // A product view is tracked once per product page load.
  useEffect(() => {
    trackProduct('view', product);
  }, [product]);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const state = selectionState(product, choice);
  const shown = shownPrice(product, Date.now(), state.basePrice);
  const max = quantityLimit(state.stock);
  const qty = Math.min(quantity, max);
  const level = stockLevel(state.stock);

  const choose = (next: Choice) => {
    setChoice(next);
    setProblem(null);
  };

  const handleBuy = (action: 'cart' | 'buy') => {
    const line = lineFor(product, choice);
    const p = purchaseProblem(state, choice, qty, line.ok ? quantityInCart(cart, line.line) : 0, action);
    setProblem(p);
    if (p) return;
    if (!addToCart(product, choice, qty, shown.price)) return;
    if (action === 'buy') navigate('/checkout');
    else setAdded(true);
  };

  const problemText = (p: PurchaseProblem) => {
    if (p.kind === 'size') return p.action === 'buy' ? t('alerts.selectSizeBuy') : t('alerts.selectSize');
    if (p.kind === 'color') return t('alerts.selectColor');
    if (p.kind === 'soldOut') return t('alerts.soldOut');
    return t('alerts.onlyN', { n: p.available });
  };

  return (
    <article className="container product-page">
      <Link to="/shop" className="btn btn-link back-link">
        ← {t('product.back')}
      </Link>
      <div className="product-layout">
        <ProductGallery
          media={product.images}
          fallbackImage={product.mainImage}
          name={product.name}
          color={choice.color}
        />
        <div className="product-info">
          <div className="pc-badges is-inline">
            {product.isNew && <span className="badge badge-new">{t('catalog:badge.new')}</span>}
            {shown.deal && <span className="badge badge-deal">{t('catalog:badge.flash')}</span>}
            {product.isSale && <span className="badge badge-sale">{t('catalog:badge.sale')}</span>}
            {product.freeShipping && <span className="badge badge-free">{t('catalog:badge.free')}</span>}
            <span className={`badge stock-badge stock-${level}`}>
              {t(`catalog:stock.${level}`, { n: state.stock })}
            </span>
          </div>
          <p className="pc-brand">{product.brand ?? t('catalog:ownBrand')}</p>
          <h1>{product.name}</h1>
          <RatingStars rating={product.averageRating} reviews={product.totalReviews} />
          <PriceTag shown={shown} large />
          {state.variantPriced && <p className="muted variant-note">{t('product.variantPrice')}</p>}
          {product.shortDescription && <p className="short-description">{product.shortDescription}</p>}

          <VariantPicker
            sizes={product.sizes}
            colors={product.colors.map((c) => c.name)}
            options={state.options}
            size={choice.size}
            color={choice.color}
            onSize={(size) => choose({ ...choice, size })}
            onColor={(color) => choose({ ...choice, color })}
          />
          {product.material.length > 0 && (
            <div className="materials">
              <h2 className="label-heading">{t('variant.materials')}</h2>
              <ul className="chips">
                {product.material.map((m) => (
                  <li key={m} className="chip">
                    {m}
                  </li>
                ))}
              </ul>
            </div>
          )}

          <div className="buy-row">
            <QuantityStepper value={qty} max={max} onChange={setQuantity} />
            <WishlistButton item={wishlistItemOf(product)} withText />
          </div>
          {problem && (
            <p className="alert alert-error" role="alert">
              {problemText(problem)}
            </p>
          )}
          {added && (
            <p className="alert alert-success" role="status">
              {t('product.added')} <Link to="/cart">{t('product.viewCart')}</Link>
            </p>
          )}
          <div className="buy-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => handleBuy('cart')}
              disabled={!product.inStock}
            >
              {product.inStock ? t('catalog:actions.addToCart') : t('catalog:stock.out_of_stock')}
            </button>
            <button
              type="button"
              className="btn btn-accent"
              onClick={() => handleBuy('buy')}
              disabled={!product.inStock}
            >
              {t('catalog:actions.buyNow')}
            </button>
          </div>
          {product.negotiable && (
            <div className="offer-soon">
              <button type="button" className="btn btn-outline" disabled aria-describedby="offer-soon-text">
                {t('product.makeOffer')}
              </button>
              <p id="offer-soon-text" className="muted">
                {t('product.offerSoon')}
              </p>
            </div>
          )}
        </div>
      </div>

      {more && (
        <Suspense fallback={null}>
          <ProductMore product={product} shown={shown} stock={state.stock} />
        </Suspense>
      )}
    </article>
  );
}
