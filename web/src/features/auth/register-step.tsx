import { zodResolver } from '@hookform/resolvers/zod';
import { FULL_NAME_MAX, NAME_TOO_LONG_MESSAGE, RegisterForm, splitFullName } from '@isoko/shared/auth/schema';
import type { UserDto } from '@isoko/shared/customers/schema';
import { formatRwPhone } from '@isoko/shared/phone';
import { CITY_CHOICES, type CityChoice, districtInCity, provinceOfCity } from '@isoko/shared/rwanda';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CITY_DISTRICT, DistrictSelect } from '../../ui/district-select';
import { ErrorBanner } from '../../ui/error-banner';
import { CodeInput } from './code-input';
import { useRegister } from './queries';
import { ResendCode } from './resend-code';

export interface RegisterStepProps {
  phone: string;
  onRegistered: (user: UserDto) => void;
  onBack: () => void;
}

/**
 * Step 2 for a new phone (variant a): full name and delivery address, with the code that was
 * texted at step 1, so only the holder of the number can open an account with it.
 */
export function RegisterStep({ phone, onRegistered, onBack }: RegisterStepProps) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(RegisterForm),
    defaultValues: { fullName: '', street: '', city: 'Kigali' as const, district: 'Gasabo', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const city = form.watch('city');
  // The district list narrows to the chosen city's province (the rule checkout's list follows):
  // once it shows the new city's districts, the city's own district is chosen.
  useEffect(() => {
    if (!districtInCity(form.getValues('district'), city))
      form.setValue('district', CITY_DISTRICT[city as CityChoice] ?? 'Gasabo');
  }, [city, form]);
  const [resendError, setResendError] = useState<unknown>(null);

  const handleSubmit = form.handleSubmit(async (values) => {
    const { firstName, lastName } = splitFullName(values.fullName);
    setResendError(null);
    try {
      const res = await register.mutateAsync({
        phone,
        code: values.code,
        firstName,
        lastName,
        addresses: [{ label: 'home', district: values.district, street: values.street }],
      });
      onRegistered(res.user);
    } catch {
      // shown in the banner
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="signin-form">
      <h2 className="signin-step-title">{t('register.title')}</h2>
      <p className="signin-subtitle">{t('register.intro', { phone: formatRwPhone(phone) })}</p>
      <ErrorBanner error={resendError ?? register.error} action={resendError ? 'signInPhone' : 'register'} />
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <CodeInput
            id="register-code"
            label={t('code.label')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.code ? t('validation.code') : undefined}
          />
        )}
      />
      <div className="field">
        <label htmlFor="register-name">{t('register.fullName')}</label>
        <input
          id="register-name"
          autoComplete="name"
          maxLength={FULL_NAME_MAX}
          aria-invalid={errors.fullName ? true : undefined}
          {...form.register('fullName')}
        />
        {errors.fullName && (
          <p className="field-error">
            {t(
              errors.fullName.message === NAME_TOO_LONG_MESSAGE
                ? 'validation.fullNameTooLong'
                : 'validation.fullName',
            )}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="register-street">{t('register.street')}</label>
        <input
          id="register-street"
          autoComplete="street-address"
          placeholder={t('register.streetPlaceholder')}
          aria-invalid={errors.street ? true : undefined}
          {...form.register('street')}
        />
        {errors.street && <p className="field-error">{t('validation.street')}</p>}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="register-city">{t('register.city')}</label>
          <select id="register-city" {...form.register('city')}>
            {CITY_CHOICES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="register-district">{t('register.district')}</label>
          <DistrictSelect
            id="register-district"
            onlyProvince={provinceOfCity(city)}
            {...form.register('district')}
          />
          {errors.district && <p className="field-error">{t('validation.district')}</p>}
        </div>
      </div>
      <div className="signin-actions">
        <button type="button" className="btn btn-outline" onClick={onBack}>
          {t('register.back')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('register.creating') : t('register.submit')}
        </button>
      </div>
      <ResendCode phone={phone} onError={setResendError} />
      <button type="button" className="btn-link" onClick={onBack}>
        {t('changePhone')}
      </button>
    </form>
  );
}
