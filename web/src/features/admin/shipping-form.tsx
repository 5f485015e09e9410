import { parseWholeAmount } from '@isoko/shared/amount-input';
import { formatRwf } from '@isoko/shared/money-format';
import { KIGALI_PROVINCE, PROVINCES } from '@isoko/shared/rwanda';
import {
  FREE_SHIPPING_TYPES,
  type FreeShippingType,
  SHIPPING_AMOUNT_MAX,
  type ShippingSettingsDto,
} from '@isoko/shared/shipping/schema';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../ui/query-error';
import { pickerProductsQuery, shippingSettingsQuery, useSaveShippingSettings } from './shipping-queries';

/** How long the saved message stays. */
export const SAVED_MESSAGE_MS = 3000;

/**
 * The fee as typed: whole francs ("3000", "3,000" or "3 000") up to what the server accepts;
 * anything else is refused before sending, with a message that says why (the server's own
 * reason would only say "not valid"). The server gets the plain number.
 */
const parseFee = (text: string): number | null => {
  const amount = parseWholeAmount(text);
  return amount !== null && amount <= SHIPPING_AMOUNT_MAX ? amount : null;
};

/** The free-delivery amount as typed: empty turns the rule off; otherwise whole francs as for the fee. */
const parseFreeAbove = (text: string): number | null | 'bad' =>
  text.trim() === '' ? null : (parseFee(text) ?? 'bad');

/** The districts a "free in Kigali" rule covers, as the checkbox names them. */
const KIGALI_DISTRICTS = PROVINCES[KIGALI_PROVINCE].join(', ');

function ProductPicker({ selected, onToggle }: { selected: string[]; onToggle: (id: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const products = useQuery(pickerProductsQuery());
  if (products.isPending) return <p className="muted">{t('loading')}</p>;
  if (products.isError) return <QueryError error={products.error} onRetry={() => products.refetch()} />;
  if (products.data.length === 0) return <p className="muted">{t('shipping.noProducts')}</p>;
  return (
    <fieldset>
      <legend>{t('shipping.selectedCount', { count: selected.length })}</legend>
      <div className="shipping-picker">
        {products.data.map((p) => (
          <label key={p.id} className="checkbox">
            <input type="checkbox" checked={selected.includes(p.id)} onChange={() => onToggle(p.id)} />
            <span>
              {p.name} <span className="muted">{formatRwf(p.price, i18n.language)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SettingsForm({ settings }: { settings: ShippingSettingsDto }) {
  const { t, i18n } = useTranslation('admin');
  const ids = useId();
  const save = useSaveShippingSettings();
  const [fee, setFee] = useState(String(settings.standardShippingFee));
  const [type, setType] = useState<FreeShippingType>(settings.freeShippingType);
  const [selected, setSelected] = useState<string[]>(settings.selectedProducts);
  const [kigaliFree, setKigaliFree] = useState(settings.kigaliFree);
  const [freeAbove, setFreeAbove] = useState(settings.freeAbove === null ? '' : String(settings.freeAbove));
  const [message, setMessage] = useState<'saved' | 'failed' | 'badFee' | 'badFreeAbove' | null>(null);

  useEffect(() => {
    if (message !== 'saved') return;
    const timer = setTimeout(() => setMessage(null), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const standardShippingFee = parseFee(fee);
    if (standardShippingFee === null) {
      setMessage('badFee');
      return;
    }
    const freeAboveAmount = parseFreeAbove(freeAbove);
    if (freeAboveAmount === 'bad') {
      setMessage('badFreeAbove');
      return;
    }
    setMessage(null);
    save.mutate(
      {
        freeShippingType: type,
        standardShippingFee,
        // All clears the choice, selected keeps it, none turns free shipping off.
        selectedProducts: type === 'selected' ? selected : [],
        freeShippingThreshold: settings.freeShippingThreshold,
        kigaliFree,
        freeAbove: freeAboveAmount,
      },
      { onSuccess: () => setMessage('saved'), onError: () => setMessage('failed') },
    );
  };

  const saved = save.data ?? settings;
  const status =
    saved.freeShippingType === 'all'
      ? t('shipping.statusAll')
      : saved.freeShippingType === 'selected'
        ? t('shipping.statusSelected', { count: saved.selectedProducts.length })
        : t('shipping.statusNone');

  return (
    <form className="admin-form" onSubmit={handleSubmit}>
      {message === 'saved' && (
        <p className="alert alert-success" role="status">
          {t('shipping.saved')}
        </p>
      )}
      {message === 'failed' && (
        <p className="alert alert-error" role="alert">
          {t('shipping.failed')}
        </p>
      )}
      <div className="card">
        <div className="field">
          <label htmlFor={`${ids}-fee`}>{t('shipping.fee')}</label>
          <input
            id={`${ids}-fee`}
            // Text, not number: a number box takes no "2,500" and no "2 500".
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
            value={fee}
            aria-invalid={message === 'badFee'}
            aria-describedby={message === 'badFee' ? `${ids}-fee-error` : undefined}
            onChange={(e) => setFee(e.target.value)}
          />
          {message === 'badFee' && (
            <span id={`${ids}-fee-error`} className="field-error">
              {t('shipping.badFee', { max: formatRwf(SHIPPING_AMOUNT_MAX, i18n.language) })}
            </span>
          )}
        </div>
        <fieldset>
          <legend>{t('shipping.freeTitle')}</legend>
          {FREE_SHIPPING_TYPES.map((option) => (
            <label key={option} className="checkbox">
              <input
                type="radio"
                name={`${ids}-type`}
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
              />
              {t(`shipping.type.${option}`)}
            </label>
          ))}
        </fieldset>
        {type === 'selected' && <ProductPicker selected={selected} onToggle={toggle} />}
        <fieldset>
          <legend>{t('shipping.rulesTitle')}</legend>
          <label className="checkbox">
            <input type="checkbox" checked={kigaliFree} onChange={(e) => setKigaliFree(e.target.checked)} />
            {t('shipping.kigaliFree', { districts: KIGALI_DISTRICTS })}
          </label>
          <div className="field">
            <label htmlFor={`${ids}-free-above`}>{t('shipping.freeAbove')}</label>
            <input
              id={`${ids}-free-above`}
              // Text, not number: an empty box is a real answer (off), and a wrong amount gets the
              // shop's own message in the admin's language instead of the browser's.
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={freeAbove}
              aria-invalid={message === 'badFreeAbove'}
              aria-describedby={`${ids}-free-above-help`}
              onChange={(e) => setFreeAbove(e.target.value)}
            />
            <span
              id={`${ids}-free-above-help`}
              className={message === 'badFreeAbove' ? 'field-error' : 'muted'}
            >
              {message === 'badFreeAbove'
                ? t('shipping.badFreeAbove', { max: formatRwf(SHIPPING_AMOUNT_MAX, i18n.language) })
                : t('shipping.freeAboveHelp')}
            </span>
          </div>
        </fieldset>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('shipping.saving') : t('shipping.save')}
        </button>
      </div>
      <section className="card admin-panel" aria-labelledby={`${ids}-summary`}>
        <h2 id={`${ids}-summary`}>{t('shipping.summary')}</h2>
        <ul className="admin-list">
          <li>
            <span>{t('shipping.fee')}</span>{' '}
            <strong>{formatRwf(saved.standardShippingFee, i18n.language)}</strong>
          </li>
          <li>
            <span>{t('shipping.status')}</span> <strong>{status}</strong>
          </li>
          <li>
            <span>{t('shipping.summaryKigali')}</span>{' '}
            <strong>{saved.kigaliFree ? t('shipping.summaryFree') : t('shipping.summaryStandard')}</strong>
          </li>
          <li>
            <span>{t('shipping.summaryFreeAbove')}</span>{' '}
            <strong>
              {saved.freeAbove === null
                ? t('shipping.statusNone')
                : formatRwf(saved.freeAbove, i18n.language)}
            </strong>
          </li>
        </ul>
      </section>
    </form>
  );
}

/** /admin/shipping: the standard fee, which goods ship free, free delivery in Kigali and above an amount. */
export function ShippingSettingsScreen() {
  const { t } = useTranslation('admin');
  const settings = useQuery(shippingSettingsQuery());
  return (
    <div className="container narrow">
      <div className="admin-page-head">
        <h1>{t('shipping.title')}</h1>
      </div>
      {settings.isPending && <p className="muted">{t('loading')}</p>}
      {settings.isError && <QueryError error={settings.error} onRetry={() => settings.refetch()} />}
      {settings.data && <SettingsForm settings={settings.data} />}
    </div>
  );
}
