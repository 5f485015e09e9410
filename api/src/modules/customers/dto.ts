import { type AddressDto, cityOf, type UserDto } from '@isoko/shared/customers/schema';
import { smsLanguageOf } from '@isoko/shared/notifications/texts';
import type { Province } from '@isoko/shared/rwanda';
import type { addresses, customers } from './tables';

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toAddressDto(row: AddressRow): AddressDto {
  const space = row.receiverName.indexOf(' ');
  const label = (row.label === 'work' || row.label === 'other' ? row.label : 'home') as AddressDto['label'];
  return {
    id: row.id,
    label,
    type: label,
    receiverName: row.receiverName,
    firstName: space < 0 ? row.receiverName : row.receiverName.slice(0, space),
    lastName: space < 0 ? '' : row.receiverName.slice(space + 1),
    phone: row.phone,
    province: row.province as Province,
    district: row.district,
    sector: row.sector,
    street: row.street,
    address: row.street,
    city: cityOf(row.district),
    country: row.country,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
    createdAt: iso(row.createdAt),
  };
}

export function toUserDto(row: CustomerRow, addressRows: AddressRow[]): UserDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    smsOptIn: row.smsOptIn,
    preferredLanguage: smsLanguageOf(row.preferredLanguage),
    addresses: addressRows.map(toAddressDto),
    createdAt: iso(row.createdAt),
  };
}
