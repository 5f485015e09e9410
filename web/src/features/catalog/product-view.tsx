import { type CartLine, quantityInCart } from '@isoko/shared/cart/lines';
import type { ProductDto } from '@isoko/shared/catalog/schema';
import { formatRwf } from '@isoko/shared/money-format';
import { stockLevel } from '@isoko/shared/stock';
import { sizeChartFor } from '@isoko/shared/tryon/size-charts';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../routing';
import { cartAtom } from '../../state/cart';
import { keptDealAtom, pageChoiceAtom } from '../../state/chat-deal';
import { lazyPart } from '../../ui/lazy-part';
import { PriceTag } from '../../ui/price-tag';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { RatingStars } from '../../ui/rating-stars';
import { shownPrice } from '../../ui/shown-price';
import { AfterFirstPaint } from '../../ui/use-after-first-paint';
import { WishlistButton, wishlistItemOf } from '../../ui/wishlist-button';
import { partOfflineNotice } from '../layout/part-offline';
import { usePutDealInCart } from '../negotiation/use-put-deal-in-cart';
import { colourImage } from './colour-image';
import { ProductGallery } from './product-gallery';
import {
  askedChoice,
  type Choice,
  choiceInAddress,
  type PurchaseProblem,
  purchaseProblem,
  quantityLimit,
  selectionState,
} from './product-selection';
import { trackProduct } from './queries';
import { colorLabelsOf, sizeLabelsOf } from './translated-fields';
import { lineFor, useAddToCart } from './use-add-to-cart';
import { useDocumentMeta } from './use-document-meta';
import { VariantPicker } from './variant-picker';

const ADDED_MS = 5000;

/** A garment worn on the body (one the try-on has a size chart for) can be tried on. */
const canTryOn = (product: ProductDto) =>
  sizeChartFor({
    subcategory: product.subcategory?.slug ?? null,
    name: product.name,
    gender: product.gender,
  }) !== null;

const ProductMore = lazyPart(() => import('./product-more').then((m) => m.ProductMore), {
  unreachable: partOfflineNotice,
});

/** What "Chat & Make Offer" bargains over: the product, the chosen variant, its price now and its cart line. */
export interface OfferRequest {
  product: Pick<ProductDto, 'id' | 'name' | 'mainImage' | 'price' | 'brand' | 'category'>;
  variantId: string | null;
  price: number;
  line: CartLine;
  /** Units of the chosen variant in stock: a deal may cover no more. */
  available: number;
}

/** The product as the bargaining widget needs it: shown, and tracked when a deal is carted. */
export const offeredProduct = (product: ProductDto): OfferRequest['product'] => ({
  id: product.id,
  name: product.name,
  mainImage: product.mainImage,
  price: product.price,
  brand: product.brand,
  category: product.category,
});

export interface ProductViewProps {
  product: ProductDto;
  /** The bargaining panel (another feature, composed by the route); without it there is no offer button. */
  renderOffer?: (offer: OfferRequest, onClose: () => void) => ReactNode;
}

/** The product page's body: gallery, choices, buying, description, details, shipping and SEO data. */
export function ProductView({ product, renderOffer }: ProductViewProps) {
  const { t, i18n } = useTranslation(['product', 'catalog']);
  const navigate = useNavigate();
  const cart = useAtomValue(cartAtom);
  const addToCart = useAddToCart();
  const [params] = useSearchParams();
  // A link may ask for a size and colour (a wishlist entry's saved ones): chosen while still sold.
  const [choice, setChoice] = useState<Choice>(() => askedChoice(product, choiceInAddress(params)));
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<PurchaseProblem | null>(null);
  const [added, setAdded] = useState(false);
  const [offer, setOffer] = useState<OfferRequest | null>(null);
  const [keptDeal, setKeptDeal] = useAtom(keptDealAtom);
  const setPageChoice = useSetAtom(pageChoiceAtom);
  const putDealInCart = usePutDealInCart();
  // A price agreed in the assistant for this product, waiting for a size or colour choice.
  const deal = keptDeal?.productId === product.id && keptDeal.expiresAt > Date.now() ? keptDeal : null;

  useDocumentMeta(product.seoTitle || product.name, product.seoDescription || product.shortDescription, {
    language: i18n.resolvedLanguage ?? i18n.language,
    image: product.mainImage,
  });

  // A product view is tracked once per product page load.
  useEffect(() => {
    trackProduct('view', product);
  }, [product]);

  // A kept deal goes when its token expires: the page stops offering a price checkout would refuse.
  useEffect(() => {
    if (!keptDeal) return;
    const timer = setTimeout(() => setKeptDeal(null), Math.max(0, keptDeal.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [keptDeal, setKeptDeal]);

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

  // The assistant puts a deal closed over this product into the cart in the choice made here.
  const chosenVariant = state.variant?.id ?? null;
  useEffect(() => {
    setPageChoice(chosenVariant ? { productId: product.id, variantId: chosenVariant } : null);
    return () => setPageChoice(null);
  }, [product.id, chosenVariant, setPageChoice]);

  const choose = (next: Choice) => {
    setChoice(next);
    setProblem(null);
  };

  const handleBuy = (action: 'cart' | 'buy') => {
    const line = lineFor(product, choice);
    const p = purchaseProblem(state, choice, qty, line.ok ? quantityInCart(cart, line.line) : 0, action);
    setProblem(p);
    if (p) return;
    // Checked again now: a timer may run late in a tab left in the background.
    if (deal && deal.expiresAt > Date.now()) {
      // The chat's deal covers the units bargained for (one, unless the offer named more) of the
      // chosen size and colour, at the agreed price; once in the cart it is no longer kept.
      const dealLine = lineFor(product, choice, deal.quantity ?? 1, deal.price);
      if (!dealLine.ok) return;
      putDealInCart(product, dealLine.line, deal.price, deal.negotiationToken);
    } else if (!addToCart(product, choice, qty, shown.price)) return;
    if (action === 'buy') navigate('/checkout');
    else setAdded(true);
  };

  // Bargaining is over one variant: a size (and colour) must be chosen first, like buying.
  const handleMakeOffer = () => {
    const line = lineFor(product, choice, qty, shown.price);
    // A deal replaces the variant's cart line, so the units already in the cart do not count here.
    // Asked as a purchase: "before proceeding", not "before adding to cart".
    const p = purchaseProblem(state, choice, qty, 0, 'buy');
    setProblem(p);
    if (p || !line.ok) return;
    setOffer({
      product: offeredProduct(product),
      variantId: state.variant?.id ?? null,
      price: shown.price,
      line: line.line,
      available: state.stock,
    });
  };

  const problemText = (p: PurchaseProblem) => {
    if (p.kind === 'size') return p.action === 'buy' ? t('alerts.selectSizeBuy') : t('alerts.selectSize');
    if (p.kind === 'color') return t('alerts.selectColor');
    if (p.kind === 'soldOut') return t('alerts.soldOut');
    return t('alerts.onlyN', { count: p.available });
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
          colorImage={colourImage(product, choice.color)}
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
            colorLabels={colorLabelsOf(product)}
            sizeLabels={sizeLabelsOf(product)}
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
            <QuantityStepper
              value={qty}
              max={max}
              onChange={(n) => {
                setQuantity(n);
                setProblem(null);
              }}
              // More than the stock typed: the box comes back to the stock, and says why.
              onOverMax={() => {
                if (state.stock > 0) setProblem({ kind: 'tooMany', available: state.stock });
              }}
            />
            <WishlistButton item={wishlistItemOf(product, choice)} withText />
          </div>
          {deal && (
            <p className="alert alert-info" role="status">
              {t('product.chatDeal', { price: formatRwf(deal.price, i18n.language) })}
            </p>
          )}
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
          {product.negotiable && renderOffer && (
            <button
              type="button"
              className="btn btn-outline make-offer"
              onClick={handleMakeOffer}
              disabled={!product.inStock}
            >
              {t('product.makeOffer')}
            </button>
          )}
          {product.inStock && canTryOn(product) && (
            <Link
              className="btn btn-outline try-on-link"
              to={`/advanced-tryon?product=${encodeURIComponent(product.id)}`}
            >
              {t('product.tryOn')}
            </Link>
          )}
        </div>
      </div>

      {offer && renderOffer?.(offer, () => setOffer(null))}

      {/* Description, details, shipping and structured data load once the first screen has painted. */}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <ProductMore product={product} shown={shown} stock={state.stock} />
        </Suspense>
      </AfterFirstPaint>
    </article>
  );
}
