import {
  ClaimDealsResponse,
  type ClaimedDeal,
  type NegotiationLanguage,
  NegotiationOfferResponse,
  type NegotiationSession,
  NegotiationStateResponse,
} from '@isoko/shared/negotiation/schema';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/client';
import { getDeviceId } from '../../state/device-id';

/** One move of the widget: an amount in RWF, or the shopper's words ("no, thanks"). */
export interface OfferMove {
  productId: string;
  variantId: string | null;
  quantity: number;
  offer: number | string;
  sessionId: string | null;
  language: NegotiationLanguage;
}

/**
 * `POST /api/negotiation/offer`. The device id always goes along: it is who a guest is, and
 * a signed-in customer is known from the session cookie whatever the body says.
 */
export async function sendOffer(move: OfferMove): Promise<NegotiationSession> {
  const answer = await apiPost(
    '/api/negotiation/offer',
    {
      productId: move.productId,
      ...(move.variantId ? { variantId: move.variantId } : {}),
      deviceId: getDeviceId(),
      offerPrice: move.offer,
      quantity: move.quantity,
      ...(move.sessionId ? { sessionId: move.sessionId } : {}),
      language: move.language,
      conversionSource: 'product_widget',
    },
    NegotiationOfferResponse,
  );
  return answer.data;
}

export function useSendOffer() {
  return useMutation({ mutationFn: sendOffer });
}

/** `POST /api/negotiation/claim`: this device's guest deals, re-issued to the signed-in customer. */
export async function claimGuestDeals(tokens: string[]): Promise<ClaimedDeal[]> {
  const answer = await apiPost(
    '/api/negotiation/claim',
    { deviceId: getDeviceId(), tokens },
    ClaimDealsResponse,
  );
  return answer.data.deals;
}

/**
 * `GET /api/negotiation/state`: the rounds this shopper used on the product today and the shop's
 * last price, so the widget opened again continues where it stopped. Read afresh at each opening.
 */
export const negotiationStandingQuery = (productId: string, variantId: string | null) =>
  queryOptions({
    queryKey: ['negotiation', 'state', productId, variantId] as const,
    queryFn: async () =>
      (
        await apiGet('/api/negotiation/state', NegotiationStateResponse, {
          query: { productId, ...(variantId ? { variantId } : {}), deviceId: getDeviceId() },
        })
      ).data,
    staleTime: 0,
    gcTime: 0,
  });
