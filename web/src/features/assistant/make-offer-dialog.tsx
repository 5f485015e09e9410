import { nameIn } from '@isoko/shared/catalog/product-names';
import { formatRwf } from '@isoko/shared/money-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { shownPrice } from '../../ui/shown-price';
import { type OfferRequest, offeredProduct } from '../catalog/product-view';
import { productQuery } from '../catalog/queries';
import { colorLabelsOf, sizeLabelsOf } from '../catalog/translated-fields';
import { lineFor } from '../catalog/use-add-to-cart';
import type { SuggestedProduct } from './queries';
import { priceNow } from './suggestion-card';

export interface MakeOfferDialogProps {
  /** Products to bargain over: the one discussed first, then the chat's suggestions. */
  candidates: SuggestedProduct[];
  /** The chosen product and variant, handed to the bargaining widget. */
  onStart: (offer: OfferRequest) => void;
  onClose: () => void;
}

/**
 * The assistant's "Make an offer": pick a product from the conversation, then its size and
 * colour (bargaining is over one variant), and the product page's bargaining widget takes over.
 */
export function MakeOfferDialog({ candidates, onStart, onClose }: MakeOfferDialogProps) {
  const { t, i18n } = useTranslation('assistant');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [picked, setPicked] = useState<string | null>(
    candidates.length === 1 ? (candidates[0]?.id ?? null) : null,
  );

  return (
    <Dialog title={t('offer.title')} onClose={onClose} closeLabel={t('close')} className="assistant-offer">
      {candidates.length === 0 && <p className="muted">{t('offer.none')}</p>}
      {candidates.length > 0 && !picked && (
        <fieldset className="assistant-offer-list">
          <legend>{t('offer.pick')}</legend>
          {candidates.map((p) => (
            <button key={p.id} type="button" className="assistant-offer-item" onClick={() => setPicked(p.id)}>
              {p.mainImage && <img src={p.mainImage} alt="" width={48} height={48} />}
              <span className="assistant-offer-name">{nameIn(p.names, language) ?? p.name}</span>
              <span className="assistant-offer-price">{formatRwf(priceNow(p), i18n.language)}</span>
            </button>
          ))}
        </fieldset>
      )}
      {picked && (
        <VariantStep
          productId={picked}
          onBack={candidates.length > 1 ? () => setPicked(null) : undefined}
          onStart={onStart}
        />
      )}
    </Dialog>
  );
}

function VariantStep({
  productId,
  onBack,
  onStart,
}: {
  productId: string;
  onBack?: () => void;
  onStart: (offer: OfferRequest) => void;
}) {
  const { t, i18n } = useTranslation('assistant');
  const query = useQuery(productQuery(productId));
  const product = query.data;
  const variants = product?.variants.filter((v) => v.stockQuantity > 0) ?? [];
  const [variantId, setVariantId] = useState('');
  const variant = variants.length === 1 ? variants[0] : variants.find((v) => v.id === variantId);

  if (query.isPending) return <p aria-busy="true">{t('offer.loading')}</p>;
  if (!product) return <p role="alert">{t('offer.notFound')}</p>;

  const back = onBack && (
    <button type="button" className="btn btn-link" onClick={onBack}>
      ← {t('offer.back')}
    </button>
  );
  if (!product.negotiable || !product.inStock) {
    return (
      <div>
        <p className="assistant-offer-chosen">{product.name}</p>
        <p role="status">{product.inStock ? t('offer.fixed') : t('offer.soldOut')}</p>
        {back}
      </div>
    );
  }

  const needsChoice = product.variants.length > 0;
  const price = shownPrice(product, Date.now(), variant?.price ?? product.price).price;
  // Colours in the shopper's language; the chosen variant still carries the stored word.
  const colorLabels = colorLabelsOf(product);
  const sizeLabels = sizeLabelsOf(product);
  const describe = (v: { size: string | null; color: string | null }) =>
    [
      v.size ? (sizeLabels.get(v.size) ?? v.size) : null,
      v.color ? (colorLabels.get(v.color) ?? v.color) : null,
    ]
      .filter(Boolean)
      .join(' · ') || product.name;

  const handleStart = () => {
    if (needsChoice && !variant) return;
    const line = lineFor(product, { size: variant?.size ?? '', color: variant?.color ?? '' }, 1, price);
    if (!line.ok) return;
    onStart({
      product: offeredProduct(product),
      variantId: variant?.id ?? null,
      price,
      line: line.line,
      available: variant?.stockQuantity ?? product.stockQuantity,
    });
  };

  return (
    <div className="assistant-offer-step">
      <p className="assistant-offer-chosen">
        {product.name} <strong>{formatRwf(price, i18n.language)}</strong>
      </p>
      {needsChoice && variants.length > 1 && (
        <label className="assistant-offer-variant">
          {t('offer.variant')}
          <select value={variantId} onChange={(e) => setVariantId(e.target.value)}>
            <option value="">{t('offer.chooseVariant')}</option>
            {variants.map((v) => (
              <option key={v.id} value={v.id}>
                {describe(v)} ({formatRwf(shownPrice(product, Date.now(), v.price).price, i18n.language)})
              </option>
            ))}
          </select>
        </label>
      )}
      {needsChoice && variants.length === 1 && variant && <p className="muted">{describe(variant)}</p>}
      <div className="assistant-offer-actions">
        {back}
        <button
          type="button"
          className="btn btn-primary"
          onClick={handleStart}
          disabled={needsChoice && !variant}
        >
          {t('offer.start')}
        </button>
      </div>
    </div>
  );
}
