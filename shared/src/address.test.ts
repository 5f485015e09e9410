import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, AddressBase, postalCodeShown } from './address';
import { RegisterForm } from './auth/schema';
import { OrderShippingAddressInput } from './checkout/schema';
import { AddressForm, AddressInput } from './customers/schema';

const long = (n: number) => 'a'.repeat(n);

describe('one set of address limits', () => {
  const order = {
    firstName: 'Aline',
    lastName: 'Uwase',
    phone: '0788123456',
    street: 'KN 4 Ave',
    district: 'Gasabo',
  };
  const saved = { district: 'Gasabo', street: 'KN 4 Ave' };
  const form = {
    label: 'home',
    receiverName: 'Aline Uwase',
    phone: '0788123456',
    district: 'Gasabo',
    sector: 'Remera',
    street: 'KN 4 Ave',
    isDefault: false,
  };

  it('takes a receiver name at the limit in the checkout, the address book and its form', () => {
    const name = long(ADDRESS_LIMITS.receiverName);
    expect(OrderShippingAddressInput.safeParse({ ...order, receiverName: name }).success).toBe(true);
    expect(AddressInput.safeParse({ ...saved, receiverName: name }).success).toBe(true);
    expect(AddressForm.safeParse({ ...form, receiverName: name }).success).toBe(true);
    expect(RegisterForm.shape.fullName.safeParse(name).success).toBe(true);
  });

  it('refuses a receiver name one past the limit in every schema', () => {
    const name = long(ADDRESS_LIMITS.receiverName + 1);
    expect(OrderShippingAddressInput.safeParse({ ...order, receiverName: name }).success).toBe(false);
    expect(AddressInput.safeParse({ ...saved, receiverName: name }).success).toBe(false);
    expect(AddressForm.safeParse({ ...form, receiverName: name }).success).toBe(false);
    expect(RegisterForm.shape.fullName.safeParse(name).success).toBe(false);
  });

  it('takes a sector at the limit and refuses one past it, in every schema that asks for it', () => {
    for (const [n, ok] of [
      [ADDRESS_LIMITS.sector, true],
      [ADDRESS_LIMITS.sector + 1, false],
    ] as const) {
      const sector = long(n);
      expect(OrderShippingAddressInput.safeParse({ ...order, sector }).success).toBe(ok);
      expect(AddressInput.safeParse({ ...saved, sector }).success).toBe(ok);
      expect(AddressForm.safeParse({ ...form, sector }).success).toBe(ok);
    }
  });

  it('holds the street to the same limit and message everywhere', () => {
    const street = long(ADDRESS_LIMITS.street + 1);
    expect(OrderShippingAddressInput.safeParse({ ...order, street }).success).toBe(false);
    expect(AddressInput.safeParse({ ...saved, street }).success).toBe(false);
    expect(AddressForm.safeParse({ ...form, street }).success).toBe(false);
    expect(RegisterForm.shape.street.safeParse(street).success).toBe(false);
    expect(AddressBase.shape.street.safeParse(' ').error?.issues[0]?.message).toBe(
      'Please enter your delivery address',
    );
  });

  it('normalises the receiver’s phone with the one phone rule', () => {
    expect(OrderShippingAddressInput.parse(order).phone).toBe('+250788123456');
    expect(AddressForm.parse(form).phone).toBe('+250788123456');
    expect(AddressInput.parse({ ...saved, phone: '+250 788 123 456' }).phone).toBe('+250788123456');
  });

  it('lets an order leave the receiver name blank (the customer’s name is used)', () => {
    expect(OrderShippingAddressInput.parse({ ...order, receiverName: '  ' }).receiverName).toBe('');
    expect(AddressForm.safeParse({ ...form, receiverName: ' ' }).success).toBe(false);
  });
});

describe('the postal code', () => {
  it('is optional at checkout; an absent one is stored as the old shop\'s default "0000"', () => {
    const parsed = OrderShippingAddressInput.parse({
      firstName: 'Aline',
      lastName: 'Uwase',
      phone: '0788123456',
      street: 'KN 4 Ave',
      district: 'Gasabo',
    });
    expect(parsed.postalCode).toBe('0000');
  });

  it('is worth printing only when somebody typed one: blank and the old "0000" are none', () => {
    expect(postalCodeShown('0000')).toBe('');
    expect(postalCodeShown('  ')).toBe('');
    expect(postalCodeShown(null)).toBe('');
    expect(postalCodeShown(' 00250 ')).toBe('00250');
  });
});
