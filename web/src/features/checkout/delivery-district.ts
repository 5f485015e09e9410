import type { AddressDto, AddressesResponse } from '@isoko/shared/customers/schema';
import { DISTRICTS } from '@isoko/shared/rwanda';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet } from '../../api/client';
import { isItemEnvelope, isRecord, lightSchema } from '../../api/light-schema';
import { useSession } from '../../session/queries';
import { type LastShipping, lastShippingAtom } from '../../state/checkout-shipping';
import { accountKeys } from '../account/account-keys';

/** The saved address checkout suggests first: the default one, else the first saved. */
export function preferredAddress<A extends Pick<AddressDto, 'isDefault'>>(
  addresses: readonly A[],
): A | undefined {
  return addresses.find((a) => a.isDefault) ?? addresses[0];
}

/**
 * Checked lightly (the cart is a landing screen, which must not load zod): only the fields the
 * district needs. Under the account's addresses key, so saving an address refreshes it.
 */
const AddressesAnswer = lightSchema<AddressesResponse>(
  'the saved addresses',
  isItemEnvelope(
    'data',
    (d) =>
      isRecord(d) &&
      Array.isArray(d.addresses) &&
      d.addresses.every(
        (a) => isRecord(a) && typeof a.district === 'string' && typeof a.isDefault === 'boolean',
      ),
  ),
);

const savedDistrictsQuery = () =>
  queryOptions({
    queryKey: [...accountKeys.addresses(), 'districts'] as const,
    queryFn: async ({ signal }) =>
      (await apiGet('/api/customers/me/addresses', AddressesAnswer, { signal })).data.addresses,
  });

/** The district of the delivery details remembered on this device, when it is a real one. */
const rememberedDistrict = (saved: LastShipping | null) =>
  saved && DISTRICTS.includes(saved.district) ? saved.district : null;

/**
 * The district checkout will suggest delivering to, found the way checkout finds it: the delivery
 * details of the last checkout on this device, else the default saved address, else the first
 * one. null when none is known (a guest, or no address yet); undefined while still finding out,
 * so a screen does not say one thing and then another.
 */
export function useKnownDistrict(): string | null | undefined {
  const session = useSession();
  const signedIn = session !== 'loading' && session !== null;
  const remembered = rememberedDistrict(useAtomValue(lastShippingAtom));
  const addresses = useQuery({ ...savedDistrictsQuery(), enabled: signedIn && remembered === null });
  if (session === 'loading') return undefined;
  if (!signedIn) return null;
  if (remembered !== null) return remembered;
  if (addresses.isPending) return undefined;
  return preferredAddress(addresses.data ?? [])?.district ?? null;
}
