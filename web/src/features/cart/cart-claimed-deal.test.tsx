import type { PriceCartBody } from '@isoko/shared/cart/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CartScreen } from '../../routes/cart';
import { cartAtom } from '../../state/cart';
import { renderRoutes, withSession } from '../../test/render';
import { dealLine, pricedDealCart, tokenRefused } from './cart-fixtures';

/** A guest's deal token: its claims name this device as the owner (the signature is the server's business). */
const GUEST_TOKEN = `${btoa(JSON.stringify({ customerId: 'device:d1', productId: 'p-dress' }))}.mac`;
const CUSTOMER_TOKEN = `${btoa(JSON.stringify({ customerId: 'c1', productId: 'p-dress' }))}.mac`;

/** The server's pricing: the customer's own token is honoured; the guest's is not theirs. */
const priced = (token: string | undefined) =>
  pricedDealCart(token === CUSTOMER_TOKEN ? null : tokenRefused('not_yours'));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('a guest’s deal in the cart just after signing in', () => {
  it('never says the negotiated price is lost while the deal is being moved to the account', async () => {
    // The claim answers only when the test says so: the cart is priced before and after it.
    let answerClaim = () => {};
    const claimAnswered = new Promise<void>((resolve) => {
      answerClaim = resolve;
    });
    const pricedTokens: (string | undefined)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        if (path === '/api/cart/price') {
          const token = (body as PriceCartBody).items[0]?.negotiationToken;
          pricedTokens.push(token);
          return json({ success: true, data: priced(token) });
        }
        if (path === '/api/negotiation/claim') {
          await claimAnswered;
          return json({
            success: true,
            data: {
              deals: [
                {
                  previousToken: GUEST_TOKEN,
                  token: CUSTOMER_TOKEN,
                  productId: 'p-dress',
                  variantId: 'v-dress-m',
                  price: 17_700,
                  expiresAt: '2099-01-01T00:00:00.000Z',
                },
              ],
              refused: [],
            },
          });
        }
        return new Response(
          JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } }),
          {
            status: 404,
            headers: { 'content-type': 'application/json' },
          },
        );
      }),
    );
    // Every text the cart shows on the way is watched, not only the last one.
    const seen: string[] = [];
    const watcher = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      if (/can no longer be used|Price changed/.test(text)) seen.push(text);
    });
    watcher.observe(document.body, { subtree: true, childList: true, characterData: true });

    const store = withSession(createStore(), { id: 'c1', firstName: 'Aline', phone: '+250781234567' });
    store.set(cartAtom, [dealLine(GUEST_TOKEN)]);
    await renderRoutes([{ path: '/cart', element: <CartScreen /> }], '/cart', store);
    const [line] = await screen.findAllByTestId('cart-line');

    // Priced with the guest's token while the claim is on its way.
    await waitFor(() => expect(pricedTokens).toContain(GUEST_TOKEN));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(line!).getByTestId('unit-price')).toHaveTextContent('17,700 RWF each');

    answerClaim();
    await waitFor(() => expect(pricedTokens).toContain(CUSTOMER_TOKEN), { timeout: 3000 });
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('17,700 RWF'));
    expect(within(line!).getByTestId('unit-price')).toHaveTextContent('17,700 RWF each');
    watcher.disconnect();
    expect(seen).toEqual([]);
  });
});
