import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, invalidProps } from './form-field';
import { CustomerInfoForm } from './forms';

export interface CustomerStepProps {
  values: CustomerInfoForm;
  onNext: (values: CustomerInfoForm) => void;
  /** Every edit, as typed (the checkout keeps a draft of it). */
  onChange?: (values: Partial<CustomerInfoForm>) => void;
}

/** Step 1: who orders. Goes on only when valid; a field's message clears as soon as it is edited. */
export function CustomerStep({ values, onNext, onChange }: CustomerStepProps) {
  const { t } = useTranslation('checkout');
  const form = useForm<CustomerInfoForm>({
    resolver: zodResolver(CustomerInfoForm),
    defaultValues: values,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (!onChange) return;
    const subscription = form.watch((v) => onChange(v as Partial<CustomerInfoForm>));
    return () => subscription.unsubscribe();
  }, [form, onChange]);
  const field = (name: keyof CustomerInfoForm) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  return (
    <form
      className="checkout-step"
      aria-labelledby="checkout-customer-title"
      noValidate
      onSubmit={form.handleSubmit(onNext)}
    >
      <h2 id="checkout-customer-title" tabIndex={-1}>
        {t('steps.customer')}
      </h2>
      <div className="field-row">
        <FormField
          id="co-first-name"
          label={t('customer.firstName')}
          required
          error={errors.firstName?.message}
        >
          <input
            id="co-first-name"
            autoComplete="given-name"
            {...field('firstName')}
            {...invalidProps('co-first-name', errors.firstName?.message)}
          />
        </FormField>
        <FormField id="co-last-name" label={t('customer.lastName')} required error={errors.lastName?.message}>
          <input
            id="co-last-name"
            autoComplete="family-name"
            {...field('lastName')}
            {...invalidProps('co-last-name', errors.lastName?.message)}
          />
        </FormField>
      </div>
      <FormField id="co-email" label={t('customer.email')} required error={errors.email?.message}>
        <input
          id="co-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
          {...invalidProps('co-email', errors.email?.message)}
        />
      </FormField>
      <FormField id="co-phone" label={t('customer.phone')} required error={errors.phoneNumber?.message}>
        <input
          id="co-phone"
          type="tel"
          autoComplete="tel"
          {...field('phoneNumber')}
          {...invalidProps('co-phone', errors.phoneNumber?.message)}
        />
      </FormField>
      <div className="checkout-actions">
        <span />
        <button type="submit" className="btn btn-primary">
          {t('next')}
        </button>
      </div>
    </form>
  );
}
