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
  /** The shop's place on a map: Kimironko, Kigali. */
  mapUrl: 'https://www.openstreetmap.org/search?query=Kimironko%2C%20Kigali%2C%20Rwanda',
} as const;
