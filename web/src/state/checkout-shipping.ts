import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The delivery details of the last checkout, offered again next time (saved on this device once
 * step 2 is valid). Only what the shopper typed; validated again on use.
 */
export interface LastShipping {
  receiverName: string;
  phoneNumber: string;
  province: string;
  district: string;
  sector: string;
  address: string;
  city: string;
  country: string;
  postalCode: string;
}

export const lastShippingAtom = atomWithStorage<LastShipping | null>(
  'checkoutShipping',
  null,
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);
