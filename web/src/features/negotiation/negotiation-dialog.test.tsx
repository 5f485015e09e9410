import { CONSENT_STORAGE_KEY } from '@isoko/shared/analytics/constants';
import type { NegotiationSession, NegotiationStateResponse } from '@isoko/shared/negotiation/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { createStore } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { routes } from '../../router';
import { type FakeCall, fakeApi } from '../../test/fake-api';
import { renderRoutes, withSession } from '../../test/render';
import { ok, productFixture } from '../catalog/catalog-fixtures';

const slow = { timeout: 5000 };

function session(over: Partial<NegotiationSession>): NegotiationSession {
  return {
    sessionId: 's1',
    currentRound: 1,
    maxRounds: 3,
    status: 'counter',
    reason: 'COUNTER_OFFER',
    counterPrice: 29_000,
    justification: 'We can do 29,000 RWF.',
    discountToken: null,
    tokenExpiresAt: null,
    productId: 'p1',
    variantId: 'v-M-Green',
    altPerks: [],
    quantity: 1,
    ...over,
  };
}

/** The shop closing the deal at 27,000 RWF with its token. */
const dealAt27000 = session({
  currentRound: 3,
  status: 'accept',
  reason: 'COUNTER_ACCEPTED',
  counterPrice: 27_000,
  justification: 'Deal at 27,000 RWF!',
  discountToken: 'claims.mac',
  tokenExpiresAt: '2030-01-01T10:30:00.000Z',
});

type Standing = NegotiationStateResponse['data'];
const noStanding: Standing = {
  roundsUsed: 0,
  maxRounds: 3,
  lastCounter: null,
  lastOffer: null,
  sessionId: null,
  dealMade: false,
  agreedPrice: null,
};

/** The product page with the offer route answering from `answers`, one per call, in order. */
function serve(answers: NegotiationSession[], product = productFixture(), standing: Standing = noStanding) {
  let next = 0;
  return fakeApi({
    'GET /api/negotiation/state': () => ok({ success: true, data: standing }),
    'GET /api/products/p1': () => ok({ data: product }),
    'POST /api/intelligent-search/track': () => ok({}),
    'POST /api/negotiation/offer': () => {
      const answer = answers[next++];
      return answer ? ok({ success: true, data: answer }) : undefined;
    },
  });
}

const cartTracks = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.path === '/api/intelligent-search/track')
    .map((c) => c.body as Record<string, unknown>)
    .filter((b) => b.eventType === 'add_to_cart');

/** The quick offer buttons shown ("Offer 21,000 RWF (70% of the price)"). */
const quickOfferButtons = (chat: ReturnType<typeof within>) =>
  chat.queryAllByRole('button', { name: /% of the price\)$/ });

const offerCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.path === '/api/negotiation/offer').map((c) => c.body as Record<string, unknown>);

async function openChat(size = true) {
  const button = await screen.findByRole('button', { name: 'Chat & Make Offer' }, slow);
  if (size) {
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Green' }));
  }
  await user.click(button);
  return screen.findByRole('dialog', { name: 'Make an offer' }, slow);
}

// The product screen, its offer dialog and their words are loaded lazily; their first load (about
// 1.5 s of transforming on a busy machine) happens once here, not inside whichever test renders
// them first.
beforeAll(async () => {
  await Promise.all([import('../../routes/product'), import('./negotiation-dialog'), initI18n('en')]);
  await i18next.loadNamespaces(['product', 'product-info', 'catalog', 'negotiation', 'cart', 'errors']);
});

// Keys are pressed without a pause between them, as in the product form's tests.
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('negotiation widget', () => {
  it('bargains three rounds with quick offers and typed amounts, then accepts into the cart with the token', async () => {
    const calls = serve([
      session({ currentRound: 1, counterPrice: 29_000, justification: 'We can do 29,000 RWF.' }),
      session({ currentRound: 2, counterPrice: 28_200, justification: 'Let us say 28,200 RWF.' }),
      session({
        currentRound: 3,
        status: 'final',
        reason: 'FINAL_OFFER',
        counterPrice: 27_000,
        justification: 'My best price is 27,000 RWF.',
      }),
      dealAt27000,
    ]);
    // Carts are tracked only with the shopper's analytics consent.
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const { store } = await renderRoutes(routes, '/product/p1');
    const dialog = await openChat();
    const chat = within(dialog);
    expect(chat.getByText('Round 1/3')).toBeInTheDocument();

    // Quick offers are 70, 80, 85 and 90 % of 30,000.
    const quick = chat.getAllByRole('button', { name: /^Offer .*% of the price\)$/ });
    expect(quick.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Offer 21,000 RWF (70% of the price)',
      'Offer 24,000 RWF (80% of the price)',
      'Offer 25,500 RWF (85% of the price)',
      'Offer 27,000 RWF (90% of the price)',
    ]);
    await user.click(quick[0]!);
    expect(await chat.findByText('We can do 29,000 RWF.')).toBeInTheDocument();
    expect(chat.getByText('I offer 21,000 RWF')).toBeInTheDocument();
    expect(chat.getByText('Round 2/3')).toBeInTheDocument();

    // Typed amounts go through the shared parser; Enter sends.
    const input = chat.getByRole('textbox', { name: 'Your offer' });
    await user.type(input, '25k{Enter}');
    expect(await chat.findByText('Let us say 28,200 RWF.')).toBeInTheDocument();
    await user.type(input, 'ibihumbi 26{Enter}');
    expect(await chat.findByText('My best price is 27,000 RWF.')).toBeInTheDocument();
    expect(chat.getByText('Round 3/3')).toBeInTheDocument();

    // No rounds left: offers are closed (the box too), the shop's last price is taken with Accept.
    expect(input).toBeDisabled();
    expect(quickOfferButtons(chat)).toEqual([]);
    expect(input).toHaveAttribute('placeholder', 'No more offers: press Accept to take 27,000 RWF');
    expect(input).toHaveAccessibleDescription(
      "That was the last round. You can still accept the shop's last price.",
    );
    expect(
      within(chat.getByRole('group', { name: 'Quick offers' })).getByText('No more offers on this product.'),
    ).toBeInTheDocument();
    await user.click(chat.getByRole('button', { name: 'Accept 27,000 RWF' }));
    expect(await chat.findByText('Deal! The item is in your cart at 27,000 RWF.')).toBeInTheDocument();
    expect(chat.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // The deal box is the one confirmation, read out from its live region; no toast repeats it.
    expect(
      chat.getByText('Deal! The item is in your cart at 27,000 RWF.').closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText(/Added to your cart/)).not.toBeInTheDocument();
    // After the deal nothing is left to offer or accept: the deal and its cart link stay.
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('placeholder', 'No more offers on this product');
    expect(quickOfferButtons(chat)).toEqual([]);
    expect(chat.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();

    expect(offerCalls(calls).map((b) => b.offerPrice)).toEqual([21_000, 25_000, 26_000, 27_000]);
    expect(offerCalls(calls)[0]).toMatchObject({ productId: 'p1', variantId: 'v-M-Green', quantity: 1 });
    expect(offerCalls(calls)[1]).toMatchObject({ sessionId: 's1', language: 'en' });
    expect(offerCalls(calls)[0]?.deviceId).toMatch(/^device-/);

    const { cartAtom } = await import('../../state/cart');
    expect(store.get(cartAtom)).toEqual([
      {
        id: 'p1',
        name: 'Kitenge Wrap Dress',
        price: 27_000,
        mainImage: '/media/catalog/dress-green-0.svg',
        size: 'M',
        color: 'Green',
        quantity: 1,
        negotiationToken: 'claims.mac',
      },
    ]);
    // The deal counts as an add to the cart (the staff funnel), once, at the agreed price.
    await waitFor(() => expect(cartTracks(calls)).toHaveLength(1));
    expect(cartTracks(calls)[0]).toMatchObject({
      eventType: 'add_to_cart',
      productId: 'p1',
      quantity: 1,
      product: { name: 'Kitenge Wrap Dress', price: 27_000 },
    });
  });

  it('reads an offer typed for several items as a price each, says so, and carts that many at the agreed price', async () => {
    const calls = serve([
      session({
        currentRound: 1,
        counterPrice: 12_000,
        quantity: 2,
        justification: 'Thanks for your offer of 10,000 RWF. I can come down to 12,000 RWF.',
      }),
      session({
        currentRound: 2,
        status: 'accept',
        reason: 'COUNTER_ACCEPTED',
        counterPrice: 12_000,
        quantity: 2,
        justification: 'Deal at 12,000 RWF!',
        discountToken: 'two.mac',
        tokenExpiresAt: '2030-01-01T10:30:00.000Z',
      }),
    ]);
    const { store } = await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    const input = chat.getByRole('textbox', { name: 'Your offer' });
    // The page's quantity is 1: the words name 2, for 20,000 RWF in all.
    await user.type(input, '20000 for two{Enter}');
    const readBack = chat.getByText('That makes 10,000 RWF each for 2 items.');
    expect(readBack.closest('.nego-bubble')).toHaveClass('is-shop');
    expect(await chat.findByText(/I can come down to 12,000 RWF/)).toBeInTheDocument();
    // Said between the shopper's words and the shop's answer.
    const bubbles = chat.getAllByRole('paragraph').map((p) => p.textContent);
    expect(bubbles.indexOf('That makes 10,000 RWF each for 2 items.')).toBe(
      bubbles.indexOf('20000 for two') + 1,
    );
    // A yes after it is for the same two items.
    await user.type(input, 'yego{Enter}');
    expect(
      await chat.findByText('Deal! The 2 items are in your cart at 12,000 RWF each.'),
    ).toBeInTheDocument();
    expect(offerCalls(calls).map(({ offerPrice, quantity }) => ({ offerPrice, quantity }))).toEqual([
      { offerPrice: 10_000, quantity: 2 },
      { offerPrice: 12_000, quantity: 2 },
    ]);
    const { cartAtom } = await import('../../state/cart');
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({ id: 'p1', size: 'M', color: 'Green', quantity: 2, price: 12_000 }),
    ]);
  });

  it('reads several items in French and Kinyarwanda words too, and quick offers then go for them', async () => {
    const calls = serve([
      session({ currentRound: 1, counterPrice: 29_000, quantity: 2 }),
      session({ currentRound: 2, counterPrice: 28_500, quantity: 3 }),
      session({ currentRound: 3, status: 'final', reason: 'FINAL_OFFER', counterPrice: 28_000, quantity: 3 }),
    ]);
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    const input = chat.getByRole('textbox', { name: 'Your offer' });
    await user.type(input, 'je veux payer 20000 pour deux{Enter}');
    expect(chat.getByText('That makes 10,000 RWF each for 2 items.')).toBeInTheDocument();
    await chat.findByText('Round 2/3');
    await user.type(input, 'nshaka kwishyura 30000 kuri bitatu{Enter}');
    expect(chat.getByText('That makes 10,000 RWF each for 3 items.')).toBeInTheDocument();
    await chat.findByText('Round 3/3');
    await user.click(chat.getByRole('button', { name: 'Offer 27,000 RWF (90% of the price)' }));
    await waitFor(() => expect(offerCalls(calls)).toHaveLength(3));
    expect(offerCalls(calls).map(({ offerPrice, quantity }) => ({ offerPrice, quantity }))).toEqual([
      { offerPrice: 10_000, quantity: 2 },
      { offerPrice: 10_000, quantity: 3 },
      { offerPrice: 27_000, quantity: 3 },
    ]);
  });

  it('sends no offer for more items than the chosen size and colour has in stock', async () => {
    const calls = serve([]);
    await renderRoutes(routes, '/product/p1');
    // M in green: 5 in stock.
    const chat = within(await openChat());
    await user.type(chat.getByRole('textbox', { name: 'Your offer' }), '60000 for 6{Enter}');
    expect(
      chat.getByText('Only 5 items of this choice are in stock: make your offer for 5 or fewer.'),
    ).toBeInTheDocument();
    expect(offerCalls(calls)).toEqual([]);
    expect(chat.getByText('Round 1/3')).toBeInTheDocument();
  });

  it('opened again after a round today, offers only quick amounts above the last offer made', async () => {
    serve([], productFixture(), {
      ...noStanding,
      roundsUsed: 1,
      lastCounter: 29_000,
      lastOffer: 24_000,
      sessionId: 's1',
    });
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    expect(await chat.findByText(/my last price was 29,000 RWF/, {}, slow)).toBeInTheDocument();
    // 21,000 and 24,000 would go back to or below the 24,000 already offered.
    expect(quickOfferButtons(chat).map((b: HTMLElement) => b.getAttribute('aria-label'))).toEqual([
      'Offer 25,500 RWF (85% of the price)',
      'Offer 27,000 RWF (90% of the price)',
    ]);
  });

  it('opened again after three rounds today, continues at the last round with the shop’s last price', async () => {
    const calls = serve([dealAt27000], productFixture(), {
      ...noStanding,
      roundsUsed: 3,
      lastCounter: 27_000,
      sessionId: 's1',
    });
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    expect(
      await chat.findByText(
        'Welcome back. You have used 3 of 3 rounds on this product today, and my last price was 27,000 RWF.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(chat.getByText('Round 3/3')).toBeInTheDocument();
    const asked = calls.find((c) => c.path.startsWith('/api/negotiation/state'))!;
    expect(new URL(asked.path, 'http://shop').searchParams.get('variantId')).toBe('v-M-Green');
    // No more offers: the quick offers give way to a note and the box takes no price; the shop's
    // last price is taken with Accept, and the last-round notice is said once.
    expect(within(chat.getByRole('group', { name: 'Quick offers' })).queryAllByRole('button')).toEqual([]);
    const input = chat.getByRole('textbox', { name: 'Your offer' });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('placeholder', 'No more offers: press Accept to take 27,000 RWF');
    await user.type(input, '20000{Enter}');
    expect(
      chat.getAllByText("That was the last round. You can still accept the shop's last price."),
    ).toHaveLength(1);
    expect(offerCalls(calls)).toEqual([]);
    await user.click(chat.getByRole('button', { name: 'Accept 27,000 RWF' }));
    expect(await chat.findByText('Deal! The item is in your cart at 27,000 RWF.')).toBeInTheDocument();
    expect(offerCalls(calls)).toEqual([expect.objectContaining({ offerPrice: 27_000, sessionId: 's1' })]);
    expect(input).toBeDisabled();
  });

  // After the shop's final answer a fourth price could still be typed: it went into the chat and
  // was answered with the last-round notice, which the status line under the chat showed as well.
  for (const { lang, open, dialog, input, round3, notice, accept, deal } of [
    {
      lang: 'fr',
      open: 'Discuter et faire une offre',
      dialog: 'Faire une offre',
      input: 'Votre offre',
      round3: 'Tour 3/3',
      notice: 'C’était le dernier tour. Vous pouvez encore accepter le dernier prix de la boutique.',
      accept: /^Accepter 27\u202f000 RWF$/,
      deal: /^Marché conclu.! L’article est dans votre panier à 27.000 RWF\.$/,
    },
    {
      lang: 'rw',
      open: 'Ganira kandi utange igiciro',
      dialog: 'Tanga igiciro',
      input: 'Igiciro utanga',
      round3: 'Icyiciro 3/3',
      notice: "Icyo cyari icyiciro cya nyuma. Uracyashobora kwemera igiciro cya nyuma cy'iduka.",
      accept: /^Emera 27[.,\s\u00a0\u202f]000 RWF$/,
      deal: /^Twumvikanye! Igicuruzwa kiri mu gitebo cyawe ku 27[.,\s\u00a0\u202f]000 RWF\.$/,
    },
  ]) {
    it(`after the final round in ${lang}, takes no fourth price, says the last round once and still accepts`, async () => {
      const calls = serve([
        session({ currentRound: 1, counterPrice: 29_500, justification: 'r1' }),
        session({ currentRound: 2, counterPrice: 29_000, justification: 'r2' }),
        session({ currentRound: 3, status: 'final', counterPrice: 27_000, justification: 'r3 final' }),
        dealAt27000,
      ]);
      try {
        await i18next.changeLanguage(lang);
        await renderRoutes(routes, '/product/p1');
        await user.click(await screen.findByRole('button', { name: 'M' }, slow));
        await user.click(screen.getByRole('button', { name: 'Green' }));
        await user.click(screen.getByRole('button', { name: open }));
        const chat = within(await screen.findByRole('dialog', { name: dialog }, slow));
        const box = chat.getByRole('textbox', { name: input });
        await user.type(box, '20000{Enter}');
        await chat.findByText('r1');
        await user.type(box, '25000{Enter}');
        await chat.findByText('r2');
        await chat.findByText(round3);
        await user.type(box, '26000{Enter}');
        await chat.findByText('r3 final');
        expect(box).toBeDisabled();
        expect(chat.getByRole('button', { name: /^(Envoyer|Ohereza)$/ })).toBeDisabled();
        expect(quickOfferButtons(chat)).toEqual([]);
        // A fourth price goes nowhere: nothing is sent and no bubble repeats the notice.
        await user.type(box, '29000{Enter}');
        expect(chat.queryByText('29000')).toBeNull();
        expect(chat.getAllByText(notice)).toHaveLength(1);
        expect(chat.getByRole('status')).toHaveTextContent(notice);
        expect(chat.getByText(round3)).toBeInTheDocument();
        // The shop's last price can still be taken.
        await user.click(chat.getByRole('button', { name: accept }));
        expect(await chat.findByText(deal)).toBeInTheDocument();
        expect(offerCalls(calls).map((b) => b.offerPrice)).toEqual([20_000, 25_000, 26_000, 27_000]);
      } finally {
        await act(() => i18next.changeLanguage('en'));
      }
    });
  }

  it('offers only quick amounts between the last offer and the shop’s price, echoes typed offers formatted, and says when no round is left', async () => {
    const calls = serve([
      session({ currentRound: 1, counterPrice: 28_500, justification: 'r1' }),
      session({ currentRound: 2, counterPrice: 28_000, justification: 'r2' }),
      session({
        currentRound: 3,
        status: 'final',
        reason: 'FINAL_OFFER',
        counterPrice: 28_000,
        justification: 'r3',
      }),
    ]);
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    const quickNames = () => quickOfferButtons(chat).map((b: HTMLElement) => b.getAttribute('aria-label'));
    await user.click(chat.getByRole('button', { name: 'Offer 25,500 RWF (85% of the price)' }));
    await chat.findByText('r1');
    // Only 27,000 lies above the 25,500 offered and below the shop's 28,500.
    expect(quickNames()).toEqual(['Offer 27,000 RWF (90% of the price)']);

    // A typed amount is said back as the quick offers say theirs.
    const input = chat.getByRole('textbox', { name: 'Your offer' });
    await user.type(input, '27500{Enter}');
    await chat.findByText('r2');
    expect(chat.getByText('I offer 27,500 RWF')).toBeInTheDocument();
    expect(chat.queryByText('27500')).toBeNull();
    // Nothing lies between 27,500 and 28,000: no quick offers; the box and Accept remain.
    expect(quickNames()).toEqual([]);
    expect(chat.queryByRole('group', { name: 'Quick offers' })).toBeNull();
    expect(chat.getByRole('button', { name: 'Accept 28,000 RWF' })).toBeEnabled();
    expect(input).toBeEnabled();
    expect(chat.getByText('Round 3/3')).toBeInTheDocument();
    expect(chat.queryByText('No rounds left')).toBeNull();

    await user.type(input, '27800{Enter}');
    await chat.findByText('r3');
    // The rounds are used up: the header keeps "Round 3/3" and says so.
    expect(chat.getByText('Round 3/3')).toBeInTheDocument();
    expect(chat.getByText('No rounds left')).toBeInTheDocument();
    expect(offerCalls(calls).map((b) => b.offerPrice)).toEqual([25_500, 27_500, 27_800]);
  });

  it('echoes a typed offer in the shopper’s language and money format', async () => {
    serve([session({ currentRound: 1, counterPrice: 29_000, justification: 'r1' })]);
    try {
      await i18next.changeLanguage('fr');
      await renderRoutes(routes, '/product/p1');
      await user.click(await screen.findByRole('button', { name: 'M' }, slow));
      await user.click(screen.getByRole('button', { name: 'Green' }));
      await user.click(screen.getByRole('button', { name: 'Discuter et faire une offre' }));
      const chat = within(await screen.findByRole('dialog', { name: 'Faire une offre' }, slow));
      await user.type(chat.getByRole('textbox', { name: 'Votre offre' }), '20000{Enter}');
      await chat.findByText('r1');
      expect(chat.getByText(/^Je propose 20.000 RWF$/)).toBeInTheDocument();
      await i18next.loadLanguages('rw');
      expect(i18next.getFixedT('rw', 'negotiation')('noRoundsLeft')).toBe('Nta cyiciro gisigaye');
      expect(i18next.getFixedT('fr', 'negotiation')('noRoundsLeft')).toBe('Plus aucun tour');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('keeps the round it showed when the shopper accepts a counter: the count never goes back', async () => {
    serve([
      session({ currentRound: 1, counterPrice: 29_500 }),
      session({ currentRound: 2, counterPrice: 29_000 }),
      session({
        currentRound: 2,
        status: 'accept',
        reason: 'COUNTER_ACCEPTED',
        counterPrice: 29_000,
        discountToken: 't.k',
      }),
    ]);
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    await user.click(chat.getByRole('button', { name: 'Offer 21,000 RWF (70% of the price)' }));
    await chat.findByText('Round 2/3');
    await user.click(chat.getByRole('button', { name: 'Offer 24,000 RWF (80% of the price)' }));
    await chat.findByText('Round 3/3');
    await user.click(chat.getByRole('button', { name: 'Accept 29,000 RWF' }));
    expect(await chat.findByText('Deal! The item is in your cart at 29,000 RWF.')).toBeInTheDocument();
    expect(chat.getByText('Round 3/3')).toBeInTheDocument();
  });

  // A guest's cart shows the regular price until they sign in: the deal must not promise the
  // agreed price in the cart now, in any language, and offers the sign-in that brings it.
  for (const { lang, open, dialog, accept, deal, signIn } of [
    {
      lang: 'en',
      open: 'Chat & Make Offer',
      dialog: 'Make an offer',
      accept: 'Accept 29,000 RWF',
      deal: 'Deal at 29,000 RWF! The item is in your cart. Sign in to get this price: until then the cart shows the regular price.',
      signIn: 'Sign in',
    },
    {
      lang: 'fr',
      open: 'Discuter et faire une offre',
      dialog: 'Faire une offre',
      accept: /^Accepter 29\u202f000 RWF$/,
      deal: /^Marché conclu à 29.000 RWF.! L’article est dans votre panier\. Connectez-vous pour obtenir ce prix.: d’ici là, le panier affiche le prix normal\.$/,
      signIn: 'Se connecter',
    },
    {
      lang: 'rw',
      open: 'Ganira kandi utange igiciro',
      dialog: 'Tanga igiciro',
      accept: /^Emera 29[.,\s\u00a0\u202f]000 RWF$/,
      deal: /^Twumvikanye ku 29[.,\s\u00a0\u202f]000 RWF! Igicuruzwa kiri mu gitebo cyawe\. Injira kugira ngo ubone iki giciro/,
      signIn: 'Injira',
    },
  ]) {
    it(`tells a guest in ${lang} that the agreed price applies once they sign in, with a sign-in link`, async () => {
      serve([session({ currentRound: 1, counterPrice: 29_000 }), { ...dealAt27000, counterPrice: 29_000 }]);
      try {
        await i18next.changeLanguage(lang);
        await renderRoutes(routes, '/product/p1', withSession(createStore(), null));
        await user.click(await screen.findByRole('button', { name: 'M' }, slow));
        await user.click(screen.getByRole('button', { name: 'Green' }));
        await user.click(screen.getByRole('button', { name: open }));
        const chat = within(await screen.findByRole('dialog', { name: dialog }, slow));
        await user.type(chat.getByRole('textbox'), '20000{Enter}');
        await user.click(await chat.findByRole('button', { name: accept }, slow));
        expect(await chat.findByText(deal, {}, slow)).toBeInTheDocument();
        expect(chat.queryByText(/(is in your cart at|dans votre panier à|mu gitebo cyawe ku)/)).toBeNull();
        expect(chat.getByRole('link', { name: signIn })).toHaveAttribute('href', '/login?from=/cart');
      } finally {
        await act(() => i18next.changeLanguage('en'));
      }
    });
  }

  it('keeps the deal text for a signed-in shopper, with no sign-in link', async () => {
    serve([{ ...dealAt27000, counterPrice: 29_000 }]);
    const aline = { id: 'c1', firstName: 'Aline', phone: '+250788000001' };
    await renderRoutes(routes, '/product/p1', withSession(createStore(), aline));
    const chat = within(await openChat());
    await user.type(chat.getByRole('textbox', { name: 'Your offer' }), '29000{Enter}');
    expect(
      await chat.findByText('Deal! The item is in your cart at 29,000 RWF.', {}, slow),
    ).toBeInTheDocument();
    expect(chat.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('opened again after a deal on the product today, bargains no more and offers only the agreed price', async () => {
    const calls = serve(
      [
        session({
          currentRound: 2,
          status: 'accept',
          reason: 'COUNTER_ACCEPTED',
          counterPrice: 27_700,
          discountToken: 'again.k',
        }),
      ],
      productFixture(),
      {
        ...noStanding,
        roundsUsed: 2,
        lastCounter: 27_700,
        sessionId: 's1',
        dealMade: true,
        agreedPrice: 27_700,
      },
    );
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    expect(
      await chat.findByText(
        'Welcome back. You already made a deal on this product at 27,700 RWF in the last 24 hours, so bargaining on it is closed for now. You can still take it at 27,700 RWF.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(chat.getByRole('status')).toHaveTextContent(
      'Bargaining on this product is closed for now: you made a deal on it in the last 24 hours.',
    );
    // The agreed price can still be taken, with Accept; the box takes no offer.
    expect(chat.getByRole('textbox', { name: 'Your offer' })).toBeDisabled();
    expect(quickOfferButtons(chat)).toEqual([]);
    await user.click(chat.getByRole('button', { name: 'Accept 27,700 RWF' }));
    expect(await chat.findByText('Deal! The item is in your cart at 27,700 RWF.')).toBeInTheDocument();
    expect(offerCalls(calls)).toEqual([expect.objectContaining({ offerPrice: 27_700, sessionId: 's1' })]);
  });

  it('closes the offers when the shop answers that a deal was already made, keeping its price to take', async () => {
    serve([
      session({
        currentRound: 2,
        status: 'final',
        reason: 'DEAL_ALREADY_MADE',
        counterPrice: 27_700,
        justification: 'You already made a deal on this item.',
      }),
    ]);
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    await user.click(chat.getByRole('button', { name: 'Offer 21,000 RWF (70% of the price)' }));
    expect(await chat.findByText('You already made a deal on this item.')).toBeInTheDocument();
    expect(chat.getByText(/Bargaining on this product is closed for now/)).toBeInTheDocument();
    expect(chat.getByRole('textbox', { name: 'Your offer' })).toBeDisabled();
    expect(chat.getByRole('button', { name: 'Accept 27,700 RWF' })).toBeEnabled();
    expect(chat.getByText('Round 2/3')).toBeInTheDocument();
  });

  it('accepts a counter when the shopper types yes, oui or yego, re-sending the counter price', async () => {
    const calls = serve([
      session({ currentRound: 1, counterPrice: 29_000 }),
      session({ status: 'accept', reason: 'COUNTER_ACCEPTED', counterPrice: 29_000, discountToken: 't.k' }),
    ]);
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    const input = chat.getByRole('textbox', { name: 'Your offer' });
    await user.type(input, '20000{Enter}');
    await chat.findByText('We can do 29,000 RWF.');
    await user.type(input, 'yego{Enter}');
    expect(await chat.findByText('Deal! The item is in your cart at 29,000 RWF.')).toBeInTheDocument();
    expect(offerCalls(calls).map((b) => b.offerPrice)).toEqual([20_000, 29_000]);
    expect(input).toBeDisabled();
    expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps Send disabled while empty, and answers words it cannot read without using a round', async () => {
    const calls = serve([]);
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    const send = chat.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    const input = chat.getByRole('textbox', { name: 'Your offer' });
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'hmm maybe{Enter}');
    expect(chat.getByText(/I did not find an amount in that/)).toBeInTheDocument();
    expect(offerCalls(calls)).toEqual([]);
    expect(chat.getByText('Round 1/3')).toBeInTheDocument();
  });

  it('sends a yes to the full price after a lowball to the shop, which says there is no discount to accept', async () => {
    const calls = serve([
      session({
        status: 'reject',
        reason: 'OFFER_TOO_LOW',
        counterPrice: 30_000,
        justification: "1,000 RWF is too far below the price, I'm afraid. I stay at 30,000 RWF.",
      }),
      session({
        status: 'reject',
        reason: 'NO_DISCOUNT_YET',
        counterPrice: 30_000,
        justification: 'I am still at the full price of 30,000 RWF, so there is no discount to accept yet.',
      }),
    ]);
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    const input = chat.getByRole('textbox', { name: 'Your offer' });
    await user.type(input, '1000{Enter}');
    await chat.findByText(/I stay at 30,000 RWF/);
    expect(chat.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    await user.type(input, 'yes{Enter}');
    // The server's own answer, not a word of the widget's that contradicts it.
    expect(await chat.findByText(/no discount to accept yet/)).toBeInTheDocument();
    expect(chat.queryByText(/has not named a price/)).not.toBeInTheDocument();
    expect(offerCalls(calls).map((b) => b.offerPrice)).toEqual([1000, 'yes']);
    // No deal: the bargaining stays open for a real offer.
    expect(input).toBeEnabled();
  });

  it('stays open after a no, as the shop says: rounds left can be played and its price accepted', async () => {
    const declined = session({
      status: 'reject',
      reason: 'DECLINED',
      counterPrice: 29_000,
      justification: 'No problem. My price of 29,000 RWF stays open if you change your mind.',
    });
    const calls = serve([
      session({ currentRound: 1, counterPrice: 29_000 }),
      declined,
      session({ currentRound: 2, counterPrice: 28_500, justification: 'Let us say 28,500 RWF.' }),
      { ...declined, currentRound: 2, counterPrice: 28_500, justification: 'My price of 28,500 RWF stays.' },
      session({
        currentRound: 2,
        status: 'accept',
        reason: 'COUNTER_ACCEPTED',
        counterPrice: 28_500,
        discountToken: 't.k',
      }),
    ]);
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    const input = chat.getByRole('textbox', { name: 'Your offer' });
    await user.type(input, '22000{Enter}');
    await chat.findByText('We can do 29,000 RWF.');
    await user.type(input, 'non merci{Enter}');
    expect(await chat.findByText(/My price of 29,000 RWF stays open/)).toBeInTheDocument();
    expect(offerCalls(calls)[1]?.offerPrice).toBe('non merci');
    // Nothing says the bargaining is over: the no used no round, and the offer still stands.
    expect(chat.queryByRole('status')).toBeNull();
    expect(chat.getByText('Round 2/3')).toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveAttribute('placeholder', 'Type an amount, e.g. 25000, or yes to accept');
    expect(chat.getByRole('button', { name: 'Accept 29,000 RWF' })).toBeEnabled();
    // The quick offers above the 22,000 offered (21,000 is not) and under the shop's 29,000.
    expect(quickOfferButtons(chat)).toHaveLength(3);
    for (const b of quickOfferButtons(chat)) expect(b).toBeEnabled();

    // A round left is played as usual, and after another no the shop's new price is taken.
    await user.type(input, '24000{Enter}');
    expect(await chat.findByText('Let us say 28,500 RWF.')).toBeInTheDocument();
    expect(chat.getByText('Round 3/3')).toBeInTheDocument();
    await user.type(input, 'oya{Enter}');
    expect(await chat.findByText('My price of 28,500 RWF stays.')).toBeInTheDocument();
    await user.click(chat.getByRole('button', { name: 'Accept 28,500 RWF' }));
    expect(await chat.findByText('Deal! The item is in your cart at 28,500 RWF.')).toBeInTheDocument();
    expect(offerCalls(calls).map((b) => b.offerPrice)).toEqual([22_000, 'non merci', 24_000, 'oya', 28_500]);
  });

  it('after a no in the last round, still offers the shop’s last price to accept', async () => {
    const calls = serve([
      session({
        currentRound: 3,
        status: 'reject',
        reason: 'DECLINED',
        counterPrice: 27_000,
        justification: 'No problem.',
      }),
      dealAt27000,
    ]);
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    const input = chat.getByRole('textbox', { name: 'Your offer' });
    await user.type(input, 'no{Enter}');
    expect(await chat.findByText('No problem.')).toBeInTheDocument();
    expect(chat.getByRole('status')).toHaveTextContent(
      "That was the last round. You can still accept the shop's last price.",
    );
    expect(input).toBeDisabled();
    expect(quickOfferButtons(chat)).toEqual([]);
    await user.click(chat.getByRole('button', { name: 'Accept 27,000 RWF' }));
    expect(await chat.findByText('Deal! The item is in your cart at 27,000 RWF.')).toBeInTheDocument();
    expect(offerCalls(calls).map((b) => b.offerPrice)).toEqual(['no', 27_000]);
  });

  it('says in French and Kinyarwanda that no more offers can be made, where the quick offers were', async () => {
    serve([], productFixture(), { ...noStanding, roundsUsed: 3, lastCounter: 27_000, sessionId: 's1' });
    try {
      await i18next.changeLanguage('fr');
      await renderRoutes(routes, '/product/p1');
      await user.click(await screen.findByRole('button', { name: 'M' }, slow));
      await user.click(screen.getByRole('button', { name: 'Green' }));
      await user.click(screen.getByRole('button', { name: 'Discuter et faire une offre' }));
      const chat = within(await screen.findByRole('dialog', { name: 'Faire une offre' }, slow));
      await chat.findByText('Tour 3/3', {}, slow);
      const quick = within(chat.getByRole('group', { name: 'Offres rapides' }));
      expect(quick.getByText('Plus aucune offre possible sur ce produit.')).toBeInTheDocument();
      expect(quick.queryAllByRole('button')).toEqual([]);
      expect(chat.getByRole('textbox', { name: 'Votre offre' })).toHaveAttribute(
        'placeholder',
        'Plus aucune offre possible\u202f: appuyez sur Accepter pour prendre 27\u202f000 RWF',
      );
      // "No other price you can still offer on this product."
      await i18next.loadLanguages('rw');
      expect(i18next.getFixedT('rw', 'negotiation')('quickOffersOver')).toBe(
        'Nta kindi giciro ugishobora gutanga kuri iki gicuruzwa.',
      );
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('writes the quick offers’ percent as each language does: 70% in English and Kinyarwanda, 70 % in French', async () => {
    serve([]);
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    const first = chat.getByRole('button', { name: 'Offer 21,000 RWF (70% of the price)' });
    expect(first).toHaveTextContent('21,000 RWF (70%)');
    await i18next.loadLanguages(['fr', 'rw']);
    const words = { amount: '21 000 RWF', percent: 70 };
    expect(i18next.getFixedT('fr', 'negotiation')('quickOfferLabel', words)).toBe(
      'Offrir 21 000 RWF (70\u202f% du prix)',
    );
    expect(i18next.getFixedT('fr', 'negotiation')('quickOffer', words)).toBe('(70\u202f%)');
    expect(i18next.getFixedT('rw', 'negotiation')('quickOfferLabel', words)).toBe(
      "Tanga 21 000 RWF (70% by'igiciro)",
    );
    expect(i18next.getFixedT('rw', 'negotiation')('quickOffer', words)).toBe('(70%)');
  });

  it('shows other ways to save when the price cannot move, and closes the chat', async () => {
    serve([
      session({
        currentRound: 0,
        status: 'reject',
        reason: 'NOT_NEGOTIABLE',
        counterPrice: 30_000,
        justification: 'Sorry, this price is fixed.',
        altPerks: [
          {
            type: 'free_shipping',
            description: 'Free delivery on orders above 50,000 RWF.',
            threshold: 50_000,
          },
        ],
      }),
    ]);
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    await user.click(chat.getByRole('button', { name: 'Offer 21,000 RWF (70% of the price)' }));
    expect(await chat.findByText('Free delivery on orders above 50,000 RWF.')).toBeInTheDocument();
    expect(chat.getByText('This price cannot be negotiated.')).toBeInTheDocument();
    expect(chat.getByRole('textbox', { name: 'Your offer' })).toBeDisabled();
  });

  it('words a failed offer through the error texts and lets the shopper try again', async () => {
    fakeApi({
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/intelligent-search/track': () => ok({}),
      'POST /api/negotiation/offer': () => ({
        status: 400,
        body: {
          success: false,
          error: { code: 'NEGOTIATION_VARIANT_REQUIRED', message: 'x' },
        },
      }),
    });
    await renderRoutes(routes, '/product/p1');
    const chat = within(await openChat());
    await user.click(chat.getByRole('button', { name: 'Offer 24,000 RWF (80% of the price)' }));
    expect(await chat.findByRole('alert', {}, slow)).toHaveTextContent(
      'Sizes or colours of this product have different prices',
    );
    await waitFor(() => expect(chat.getByRole('textbox', { name: 'Your offer' })).toBeEnabled());
  });
});
