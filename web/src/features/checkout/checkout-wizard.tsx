import type { CreateOrderBody, OrderItemInput } from '@isoko/shared/checkout/schema';
import type { AddressDto } from '@isoko/shared/customers/schema';
import type { OrderDto } from '@isoko/shared/orders/schema';
import { formatRwPhone, isMtnMobile } from '@isoko/shared/phone';
import { PROVINCE_NAMES, type Province } from '@isoko/shared/rwanda';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { type SessionUser, sessionKeys } from '../../session/queries';
import { type LastShipping, lastShippingAtom } from '../../state/checkout-shipping';
import { CheckoutProgress, type CheckoutStepNumber } from './checkout-progress';
import { CustomerStep } from './customer-step';
import { preferredAddress } from './delivery-district';
import { type CheckoutDraft, clearDraft, readDraft, saveDraft } from './draft';
import { CustomerInfoForm, EMPTY_SHIPPING, e164, type PaymentForm, ShippingForm } from './forms';
import { idempotencyKeyFor } from './idempotency';
import { PaymentStep } from './payment-step';
import { usePlaceOrder } from './queries';
import { ShippingStep, sameShipping, shippingFromAddress } from './shipping-step';

export interface CheckoutWizardProps {
  user: SessionUser;
  /** What the cart holds, as the order API reads it. */
  items: OrderItemInput[];
  couponCode: string | null;
  savedAddresses: readonly AddressDto[];
  /** True while the saved addresses have not answered yet (they may fill the delivery form later). */
  savedAddressesLoading?: boolean;
  /** False while the server reports a line that blocks the order (out of stock, gone). */
  canOrder: boolean;
  /** The order summary panel, composed by the screen. */
  summary: ReactNode;
  onDistrictChange: (district: string) => void;
  onPlaced: (order: OrderDto) => void;
  /** The order API refused the cart as it is: the screen reprices it. */
  onCartRejected?: () => void;
}

/**
 * The step a restored checkout opens on: the one the shopper was on, or the first step whose
 * details are missing or no longer valid (a draft from step 3 with no e-mail opens step 1).
 */
export function resumeStep(
  wanted: CheckoutStepNumber,
  customer: CustomerInfoForm,
  shipping: ShippingForm | null,
): CheckoutStepNumber {
  if (wanted === 1 || !CustomerInfoForm.safeParse(customer).success) return 1;
  if (!shipping) return 1;
  if (wanted === 3 && !ShippingForm.safeParse(shipping).success) return 2;
  return wanted;
}

function fromStorage(saved: LastShipping | null): ShippingForm | null {
  if (!saved) return null;
  const parsed = ShippingForm.safeParse(saved);
  return parsed.success ? parsed.data : null;
}

function initialShipping(
  user: SessionUser,
  saved: LastShipping | null,
  addresses: readonly AddressDto[],
): ShippingForm {
  const last = fromStorage(saved);
  if (last) return last;
  const preferred = preferredAddress(addresses);
  if (preferred) return shippingFromAddress(preferred);
  return {
    ...EMPTY_SHIPPING,
    receiverName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    phoneNumber: formatRwPhone(user.phone),
  };
}

/** The heading of each step (focusable from script only), where the focus goes after a move. */
const STEP_TITLE_IDS: Record<CheckoutStepNumber, string> = {
  1: 'checkout-customer-title',
  2: 'checkout-shipping-title',
  3: 'checkout-payment-title',
};

/** Refusals that mean the cart changed under the shopper: the cart is priced again to show what. */
const CART_REJECTED: ReadonlySet<string> = new Set(['OUT_OF_STOCK', 'PRODUCT_NOT_FOUND', 'CART_EMPTY']);

/**
 * The three-step checkout: 1 → 2 only when the customer's details are valid,
 * 2 → 3 only when the delivery details are (they are then remembered on this device), Back one
 * step keeping what was typed. Placing the order sends one Idempotency-Key per attempt.
 */
export function CheckoutWizard(props: CheckoutWizardProps) {
  const { user, onDistrictChange } = props;
  const queryClient = useQueryClient();
  const [saved, setSaved] = useAtom(lastShippingAtom);
  // What was typed before a reload or a trip to the cart comes back (this customer's only).
  const [draft] = useState(() => readDraft(user.id));
  const [customer, setCustomer] = useState<CustomerInfoForm>(() => ({
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phoneNumber: formatRwPhone(user.phone),
    ...draft?.customer,
  }));
  // Whether the delivery form is the shopper's (typed into, picked, confirmed, or their own draft
  // restored) rather than our suggestion. Only a suggestion is replaced when saved addresses answer late.
  const shippingOwned = useRef(Boolean(draft?.shipping && draft.shippingOwned));
  // The shopper's own draft comes back as it was; a suggestion the draft kept is made again instead,
  // so it stays a suggestion that saved addresses answering later can still replace.
  const [shipping, setShipping] = useState<ShippingForm | null>(() => {
    if (!draft?.shipping) return null;
    const suggestion = initialShipping(user, saved, props.savedAddresses);
    return shippingOwned.current ? ({ ...suggestion, ...draft.shipping } as ShippingForm) : suggestion;
  });
  // Back on the step the shopper was on, unless an earlier step's details are missing.
  const [step, setStepState] = useState<CheckoutStepNumber>(() =>
    resumeStep(draft?.step ?? 1, customer, shipping),
  );
  const live = useRef<CheckoutDraft>({
    userId: user.id,
    step,
    customer,
    shipping,
    shippingOwned: shippingOwned.current,
  });
  const remember = useCallback((next: Partial<CheckoutDraft>) => {
    live.current = { ...live.current, ...next };
    saveDraft(live.current);
  }, []);
  const rememberCustomer = useCallback(
    (v: Partial<CustomerInfoForm>) => remember({ customer: v }),
    [remember],
  );
  const rememberShipping = useCallback((v: Partial<ShippingForm>) => remember({ shipping: v }), [remember]);
  // The shopper typed, picked or confirmed: the delivery details are theirs, also after a reload.
  const ownShipping = useCallback(() => {
    shippingOwned.current = true;
    remember({ shippingOwned: true });
  }, [remember]);
  // Set by Continue and Back, not by the first render: only a move between steps takes the focus.
  const moved = useRef(false);
  const setStep = (next: CheckoutStepNumber) => {
    moved.current = true;
    setStepState(next);
    remember({ step: next });
  };
  // The step that was on screen (and the focused button with it) is gone after a move, which drops
  // the focus to the page's body: a keyboard or screen-reader user is taken to the new step's title.
  useEffect(() => {
    if (!moved.current) return;
    document.getElementById(STEP_TITLE_IDS[step])?.focus();
  }, [step]);
  // A restored delivery or payment step prices the shipping of the district its form opens with at once.
  const [restoredDistrict] = useState(() => (step !== 1 ? shipping?.district : undefined));
  useEffect(() => {
    if (restoredDistrict) onDistrictChange(restoredDistrict);
  }, [restoredDistrict, onDistrictChange]);
  const [payment, setPayment] = useState<PaymentForm>({
    method: 'mobile_money',
    // Only an MTN number can hold the MoMo wallet: an Airtel sign-in phone is not offered.
    payerPhone: isMtnMobile(user.phone) ? formatRwPhone(user.phone) : '',
  });
  const place = usePlaceOrder();
  // A second click can land before the first one's re-render disables the button.
  const placing = useRef(false);
  const [placeError, setPlaceError] = useState<unknown>(null);

  // Saved addresses that answer after step 2 opened fill a form the shopper has not touched yet.
  const { savedAddresses } = props;
  useEffect(() => {
    if (step !== 2 || !shipping || shippingOwned.current) return;
    const next = initialShipping(user, saved, savedAddresses);
    if (sameShipping(next, shipping)) return;
    setShipping(next);
    remember({ shipping: next });
    onDistrictChange(next.district);
  }, [step, shipping, user, saved, savedAddresses, remember, onDistrictChange]);

  // The first step already prices delivery to the district the delivery step will suggest (the
  // default saved address, or the last one used), rather than a guess the next step corrects.
  useEffect(() => {
    if (step !== 1) return;
    const suggested = (shipping ?? initialShipping(user, saved, savedAddresses)).district;
    if (suggested) onDistrictChange(suggested);
  }, [step, shipping, user, saved, savedAddresses, onDistrictChange]);

  const goToShipping = (values: CustomerInfoForm) => {
    setCustomer(values);
    // An untouched suggestion is made again: the saved addresses may have answered since.
    const next =
      shipping && shippingOwned.current ? shipping : initialShipping(user, saved, props.savedAddresses);
    setShipping(next);
    remember({ customer: values, shipping: next });
    onDistrictChange(next.district);
    setStep(2);
  };

  const goToPayment = (values: ShippingForm) => {
    ownShipping();
    setShipping(values);
    remember({ shipping: values });
    setSaved(values);
    onDistrictChange(values.district);
    setStep(3);
  };

  const handlePlaceOrder = (values: PaymentForm) => {
    setPayment(values);
    // Offline nothing is sent: the step says so, and the shopper places the order once back online.
    if (!shipping || placing.current || !navigator.onLine) return;
    if (!props.canOrder) {
      setPlaceError({ code: 'OUT_OF_STOCK' });
      return;
    }
    setPlaceError(null);
    const province = PROVINCE_NAMES.includes(shipping.province as Province) ? shipping.province : undefined;
    const body: CreateOrderBody = {
      items: props.items,
      paymentMethod: values.method,
      shippingAddress: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phone: e164(shipping.phoneNumber),
        receiverName: shipping.receiverName,
        street: shipping.address,
        city: shipping.city,
        country: shipping.country,
        // Left blank, the server stores its default, which is never printed.
        postalCode: shipping.postalCode || undefined,
        district: shipping.district,
        province,
        sector: shipping.sector,
      },
      ...(props.couponCode ? { couponCode: props.couponCode } : {}),
      ...(values.method === 'mobile_money' ? { payerPhone: e164(values.payerPhone) } : {}),
    };
    placing.current = true;
    place.mutate(
      { body, idempotencyKey: idempotencyKeyFor(body) },
      {
        onSuccess: (order) => {
          clearDraft();
          // The order gave an account without an e-mail this one: read it again for the next checkout.
          if (!user.email) void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
          props.onPlaced(order);
        },
        onError: (error) => {
          placing.current = false;
          setPlaceError(error);
          if (error instanceof ApiError && CART_REJECTED.has(error.code)) props.onCartRejected?.();
        },
      },
    );
  };

  return (
    <div className="with-summary checkout-layout">
      <section className="card checkout-main">
        <CheckoutProgress current={step} />
        {step === 1 && <CustomerStep values={customer} onNext={goToShipping} onChange={rememberCustomer} />}
        {step === 2 && shipping && (
          <ShippingStep
            values={shipping}
            savedAddresses={props.savedAddresses}
            savedAddressesLoading={props.savedAddressesLoading}
            onDistrictChange={onDistrictChange}
            onEdit={ownShipping}
            onChange={rememberShipping}
            onBack={(values) => {
              setShipping(values);
              setStep(1);
            }}
            onNext={goToPayment}
          />
        )}
        {step === 3 && shipping && (
          <PaymentStep
            values={payment}
            placing={place.isPending}
            error={placeError}
            onBack={(values) => {
              setPayment(values);
              setPlaceError(null);
              setStep(2);
            }}
            onPlaceOrder={handlePlaceOrder}
          />
        )}
      </section>
      {props.summary}
    </div>
  );
}
