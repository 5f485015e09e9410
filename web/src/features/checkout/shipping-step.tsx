import { zodResolver } from '@hookform/resolvers/zod';
import { postalCodeShown } from '@isoko/shared/address';
import { type AddressDto, cityOf } from '@isoko/shared/customers/schema';
import { formatRwPhone } from '@isoko/shared/phone';
import { PROVINCE_NAMES, PROVINCES, type Province, provinceOf } from '@isoko/shared/rwanda';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, invalidProps } from './form-field';
import { ShippingForm } from './forms';

export interface ShippingStepProps {
  /** What the form starts with; new values while the step is open replace what it shows. */
  values: ShippingForm;
  savedAddresses: readonly AddressDto[];
  /** The saved addresses have not answered yet: the picker keeps its place and says so. */
  savedAddressesLoading?: boolean;
  onBack: (values: ShippingForm) => void;
  /** Every edit, as typed (the checkout keeps a draft of it). */
  onChange?: (values: Partial<ShippingForm>) => void;
  /** The shopper changed a field or picked a saved address: the form is theirs from now on. */
  onEdit?: () => void;
  onNext: (values: ShippingForm) => void;
  /** Tells the summary where the parcel goes, so it can show the fee for that district. */
  onDistrictChange?: (district: string) => void;
}

export function shippingFromAddress(a: AddressDto): ShippingForm {
  return {
    receiverName: a.receiverName,
    phoneNumber: formatRwPhone(a.phone),
    province: a.province,
    district: a.district,
    sector: a.sector,
    address: a.street,
    city: a.city,
    country: a.country || 'Rwanda',
    // An older address's "0000" stood for none: the optional field stays empty.
    postalCode: postalCodeShown(a.postalCode),
  };
}

/** Whether every field `a` has holds the same value in `b`. */
export const sameShipping = (a: Partial<ShippingForm>, b: Partial<ShippingForm>) =>
  (Object.keys(a) as (keyof ShippingForm)[]).every((key) => a[key] === b[key]);

/** The id of the saved address whose details the form shows exactly, or '' when it shows none of them. */
function savedAddressShown(shown: Partial<ShippingForm>, addresses: readonly AddressDto[]): string {
  return addresses.find((a) => sameShipping(shippingFromAddress(a), shown))?.id ?? '';
}

/** Step 2: where the parcel goes. Province narrows the 30 districts; the city follows the district. */
export function ShippingStep({
  values,
  savedAddresses,
  savedAddressesLoading = false,
  onBack,
  onNext,
  onDistrictChange,
  onChange,
  onEdit,
}: ShippingStepProps) {
  const { t } = useTranslation('checkout');
  const { t: ta } = useTranslation('address');
  const form = useForm<ShippingForm>({
    resolver: zodResolver(ShippingForm),
    defaultValues: values,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (!onChange) return;
    const subscription = form.watch((v) => onChange(v as Partial<ShippingForm>));
    return () => subscription.unsubscribe();
  }, [form, onChange]);
  // The form read `values` once, at mount; later ones (saved addresses that answered late) reset it.
  const shown = useRef(values);
  useEffect(() => {
    if (shown.current === values) return;
    shown.current = values;
    form.reset(values);
  }, [form, values]);
  const province = form.watch('province');
  // The picker names the saved address the form shows, however it got there (the shopper's pick,
  // the default filled in by checkout, also when the addresses answered late); none once edited away.
  const picked = savedAddressShown(form.watch(), savedAddresses);
  // What the picker named before a change: a province change has already replaced the form's
  // province when its handler runs, so the form no longer matches the saved address then.
  const pickedBefore = useRef(picked);
  pickedBefore.current = picked;
  const field = (name: keyof ShippingForm) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        if (name === 'address') setStreetLeft(null);
        onEdit?.();
      },
    });

  /** The district whose street the address field was emptied of, when the shopper moved away from it. */
  const [streetLeft, setStreetLeft] = useState<string | null>(null);

  const setDistrict = (district: string) => {
    // A saved address's street and sector lie in its own district: kept under another district
    // they would send the courier to a street that is not there ("KG 11 Ave" in Huye), so they
    // are emptied and the shopper is asked for the street in the new district.
    const saved = savedAddresses.find((a) => a.id === pickedBefore.current);
    if (saved && saved.district !== district) {
      form.setValue('address', '');
      form.setValue('sector', '');
      setStreetLeft(saved.district);
    }
    form.setValue('district', district);
    form.setValue('city', cityOf(district));
    form.clearErrors(['district', 'city']);
    onDistrictChange?.(district);
  };

  const handlePickSaved = (id: string) => {
    const picked = savedAddresses.find((a) => a.id === id);
    if (!picked) return;
    onEdit?.();
    form.reset(shippingFromAddress(picked));
    setStreetLeft(null);
    onDistrictChange?.(picked.district);
  };

  return (
    <form
      className="checkout-step"
      aria-labelledby="checkout-shipping-title"
      noValidate
      onSubmit={form.handleSubmit(onNext)}
    >
      <h2 id="checkout-shipping-title" tabIndex={-1}>
        {t('steps.shipping')}
      </h2>
      {(savedAddressesLoading || savedAddresses.length > 0) && (
        <FormField id="co-saved" label={t('shipping.saved')}>
          <select
            id="co-saved"
            value={picked}
            disabled={savedAddressesLoading}
            aria-busy={savedAddressesLoading}
            onChange={(e) => handlePickSaved(e.target.value)}
          >
            <option value="" disabled>
              {savedAddressesLoading ? t('shipping.savedLoading') : t('shipping.savedPlaceholder')}
            </option>
            {savedAddresses.map((a) => (
              <option key={a.id} value={a.id}>
                {[a.receiverName, a.street, a.district].filter(Boolean).join(', ')}
                {a.isDefault ? ` (${t('shipping.default')})` : ''}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <div className="field-row">
        <FormField
          id="co-receiver"
          label={t('shipping.receiverName')}
          required
          error={errors.receiverName?.message}
        >
          <input
            id="co-receiver"
            autoComplete="shipping name"
            {...field('receiverName')}
            {...invalidProps('co-receiver', errors.receiverName?.message)}
          />
        </FormField>
        <FormField
          id="co-ship-phone"
          label={t('shipping.phone')}
          required
          error={errors.phoneNumber?.message}
        >
          <input
            id="co-ship-phone"
            type="tel"
            autoComplete="shipping tel"
            {...field('phoneNumber')}
            {...invalidProps('co-ship-phone', errors.phoneNumber?.message)}
          />
        </FormField>
      </div>
      <div className="field-row">
        <FormField id="co-province" label={t('shipping.province')} required>
          <select
            id="co-province"
            defaultValue={values.province}
            {...form.register('province', {
              onChange: (e: { target: { value: string } }) => {
                onEdit?.();
                const next = e.target.value as Province;
                if (provinceOf(form.getValues('district')) !== next) setDistrict(PROVINCES[next][0]);
              },
            })}
          >
            {PROVINCE_NAMES.map((p) => (
              <option key={p} value={p}>
                {ta(`provinces.${p}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="co-district" label={ta('district')} required error={errors.district?.message}>
          <select
            id="co-district"
            defaultValue={values.district}
            {...form.register('district', {
              onChange: (e: { target: { value: string } }) => {
                onEdit?.();
                setDistrict(e.target.value);
              },
            })}
            {...invalidProps('co-district', errors.district?.message)}
          >
            {(PROVINCES[province] ?? PROVINCES['City of Kigali']).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="field-row">
        <FormField id="co-sector" label={ta('sector')}>
          <input id="co-sector" autoComplete="address-level3" {...field('sector')} />
        </FormField>
        <FormField id="co-city" label={t('shipping.city')} required error={errors.city?.message}>
          <input
            id="co-city"
            autoComplete="shipping address-level2"
            {...field('city')}
            {...invalidProps('co-city', errors.city?.message)}
          />
        </FormField>
      </div>
      <FormField
        id="co-address"
        label={t('shipping.address')}
        required
        error={errors.address?.message}
        hint={
          streetLeft
            ? t('shipping.streetLeft', { from: streetLeft, district: form.watch('district') })
            : t('shipping.addressHint')
        }
      >
        <input
          id="co-address"
          autoComplete="shipping street-address"
          {...field('address')}
          {...invalidProps('co-address', errors.address?.message)}
        />
      </FormField>
      <div className="field-row">
        <FormField id="co-country" label={t('shipping.country')}>
          <input id="co-country" readOnly {...form.register('country')} />
        </FormField>
        <FormField id="co-postal" label={t('shipping.postalCode')}>
          <input id="co-postal" inputMode="numeric" autoComplete="postal-code" {...field('postalCode')} />
        </FormField>
      </div>
      <div className="checkout-actions">
        <button type="button" className="btn btn-outline" onClick={() => onBack(form.getValues())}>
          {t('back')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('next')}
        </button>
      </div>
    </form>
  );
}
