import type { AddressDto } from '@isoko/shared/customers/schema';

/** A saved delivery address of Aline's in Kimironko, Gasabo, as the API answers it. */
export const savedAddress = (over: Partial<AddressDto> = {}): AddressDto => ({
  id: 'a1',
  label: 'home',
  type: 'home',
  receiverName: 'Aline Uwase',
  firstName: 'Aline',
  lastName: 'Uwase',
  phone: '+250788123456',
  province: 'City of Kigali',
  district: 'Gasabo',
  sector: 'Kimironko',
  street: 'KG 11 Ave 5',
  address: 'KG 11 Ave 5',
  city: 'Kigali',
  country: 'Rwanda',
  postalCode: '',
  isDefault: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});
