import { describe, expect, it } from 'vitest';
import { OrderShippingAddressInput } from '../checkout/schema';
import { AddressInput, cityOf } from '../customers/schema';
import { codeInText } from '../notifications/schema';
import { FULL_NAME_MAX, OtpCode, RegisterBody, RegisterForm, splitFullName } from './schema';

describe('registration rules', () => {
  it('splits a full name at the first space, reusing one word for both names', () => {
    expect(splitFullName('  Jean   Claude Habimana ')).toEqual({
      firstName: 'Jean',
      lastName: 'Claude Habimana',
    });
    expect(splitFullName('Keza')).toEqual({ firstName: 'Keza', lastName: 'Keza' });
  });

  it('takes a name only with a letter in it, in any script', () => {
    const form = { street: 'KN 4 Ave', city: 'Kigali', district: 'Gasabo', code: '123456' };
    for (const name of ['😀😀', '1234', '...', '🇷🇼 ✨']) {
      expect(RegisterForm.safeParse({ ...form, fullName: name }).error?.issues[0]?.message, name).toBe(
        'Please enter your full name',
      );
      const base = { phone: '0788 123 456', code: '123456', firstName: name, addresses: [] };
      expect(RegisterBody.safeParse(base).error?.issues[0]?.message, name).toBe(
        'Please enter your full name',
      );
      const address = { lastName: 'Uwase', phone: '0788123456', street: 'KN 4 Ave', district: 'Gasabo' };
      expect(
        OrderShippingAddressInput.safeParse({ ...address, firstName: name }).error?.issues[0]?.message,
      ).toBe('First name is required');
    }
    for (const name of ['Aline Uwase', 'Thérèse 2', 'Ngabo 😀', 'Жан']) {
      expect(RegisterForm.safeParse({ ...form, fullName: name }).success, name).toBe(true);
    }
  });

  it('says a name is too long, apart from an empty one, at the limit the field shares', () => {
    const form = { street: 'KN 4 Ave', city: 'Kigali', district: 'Gasabo', code: '123456' };
    const messageFor = (fullName: string) =>
      RegisterForm.safeParse({ ...form, fullName }).error?.issues.find((i) => i.path[0] === 'fullName')
        ?.message;
    expect(FULL_NAME_MAX).toBe(160);
    expect(messageFor('')).toBe('Please enter your full name');
    expect(messageFor(`Aline ${'U'.repeat(300)}`)).toBe('Your name is too long');
    expect(messageFor(`${'a'.repeat(80)} ${'b'.repeat(79)}`)).toBeUndefined();
    // Kept as a first and a last name: one word past their limit would be refused by the server.
    expect(messageFor('a'.repeat(81))).toBe('Your name is too long');
    expect(messageFor(`Aline ${'b'.repeat(81)}`)).toBe('Your name is too long');
  });

  it('takes a district only of the chosen city’s province', () => {
    const form = { fullName: 'Aline Uwase', street: 'KN 4 Ave', code: '123456' };
    const refused = RegisterForm.safeParse({ ...form, city: 'Huye', district: 'Gasabo' });
    expect(refused.error?.issues[0]?.path).toEqual(['district']);
    expect(RegisterForm.safeParse({ ...form, city: 'Huye', district: 'Nyanza' }).success).toBe(true);
    expect(RegisterForm.safeParse({ ...form, city: 'Kigali', district: 'Kicukiro' }).success).toBe(true);
    expect(RegisterForm.safeParse({ ...form, city: 'Kigali', district: 'Musanze' }).success).toBe(false);
    // Every province can be reached from one of the city choices.
    expect(RegisterForm.safeParse({ ...form, city: 'Rwamagana', district: 'Bugesera' }).success).toBe(true);
  });

  it('accepts only six digits as a code', () => {
    expect(OtpCode.safeParse(' 123456 ').success).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', '']) expect(OtpCode.safeParse(bad).success).toBe(false);
  });

  it('reads the old client’s address shape (type, address) and refuses districts outside Rwanda', () => {
    const parsed = AddressInput.parse({
      type: 'home',
      address: 'KN 4 Ave',
      district: 'Kicukiro',
      city: 'Kigali',
    });
    expect(parsed).toMatchObject({
      label: 'home',
      street: 'KN 4 Ave',
      district: 'Kicukiro',
      postalCode: '0000',
    });
    expect(AddressInput.safeParse({ address: 'x', district: 'Kampala' }).success).toBe(false);
  });

  it('requires a delivery address and normalises the phone', () => {
    const base = { phone: '0788 123 456', code: '123456', firstName: 'Aline' };
    expect(RegisterBody.safeParse({ ...base, addresses: [] }).error?.issues[0]?.message).toBe(
      'Please enter your delivery address',
    );
    const ok = RegisterBody.parse({ ...base, addresses: [{ district: 'Huye', street: 'Main road' }] });
    expect(ok.phone).toBe('+250788123456');
    expect(ok.lastName).toBe('');
  });

  it('names the city after Kigali or the up-country district', () => {
    expect(cityOf('Gasabo')).toBe('Kigali');
    expect(cityOf('Musanze')).toBe('Musanze');
  });

  it('finds the code in a text for the demo handset', () => {
    expect(codeInText('482913 is your Isoko sign-in code. It expires in 5 minutes.')).toBe('482913');
    expect(codeInText('Welcome to Isoko!')).toBeNull();
  });
});
