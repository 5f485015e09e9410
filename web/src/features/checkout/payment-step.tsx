import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui/error-banner';
import { useOnline } from '../layout/network-status';
import { NeedsNetwork } from '../layout/offline-banner';
import { FormField, invalidProps } from './form-field';
import { PaymentForm } from './forms';

export interface PaymentStepProps {
  values: PaymentForm;
  placing: boolean;
  /** Why placing the order failed, when it did (null otherwise). */
  error: unknown;
  onBack: (values: PaymentForm) => void;
  onPlaceOrder: (values: PaymentForm) => void;
}

/** Step 3: MTN Mobile Money (a request to approve on the payer's phone) or cash on delivery. */
export function PaymentStep({ values, placing, error, onBack, onPlaceOrder }: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const form = useForm<PaymentForm>({
    resolver: zodResolver(PaymentForm),
    defaultValues: values,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const method = form.watch('method');
  // Offline the order is not sent at all (never later by itself): the button and the line above
  // it say so, and the form keeps everything for a tap once the network is back.
  const online = useOnline();

  return (
    <form
      className="checkout-step"
      aria-labelledby="checkout-payment-title"
      noValidate
      onSubmit={form.handleSubmit(onPlaceOrder)}
    >
      <h2 id="checkout-payment-title" tabIndex={-1}>
        {t('steps.payment')}
      </h2>
      <fieldset className="checkout-methods">
        <legend>{t('payment.method')}</legend>
        <label className={`checkout-method${method === 'mobile_money' ? ' is-selected' : ''}`}>
          <input type="radio" value="mobile_money" {...form.register('method')} />
          <span>
            <strong>{t('payment.momo')}</strong>
            <span className="muted">{t('payment.momoHint')}</span>
          </span>
        </label>
        <label className={`checkout-method${method === 'cash_on_delivery' ? ' is-selected' : ''}`}>
          <input type="radio" value="cash_on_delivery" {...form.register('method')} />
          <span>
            <strong>{t('payment.cod')}</strong>
            <span className="muted">{t('payment.codHint')}</span>
          </span>
        </label>
      </fieldset>
      {method === 'mobile_money' && (
        <FormField
          id="co-payer"
          label={t('payment.payerPhone')}
          required
          error={errors.payerPhone?.message}
          hint={t('payment.payerPhoneHint')}
        >
          <input
            id="co-payer"
            type="tel"
            autoComplete="tel"
            {...form.register('payerPhone', { onChange: () => form.clearErrors('payerPhone') })}
            {...invalidProps('co-payer', errors.payerPhone?.message)}
          />
        </FormField>
      )}
      <ErrorBanner error={error} action="placeOrder" />
      <NeedsNetwork action="order" />
      <div className="checkout-actions">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => onBack(form.getValues())}
          disabled={placing}
        >
          {t('back')}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={placing || !online}
          aria-busy={placing || undefined}
        >
          {placing ? t('payment.placing') : !online ? t('payment.offline') : t('payment.placeOrder')}
        </button>
      </div>
    </form>
  );
}
