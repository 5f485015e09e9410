import {
  AddressesResponse,
  AddressIdParams,
  AddressInput,
  AddressResponse,
  AddressUpdate,
  PreferencesResponse,
  PreferencesUpdate,
  ProfileResponse,
  ProfileUpdate,
  WishlistAddBody,
  WishlistMergeBody,
  WishlistProductParams,
  WishlistResponse,
} from '@isoko/shared/customers/schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses';
import { getPreferences, loadUser, updatePreferences, updateProfile } from './service';
import { addToWishlist, listWishlist, mergeWishlist, removeFromWishlist } from './wishlist';

/** The customer always comes from the session (requireCustomer ran), never from the payload. */
const me = (req: FastifyRequest) => req.customer!.customerId;

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = { tags: ['customers'] };
  const auth = { preHandler: app.requireCustomer };

  app.get(
    '/api/customers/me',
    { ...auth, schema: { ...base, summary: 'The signed-in customer', response: { 200: ProfileResponse } } },
    async (req) => ({ success: true as const, data: { user: await loadUser(db, me(req)) } }),
  );
  app.patch(
    '/api/customers/me',
    {
      ...auth,
      schema: {
        ...base,
        summary: 'Update name or email',
        body: ProfileUpdate,
        response: { 200: ProfileResponse },
      },
    },
    async (req) => ({ success: true as const, data: { user: await updateProfile(db, me(req), req.body) } }),
  );

  app.get(
    '/api/customers/me/addresses',
    {
      ...auth,
      schema: { ...base, summary: 'Saved delivery addresses', response: { 200: AddressesResponse } },
    },
    async (req) => ({ success: true as const, data: { addresses: await listAddresses(db, me(req)) } }),
  );
  app.post(
    '/api/customers/me/addresses',
    {
      ...auth,
      schema: { ...base, summary: 'Add an address', body: AddressInput, response: { 201: AddressResponse } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ success: true as const, data: { address: await addAddress(db, me(req), req.body) } }),
  );
  app.patch(
    '/api/customers/me/addresses/:id',
    {
      ...auth,
      schema: {
        ...base,
        summary: 'Edit an address',
        params: AddressIdParams,
        body: AddressUpdate,
        response: { 200: AddressResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: { address: await updateAddress(db, me(req), req.params.id, req.body) },
    }),
  );
  app.delete(
    '/api/customers/me/addresses/:id',
    {
      ...auth,
      schema: {
        ...base,
        summary: 'Delete an address',
        params: AddressIdParams,
        response: { 200: AddressesResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: { addresses: await deleteAddress(db, me(req), req.params.id) },
    }),
  );
  app.post(
    '/api/customers/me/addresses/:id/default',
    {
      ...auth,
      schema: {
        ...base,
        summary: 'Make an address the default',
        params: AddressIdParams,
        response: { 200: AddressesResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: { addresses: await setDefaultAddress(db, me(req), req.params.id) },
    }),
  );

  app.get(
    '/api/customers/me/preferences',
    { ...auth, schema: { ...base, summary: 'SMS preference', response: { 200: PreferencesResponse } } },
    async (req) => ({ success: true as const, data: await getPreferences(db, me(req)) }),
  );
  app.patch(
    '/api/customers/me/preferences',
    {
      ...auth,
      schema: {
        ...base,
        summary: "'Order updates via SMS': turns non-essential texts on or off",
        body: PreferencesUpdate,
        response: { 200: PreferencesResponse },
      },
    },
    async (req) => ({ success: true as const, data: await updatePreferences(db, me(req), req.body) }),
  );

  app.get(
    '/api/customers/me/wishlist',
    { ...auth, schema: { ...base, summary: 'Wishlist', response: { 200: WishlistResponse } } },
    async (req) => ({ success: true as const, data: { items: await listWishlist(db, me(req)) } }),
  );
  app.post(
    '/api/customers/me/wishlist',
    {
      ...auth,
      schema: {
        ...base,
        summary: 'Add to the wishlist',
        body: WishlistAddBody,
        response: { 200: WishlistResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: { items: await addToWishlist(db, me(req), req.body.productId) },
    }),
  );
  app.delete(
    '/api/customers/me/wishlist/:productId',
    {
      ...auth,
      schema: {
        ...base,
        summary: 'Remove from the wishlist',
        params: WishlistProductParams,
        response: { 200: WishlistResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: { items: await removeFromWishlist(db, me(req), req.params.productId) },
    }),
  );
  app.post(
    '/api/customers/me/wishlist/merge',
    {
      ...auth,
      schema: {
        ...base,
        summary: 'Merge the browser’s local wishlist after sign-in',
        body: WishlistMergeBody,
        response: { 200: WishlistResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: { items: await mergeWishlist(db, me(req), req.body.productIds) },
    }),
  );
};
