import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_LABELS, type AddressDto, AddressForm } from '@isoko/shared/customers/schema';
import { provinceOf } from '@isoko/shared/rwanda';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DistrictSelect } from '../../ui/district-select';
import { ErrorBanner } from '../../ui/error-banner';
import { useSaveAddress } from './queries';

export interface AddressFormProps {
  /** Editing this one; a new address without it. */
  address?: AddressDto;
  defaults: { receiverName: string; phone: string };
  onDone: () => void;
}

export function AddressFormPanel({ address, defaults, onDone }: AddressFormProps) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('address');
  const save = useSaveAddress();
  const form = useForm({
    resolver: zodResolver(AddressForm),
    defaultValues: {
      label: address?.label ?? 'home',
      receiverName: address?.receiverName ?? defaults.receiverName,
      phone: address?.phone ?? defaults.phone,
      district: address?.district ?? 'Gasabo',
      sector: address?.sector ?? '',
      street: address?.street ?? '',
      isDefault: address?.isDefault ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const district = form.watch('district');

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: address?.id, values });
      onDone();
    } catch {
      // shown in the banner
    }
  });

  const id = address?.id ?? 'new';
  return (
    <form
      className="card address-form"
      onSubmit={handleSubmit}
      noValidate
      aria-label={address ? t('addresses.edit') : t('addresses.add')}
    >
      <ErrorBanner error={save.error} action="saveAddress" />
      <div className="field-row">
        <div className="field">
          <label htmlFor={`addr-label-${id}`}>{t('addresses.label')}</label>
          <select id={`addr-label-${id}`} {...form.register('label')}>
            {ADDRESS_LABELS.map((l) => (
              <option key={l} value={l}>
                {t(`addresses.labels.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`addr-name-${id}`}>{t('addresses.receiverName')}</label>
          <input id={`addr-name-${id}`} autoComplete="name" {...form.register('receiverName')} />
          {errors.receiverName && <p className="field-error">{t('addresses.errors.receiverName')}</p>}
        </div>
        <div className="field">
          <label htmlFor={`addr-phone-${id}`}>{t('addresses.phone')}</label>
          <input id={`addr-phone-${id}`} type="tel" autoComplete="tel" {...form.register('phone')} />
          {errors.phone && <p className="field-error">{t('addresses.errors.phone')}</p>}
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`addr-district-${id}`}>{ta('district')}</label>
          <DistrictSelect
            id={`addr-district-${id}`}
            firstProvince={provinceOf(district) ?? 'City of Kigali'}
            {...form.register('district')}
          />
          <p className="muted">{ta(`provinces.${provinceOf(district) ?? 'City of Kigali'}`)}</p>
        </div>
        <div className="field">
          <label htmlFor={`addr-sector-${id}`}>{ta('sector')}</label>
          <input id={`addr-sector-${id}`} {...form.register('sector')} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`addr-street-${id}`}>{ta('street')}</label>
        <input id={`addr-street-${id}`} autoComplete="street-address" {...form.register('street')} />
        {errors.street && <p className="field-error">{t('addresses.errors.street')}</p>}
      </div>
      <label className="checkbox">
        <input type="checkbox" {...form.register('isDefault')} /> {t('addresses.makeDefault')}
      </label>
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('addresses.save')}
        </button>
      </div>
    </form>
  );
}
