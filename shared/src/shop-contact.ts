/**
 * How shoppers reach the shop's people (footer, tracking's Need Help, About, Contact). One place,
 * so a new number is changed once. Hours are Monday to Saturday, 9:00 to 18:00.
 */
export const SHOP_CONTACT = {
  /** E.164, for tel: links. */
  phone: '+250788000000',
  /** As people read it. */
  phoneDisplay: '+250 788 000 000',
  email: 'info@isoko.rw',
} as const;
