import { PAYMENT_METHODS } from '@isoko/shared/payments/status';
import { isMtnMobile, normalizeRwPhone } from '@isoko/shared/phone';
import { DISTRICTS, PROVINCE_NAMES, type Province, provinceOf } from '@isoko/shared/rwanda';
import { z } from 'zod';

/**
 * The checkout wizard's three forms: customer, delivery and payment. Messages are i18n keys of the `checkout`
 * namespace; the server validates the order again from its own contract.
 */

const phoneField = (requiredKey: string) =>
  z
    .string()
    .trim()
    .min(1, requiredKey)
    .refine((v) => normalizeRwPhone(v).ok, 'errors.phoneInvalid');

export const CustomerInfoForm = z.object({
  firstName: z.string().trim().min(1, 'errors.firstNameRequired').max(80),
  lastName: z.string().trim().min(1, 'errors.lastNameRequired').max(80),
  // E-mail is required: receipts and the account page use it.
  email: z.string().trim().min(1, 'errors.emailRequired').pipe(z.email('errors.emailInvalid').max(200)),
  phoneNumber: phoneField('errors.phoneRequired'),
});
export type CustomerInfoForm = z.infer<typeof CustomerInfoForm>;

export const ShippingForm = z
  .object({
    receiverName: z.string().trim().min(1, 'errors.receiverNameRequired').max(120),
    phoneNumber: phoneField('errors.phoneRequired'),
    province: z.enum(PROVINCE_NAMES as [Province, ...Province[]], 'errors.districtRequired'),
    district: z.string().refine((d) => DISTRICTS.includes(d), 'errors.districtRequired'),
    sector: z.string().trim().max(100),
    address: z.string().trim().min(1, 'errors.addressRequired').max(300),
    city: z.string().trim().min(1, 'errors.cityRequired').max(80),
    country: z.string().trim().min(1),
    postalCode: z.string().trim().max(20),
  })
  .refine((v) => provinceOf(v.district) === v.province, {
    path: ['district'],
    message: 'errors.districtRequired',
  });
export type ShippingForm = z.infer<typeof ShippingForm>;

export const PaymentForm = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    payerPhone: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.method !== 'mobile_money') return;
    if (!v.payerPhone)
      ctx.addIssue({ code: 'custom', path: ['payerPhone'], message: 'errors.phoneRequired' });
    else {
      const phone = normalizeRwPhone(v.payerPhone);
      if (!phone.ok) ctx.addIssue({ code: 'custom', path: ['payerPhone'], message: 'errors.phoneInvalid' });
      // A MoMo wallet sits on an MTN number: an Airtel one would be asked in vain.
      else if (!isMtnMobile(phone.phone)) {
        ctx.addIssue({ code: 'custom', path: ['payerPhone'], message: 'errors.phoneNotMtn' });
      }
    }
  });
export type PaymentForm = z.infer<typeof PaymentForm>;

/** E.164 of a field the form already validated. */
export function e164(value: string): string {
  const r = normalizeRwPhone(value);
  return r.ok ? r.phone : value;
}

export const EMPTY_SHIPPING: ShippingForm = {
  receiverName: '',
  phoneNumber: '',
  province: 'City of Kigali',
  district: 'Gasabo',
  sector: '',
  address: '',
  city: 'Kigali',
  country: 'Rwanda',
  postalCode: '',
};
