import { MAX_LINE_QUANTITY } from '@isoko/shared/cart/limits';
import { type CartLine, DEFAULT_COLOR } from '@isoko/shared/cart/lines';
import type { CartLineProblem, PricedCartLine } from '@isoko/shared/cart/schema';
import { nameIn } from '@isoko/shared/catalog/product-names';
import { termWord } from '@isoko/shared/catalog/term-names';
import { formatRwf } from '@isoko/shared/money-format';
import { maxOrderQuantity } from '@isoko/shared/stock';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { QuantityStepper } from '../../ui/quantity-stepper';

export interface CartLineItemProps {
  line: CartLine;
  /** The server's view of this line; undefined until the first pricing answers. */
  priced: PricedCartLine | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** The line holds a guest's deal: it is kept, and applies once the shopper signs in (the cart then claims it). */
const waitsForSignIn = (p: CartLineProblem) =>
  p.code === 'NEGOTIATION_TOKEN_INVALID' && p.reason === 'sign_in';

function ProblemNotice({
  problem,
  onQuantity,
  productLink,
  dealPrice,
  unchosen,
}: {
  problem: CartLineProblem;
  /** The line has no size and no colour: nothing was chosen, so nothing was withdrawn either. */
  unchosen: boolean;
  onQuantity: (quantity: number) => void;
  productLink: string;
  /** The price the shopper agreed for this line, as the cart keeps it. */
  dealPrice: number;
}) {
  const { t, i18n } = useTranslation('cart');
  switch (problem.code) {
    case 'PRICE_CHANGED':
      return problem.previousPrice !== null && problem.previousPrice !== problem.price ? (
        <p className="cart-problem is-info" data-testid="price-changed">
          {t('problems.PRICE_CHANGED', {
            old: formatRwf(problem.previousPrice, i18n.language),
            new: formatRwf(problem.price, i18n.language),
          })}
        </p>
      ) : null;
    case 'SHORT_STOCK':
      return (
        <div className="cart-problem is-warning" data-testid="short-stock">
          <p>{t('problems.SHORT_STOCK', { available: problem.available })}</p>
          {problem.available > 0 && (
            <button
              type="button"
              className="btn btn-small btn-outline"
              onClick={() => onQuantity(problem.available)}
            >
              {t('problems.fixQuantity', { available: problem.available })}
            </button>
          )}
        </div>
      );
    case 'OUT_OF_STOCK':
    case 'NOT_FOUND':
      return (
        <p className="cart-problem is-error" data-testid="line-gone">
          {t(`problems.${problem.code}`)}
        </p>
      );
    case 'VARIANT_REQUIRED':
      return unchosen ? (
        <p className="cart-problem is-error">
          {t('problems.variantNotChosen')} <Link to={productLink}>{t('problems.chooseOnPage')}</Link>
        </p>
      ) : (
        <p className="cart-problem is-error">
          {t('problems.VARIANT_REQUIRED')} <Link to={productLink}>{t('problems.choose')}</Link>
        </p>
      );
    case 'NEGOTIATION_TOKEN_INVALID':
      return waitsForSignIn(problem) ? (
        <p className="cart-problem is-info" data-testid="deal-needs-sign-in">
          {t('problems.signInToKeep', { amount: formatRwf(dealPrice, i18n.language) })}{' '}
          <Link to="/login?from=/cart">{t('problems.signIn')}</Link>
        </p>
      ) : problem.reason === 'quantity' ? (
        // The deal was made for fewer units than the line now holds: the server then prices every
        // unit at the regular price, and going back to fewer units brings the deal back.
        <div className="cart-problem is-info" data-testid="deal-quantity">
          <p>{t('problems.dealQuantity', { amount: formatRwf(dealPrice, i18n.language) })}</p>
          <button type="button" className="btn btn-small btn-outline" onClick={() => onQuantity(1)}>
            {t('problems.dealQuantityFix', { amount: formatRwf(dealPrice, i18n.language) })}
          </button>
        </div>
      ) : (
        <p className="cart-problem is-info">{t('problems.NEGOTIATION_TOKEN_INVALID')}</p>
      );
  }
}

/** One cart line: picture, name, choice, unit price, − quantity +, remove, and what changed. */
export function CartLineItem({ line, priced, onQuantity, onRemove }: CartLineItemProps) {
  const { t, i18n } = useTranslation('cart');
  // In the language read now: the server's names (the catalogue's latest), else those the line
  // keeps (offline, or before the first pricing), else the name as it was added.
  const name =
    nameIn(priced?.names ?? line.names, i18n.resolvedLanguage ?? i18n.language) ??
    (line.name || priced?.name || '');
  const image = priced?.image ?? line.mainImage;
  // A line the server cannot price (gone, or its size and colour no longer sold) keeps the
  // price the shopper saw and counts for nothing.
  const unpriced =
    priced?.problems.some((p) => p.code === 'NOT_FOUND' || p.code === 'VARIANT_REQUIRED') ?? false;
  const unit = unpriced || !priced ? line.price : priced.unitPrice;
  const lang = i18n.resolvedLanguage ?? i18n.language;
  // The size and colour in the shopper's language when the server worded them ("Moyenne" for
  // Medium), else the stored English word put in that language with the shop's own term names
  // (offline, or before the first pricing).
  const size =
    priced && !unpriced ? (priced.sizeLabel ?? priced.size) : line.size && termWord('size', line.size, lang);
  const color =
    priced && !unpriced
      ? (priced.colorLabel ?? priced.color)
      : !line.color || line.color === DEFAULT_COLOR
        ? null
        : termWord('color', line.color, lang);
  const productLink = `/product/${encodeURIComponent(priced?.slug || line.id)}`;
  const gone = unpriced || (priced?.problems.some((p) => p.code === 'OUT_OF_STOCK') ?? false);
  // A guest's deal is not a price change: the sign-in notice says how to keep it.
  const problems = priced?.problems.some(waitsForSignIn)
    ? priced.problems.filter((p) => p.code !== 'PRICE_CHANGED')
    : priced?.problems;

  return (
    <li className={`cart-line${gone ? ' is-gone' : ''}`} data-testid="cart-line">
      <Link to={productLink} className="cart-line-image" tabIndex={-1} aria-hidden="true">
        {image ? <img src={image} alt="" width={88} height={88} loading="lazy" /> : <span />}
      </Link>
      <div className="cart-line-body">
        <h3 className="cart-line-name">
          <Link to={productLink}>{name}</Link>
        </h3>
        {(size || color) && (
          <p className="muted cart-line-choice">
            {size && <span>{t('size', { size })}</span>}
            {color && <span>{t('color', { color })}</span>}
          </p>
        )}
        <p className="cart-line-price">
          <span data-testid="unit-price">{t('unitPrice', { price: formatRwf(unit, i18n.language) })}</span>
          {priced?.originalPrice && priced.originalPrice > unit && (
            <s className="muted">{formatRwf(priced.originalPrice, i18n.language)}</s>
          )}
        </p>
        {problems?.map((problem) => (
          <ProblemNotice
            key={problem.code}
            problem={problem}
            onQuantity={onQuantity}
            productLink={productLink}
            dealPrice={line.price}
            unchosen={!line.size && !line.color}
          />
        ))}
        <div className="cart-line-controls">
          <QuantityStepper
            value={line.quantity}
            // Unknown until the first pricing answers; the server caps the order anyway.
            // What is in stock, never more than one line may hold (the server refuses more).
            max={priced ? maxOrderQuantity(priced.available) : MAX_LINE_QUANTITY}
            name={name}
            editable={false}
            onChange={onQuantity}
          />
          <button
            type="button"
            className="btn-link cart-remove"
            aria-label={t('removeNamed', { name })}
            onClick={onRemove}
          >
            {t('remove')}
          </button>
        </div>
      </div>
      <p className="cart-line-total">
        <span className="visually-hidden">{t('common:labelled', { label: t('lineTotal') })} </span>
        {unpriced ? '—' : formatRwf(priced?.lineTotal ?? unit * line.quantity, i18n.language)}
      </p>
    </li>
  );
}
