import { CONSENT_STORAGE_KEY } from '@isoko/shared/analytics/constants';
import type { AssistantChatResponse } from '@isoko/shared/assistant/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSocket } from '../../realtime/socket';
import { routes } from '../../router';
import { type FakeCall, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { cardFixture, ok, productFixture } from '../catalog/catalog-fixtures';
import { NUDGE_AFTER_MS } from './assistant-launcher';
import { SEARCH_REDIRECT_MS } from './assistant-panel';
import { TYPING_DELAY_MS } from './use-assistant-chat';

const slow = { timeout: 5000 };

const dress = cardFixture();

/** A whole reply as the server sends it (the shared contract, checked by the client). */
const answer = (over: Partial<AssistantChatResponse>): AssistantChatResponse => ({
  success: true,
  reply: 'Hello!',
  personalized: false,
  suggestions: [],
  sessionId: 'session-0123456789abcdef',
  language: 'en',
  intent: 'fallback',
  actions: [],
  negotiation: null,
  source: 'rules',
  ...over,
});

/** The adds to the cart told to the server (only with analytics consent). */
const cartTracks = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.path === '/api/intelligent-search/track')
    .map((c) => c.body as Record<string, unknown>)
    .filter((b) => b.eventType === 'add_to_cart');

const chatCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.path === '/api/offers/chat').map((c) => c.body as Record<string, unknown>);

async function openAssistant() {
  await user.click(await screen.findByRole('button', { name: 'Open the shopping assistant' }, slow));
  return within(await screen.findByRole('dialog', { name: 'Isoko assistant' }, slow));
}

/**
 * The assistant shows its typing dots for at least TYPING_DELAY_MS and opens a search's results
 * SEARCH_REDIRECT_MS after the reply: tests that wait for those let the time pass on a fake clock
 * (still ticking, for the screen's own waits) instead of waiting it out.
 */
const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true });
const typingDelayPasses = () => act(() => vi.advanceTimersByTimeAsync(TYPING_DELAY_MS));

// Keys are pressed without a pause between them (on a fake clock a pause lasts until it ticks).
let user: UserEvent;
beforeEach(() => {
  sessionStorage.clear();
  user = userEvent.setup({ delay: null });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('floating assistant', () => {
  it('opens from the Live chat button on /track, greets with quick actions and keeps Send disabled while empty', async () => {
    fakeApi({});
    await renderRoutes(routes, '/track');
    await user.click(await screen.findByRole('button', { name: 'Live chat' }, slow));
    const panel = within(await screen.findByRole('dialog', { name: 'Isoko assistant' }, slow));
    expect(panel.getByText(/I am Isoko's shopping assistant/)).toBeInTheDocument();
    for (const name of ['Search products', 'Best deals', 'Make an offer', 'My orders'])
      expect(panel.getByRole('button', { name })).toBeInTheDocument();
    const input = panel.getByRole('textbox', { name: 'Your message' });
    expect(input).toHaveAttribute('placeholder', 'Ask me anything...');
    const send = panel.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();

    // Closing keeps the chat (typed text included) for the next opening.
    await user.click(panel.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Isoko assistant' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the shopping assistant' }));
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('   ');
  });

  it('sends with Enter in the screen language, shows the typing dots, then the reply with product cards, and leads a search to its results', async () => {
    const calls = fakeApi({
      'POST /api/offers/chat': () =>
        ok(
          answer({
            reply: 'Voici des robes pour vous.',
            personalized: false,
            suggestions: [dress],
            language: 'fr',
            intent: 'search',
            actions: [{ type: 'open_search', q: 'robe', maxPrice: 20_000 }],
          }),
        ),
    });
    fakeClock();
    const { router } = await renderRoutes(routes, '/track');
    await act(() => i18next.changeLanguage('fr'));
    await user.click(await screen.findByRole('button', { name: "Ouvrir l'assistant d'achat" }, slow));
    const panel = within(await screen.findByRole('dialog', { name: 'Assistant Isoko' }, slow));
    const input = panel.getByRole('textbox', { name: 'Votre message' });
    await user.type(input, 'je cherche une robe à moins de 20 000{Enter}');

    expect(await panel.findByRole('status')).toHaveTextContent("L'assistant écrit…");
    // Read-only while the reply comes (not disabled: that would drop the keyboard focus).
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('aria-disabled', 'true');
    await typingDelayPasses();
    expect(await panel.findByText('Voici des robes pour vous.', {}, slow)).toBeInTheDocument();
    expect(panel.getByText('je cherche une robe à moins de 20 000')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Meilleures offres' })).toBeNull();
    const cards = within(panel.getByRole('list', { name: 'Produits suggérés' }));
    expect(cards.getByRole('link', { name: 'Kitenge Wrap Dress' })).toHaveAttribute('href', '/product/p1');
    // French grouping (a narrow no-break space, which Testing Library reads as a space).
    expect(cards.getByText('30 000 RWF')).toBeInTheDocument();
    expect(panel.getAllByRole('time').length).toBe(2);

    const [body] = chatCalls(calls);
    expect(body).toMatchObject({ message: 'je cherche une robe à moins de 20 000', language: 'fr' });
    expect(String(body?.sessionId).length).toBeGreaterThanOrEqual(16);
    expect(body?.deviceId).toMatch(/^device-/);

    await act(() => vi.advanceTimersByTimeAsync(SEARCH_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'), slow);
    // The results page keeps the budget the shopper named.
    expect(router.state.location.search).toBe('?q=robe&maxPrice=20000');
  });

  it('names the products on its cards in the language read now, not the one the reply was in', async () => {
    const names = { en: 'Kitenge Wrap Dress', fr: 'Robe portefeuille en kitenge' };
    fakeApi({
      'POST /api/offers/chat': () =>
        ok(
          answer({
            reply: 'Voici une robe.',
            // The shopper wrote in French on an English screen: the reply came in French.
            suggestions: [{ ...dress, name: names.fr, names }],
            language: 'fr',
            intent: 'search',
          }),
        ),
    });
    fakeClock();
    await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'une robe{Enter}');
    await typingDelayPasses();
    expect(await panel.findByText('Voici une robe.', {}, slow)).toBeInTheDocument();
    const cards = () =>
      within(
        panel.getByRole('list', { name: /Suggested products|Produits suggérés|Ibicuruzwa bigushishikaje/ }),
      );
    expect(cards().getByRole('link', { name: 'Kitenge Wrap Dress' })).toHaveAttribute('href', '/product/p1');
    expect(cards().getByRole('button', { name: /Kitenge Wrap Dress/ })).toBeInTheDocument();
    // Kept in the tab with its names: switching language renames it.
    expect(sessionStorage.getItem('assistant-conversation')).toContain('Robe portefeuille en kitenge');
    await act(() => i18next.changeLanguage('fr'));
    expect(await cards().findByRole('link', { name: 'Robe portefeuille en kitenge' })).toBeInTheDocument();
    // No Kinyarwanda name: the product's own name.
    await act(() => i18next.changeLanguage('rw'));
    expect(await cards().findByRole('link', { name: 'Kitenge Wrap Dress' })).toBeInTheDocument();
  });

  it('shows a reply as it streams on the chat room, and keeps the whole HTTP reply', async () => {
    fakeApi({
      'POST /api/offers/chat': () => ok(answer({ reply: 'Free delivery above 50,000 RWF.' })),
    });
    await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    const socket = getSocket();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'delivery?{Enter}');
    await waitFor(() => expect(socket.listeners('assistant:message').length).toBeGreaterThan(0));
    act(() => {
      for (const listener of socket.listeners('assistant:message'))
        listener({ kind: 'chunk', sessionId: 's', messageId: 'm', text: 'Free delivery ' });
      for (const listener of socket.listeners('assistant:message'))
        listener({ kind: 'chunk', sessionId: 's', messageId: 'm', text: 'above' });
    });
    expect(panel.getByText('Free delivery above')).toBeInTheDocument();
    expect(await panel.findByText('Free delivery above 50,000 RWF.', {}, slow)).toBeInTheDocument();
    expect(panel.queryByText('Free delivery above')).toBeNull();
  });

  it('words a lost connection and a server failure with the chat error texts', async () => {
    fakeApi({
      'POST /api/offers/chat': () => ({
        status: 500,
        body: { success: false, error: { code: 'INTERNAL', message: 'x' } },
      }),
    });
    await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    const input = panel.getByRole('textbox', { name: 'Your message' });
    await user.type(input, 'hello{Enter}');
    expect(await panel.findByRole('alert', {}, slow)).toHaveTextContent("I'm having trouble connecting");

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await waitFor(() => expect(input).toBeEnabled());
    await user.type(input, 'hello again{Enter}');
    await waitFor(() => expect(panel.getAllByRole('alert')).toHaveLength(2));
    expect(panel.getAllByRole('alert')[1]).toHaveTextContent('Cannot connect to the server');
  });

  it('words a refusal the shopper can act on with its error text', async () => {
    fakeApi({
      'POST /api/offers/chat': () => ({
        status: 429,
        body: {
          success: false,
          error: { code: 'RATE_LIMITED', message: 'x', details: { retryAfterSeconds: 120 } },
        },
      }),
    });
    await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'hello{Enter}');
    expect(await panel.findByRole('alert', {}, slow)).toHaveTextContent(
      'Please wait 2 minutes and try again.',
    );
  });

  it('keeps the conversation of the tab across a reload', async () => {
    fakeApi({ 'POST /api/offers/chat': () => ok(answer({ reply: 'Murakoze!' })) });
    fakeClock();
    const first = await renderRoutes(routes, '/track');
    let panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'thanks{Enter}');
    await typingDelayPasses();
    await panel.findByText('Murakoze!', {}, slow);
    first.unmount();

    const calls = fakeApi({ 'POST /api/offers/chat': () => ok(answer({ reply: 'Again' })) });
    await renderRoutes(routes, '/track');
    panel = await openAssistant();
    expect(panel.getByText('thanks')).toBeInTheDocument();
    expect(panel.getByText('Murakoze!')).toBeInTheDocument();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'more{Enter}');
    await typingDelayPasses();
    await panel.findByText('Again', {}, slow);
    const stored = JSON.parse(sessionStorage.getItem('assistant-conversation') ?? '{}') as {
      sessionId: string;
    };
    expect(chatCalls(calls)[0]?.sessionId).toBe(stored.sessionId);
  });

  it('shows the conversation the server remembers when the tab kept none of it', async () => {
    const calls = fakeApi({
      'GET /api/offers/chat/history': () =>
        ok({
          success: true,
          messages: [
            { from: 'shopper', text: 'Natanga 15000', at: '2030-01-01T10:00:00.000Z' },
            {
              from: 'assistant',
              text: 'Nakwemerera 21,000 RWF. Ibyiciro bisigaye: 2.',
              at: '2030-01-01T10:00:01.000Z',
            },
          ],
        }),
    });
    await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    expect(await panel.findByText('Natanga 15000', {}, slow)).toBeInTheDocument();
    expect(panel.getByText('Nakwemerera 21,000 RWF. Ibyiciro bisigaye: 2.')).toBeInTheDocument();
    const asked = calls.find((c) => c.path.startsWith('/api/offers/chat/history'));
    expect(new URL(asked?.path ?? '', 'http://shop').searchParams.get('deviceId')).toBeTruthy();
  });

  it('shows the product cards and the sign-in link of the replies the server remembers', async () => {
    const names = { en: 'Kitenge Wrap Dress', fr: 'Robe portefeuille en kitenge' };
    fakeApi({
      'GET /api/offers/chat/history': () =>
        ok({
          success: true,
          messages: [
            { from: 'shopper', text: 'Show me dresses under 30000 RWF', at: '2030-01-01T10:00:00.000Z' },
            {
              from: 'assistant',
              text: 'Here are 1 products for "dress" under 30,000 RWF.',
              at: '2030-01-01T10:00:01.000Z',
              // As the catalogue has it now, in the screen's language.
              suggestions: [{ ...dress, name: names.fr, names, price: 27_500 }],
            },
            { from: 'shopper', text: 'Where is my order?', at: '2030-01-01T10:01:00.000Z' },
            {
              from: 'assistant',
              text: 'Please sign in to see your orders.',
              at: '2030-01-01T10:01:01.000Z',
              actions: [{ type: 'sign_in' }],
            },
          ],
        }),
    });
    await renderRoutes(routes, '/track');
    await act(() => i18next.changeLanguage('fr'));
    await user.click(await screen.findByRole('button', { name: "Ouvrir l'assistant d'achat" }, slow));
    const panel = within(await screen.findByRole('dialog', { name: 'Assistant Isoko' }, slow));
    await panel.findByText('Here are 1 products for "dress" under 30,000 RWF.', {}, slow);
    const cards = within(panel.getByRole('list', { name: 'Produits suggérés' }));
    expect(cards.getByRole('link', { name: 'Robe portefeuille en kitenge' })).toHaveAttribute(
      'href',
      '/product/p1',
    );
    expect(cards.getByText('27 500 RWF')).toBeInTheDocument();
    expect(
      cards.getByRole('button', { name: 'Ajouter Robe portefeuille en kitenge au panier' }),
    ).toBeEnabled();
    expect(panel.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('makes an offer on a suggested product through the bargaining widget', async () => {
    fakeApi({
      'POST /api/offers/chat': () => ok(answer({ reply: 'This dress?', suggestions: [dress] })),
      'GET /api/products/p1': () => ok({ data: productFixture() }),
    });
    fakeClock();
    await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'a dress{Enter}');
    await typingDelayPasses();
    await panel.findByText('This dress?', {}, slow);
    await user.click(panel.getByRole('button', { name: 'Make an offer' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Make an offer' }));
    const start = await picker.findByRole('button', { name: 'Start bargaining' }, slow);
    expect(start).toBeDisabled();
    await user.selectOptions(picker.getByRole('combobox', { name: 'Size and colour' }), 'v-M-Green');
    await user.click(start);
    const widget = within(await screen.findByRole('dialog', { name: 'Make an offer' }, slow));
    expect(await widget.findByText('Round 1/3', {}, slow)).toBeInTheDocument();
    expect(widget.getByRole('button', { name: 'Offer 21,000 RWF (70% of the price)' })).toBeInTheDocument();
  });

  it('bargains from the chat’s make-offer over several items named in the words, and carts them all', async () => {
    const deal = {
      sessionId: 's1',
      currentRound: 1,
      maxRounds: 3,
      status: 'accept',
      reason: 'OFFER_ACCEPTED',
      counterPrice: 25_000,
      justification: 'Deal! 25,000 RWF it is.',
      discountToken: 'two.mac',
      tokenExpiresAt: '2030-01-01T10:30:00.000Z',
      productId: 'p1',
      variantId: 'v-M-Green',
      altPerks: [],
      quantity: 2,
    };
    const calls = fakeApi({
      'POST /api/offers/chat': () => ok(answer({ reply: 'This dress?', suggestions: [dress] })),
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/negotiation/offer': () => ok({ success: true, data: deal }),
    });
    fakeClock();
    const { store } = await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'a dress{Enter}');
    await typingDelayPasses();
    await panel.findByText('This dress?', {}, slow);
    await user.click(panel.getByRole('button', { name: 'Make an offer' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Make an offer' }));
    await user.selectOptions(
      await picker.findByRole('combobox', { name: 'Size and colour' }, slow),
      'v-M-Green',
    );
    await user.click(picker.getByRole('button', { name: 'Start bargaining' }));
    const widget = within(await screen.findByRole('dialog', { name: 'Make an offer' }, slow));
    await widget.findByText('Round 1/3', {}, slow);
    await user.type(widget.getByRole('textbox', { name: 'Your offer' }), '2 for 50k{Enter}');
    expect(widget.getByText('That makes 25,000 RWF each for 2 items.')).toBeInTheDocument();
    expect(
      await widget.findByText('Deal! The 2 items are in your cart at 25,000 RWF each.'),
    ).toBeInTheDocument();
    const offers = calls.filter((c) => c.path === '/api/negotiation/offer').map((c) => c.body);
    expect(offers).toEqual([
      expect.objectContaining({ offerPrice: 25_000, quantity: 2, variantId: 'v-M-Green' }),
    ]);
    const { cartAtom } = await import('../../state/cart');
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({
        id: 'p1',
        color: 'Green',
        quantity: 2,
        price: 25_000,
        negotiationToken: 'two.mac',
      }),
    ]);
  });

  it('on a product page, asks about that product and offers it first to bargain over', async () => {
    const calls = fakeApi({
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/intelligent-search/track': () => ok({}),
      'POST /api/offers/chat': () => ok(answer({ reply: 'It costs 30,000 RWF.', intent: 'price' })),
    });
    fakeClock();
    await renderRoutes(routes, '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow);
    const panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'how much?{Enter}');
    await typingDelayPasses();
    await panel.findByText('It costs 30,000 RWF.', {}, slow);
    expect(chatCalls(calls)[0]).toMatchObject({ message: 'how much?', productId: 'p1' });

    await user.click(panel.getByRole('button', { name: 'Make an offer' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Make an offer' }));
    expect(await picker.findByText('Kitenge Wrap Dress', { exact: false }, slow)).toBeInTheDocument();
    expect(picker.getByRole('button', { name: 'Start bargaining' })).toBeDisabled();
  });

  it('puts a deal made in the chat into the cart with its token, and offers a sign-in link', async () => {
    const calls = fakeApi({
      'POST /api/offers/chat': () =>
        ok(
          answer({
            reply: 'Deal at 27,000 RWF! Sign in to keep it.',
            intent: 'offer',
            actions: [
              {
                type: 'add_to_cart',
                productId: 'p1',
                variantId: 'v-M-Green',
                negotiationToken: 'claims.mac',
                price: 27_000,
              },
              { type: 'sign_in' },
            ],
          }),
        ),
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/intelligent-search/track': () => ok({}),
    });
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    fakeClock();
    const { store } = await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'ok deal{Enter}');
    await typingDelayPasses();
    expect(await panel.findByText('Deal at 27,000 RWF! Sign in to keep it.', {}, slow)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const { cartAtom } = await import('../../state/cart');
    await waitFor(() =>
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
      ]),
    );
    // Counted once as an add to the cart, at the agreed price.
    await waitFor(() => expect(cartTracks(calls)).toHaveLength(1));
    expect(cartTracks(calls)[0]).toMatchObject({ productId: 'p1', quantity: 1, product: { price: 27_000 } });
  });

  it('puts every item a chat deal was bargained for into the cart at the per-item price', async () => {
    const calls = fakeApi({
      'POST /api/offers/chat': () =>
        ok(
          answer({
            reply: 'Deal at 10,000 RWF per item for 2 items!',
            intent: 'offer',
            actions: [
              {
                type: 'add_to_cart',
                productId: 'p1',
                variantId: 'v-M-Green',
                negotiationToken: 'claims.mac',
                price: 10_000,
                quantity: 2,
              },
            ],
          }),
        ),
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/intelligent-search/track': () => ok({}),
    });
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    fakeClock();
    const { store } = await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'yes{Enter}');
    await typingDelayPasses();
    await panel.findByText('Deal at 10,000 RWF per item for 2 items!', {}, slow);
    const { cartAtom } = await import('../../state/cart');
    await waitFor(() =>
      expect(store.get(cartAtom)).toEqual([
        expect.objectContaining({ id: 'p1', size: 'M', color: 'Green', quantity: 2, price: 10_000 }),
      ]),
    );
    await waitFor(() => expect(cartTracks(calls)).toHaveLength(1));
    expect(cartTracks(calls)[0]).toMatchObject({ productId: 'p1', quantity: 2, product: { price: 10_000 } });
  });

  it('counts an add to the cart the chat makes without a deal once', async () => {
    const calls = fakeApi({
      'POST /api/offers/chat': () =>
        ok(
          answer({
            reply: 'Added to your cart.',
            intent: 'add_to_cart',
            actions: [{ type: 'add_to_cart', productId: 'p1', variantId: 'v-M-Green', price: 30_000 }],
          }),
        ),
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/intelligent-search/track': () => ok({}),
    });
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    fakeClock();
    const { store } = await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'add it to my cart{Enter}');
    await typingDelayPasses();
    await panel.findByText('Added to your cart.', {}, slow);
    const { cartAtom } = await import('../../state/cart');
    await waitFor(() => expect(store.get(cartAtom)).toHaveLength(1));
    await waitFor(() => expect(cartTracks(calls)).toHaveLength(1));
    expect(cartTracks(calls)[0]).toMatchObject({ productId: 'p1', quantity: 1, product: { price: 30_000 } });
  });

  it('keeps a chat deal with no size chosen for the product page, whose Add to cart takes the agreed price and token', async () => {
    // Signed 10 minutes ago: the browser keeps it for the 20 minutes its token has left.
    const now = Date.parse('2026-11-29T08:00:00Z');
    const expiresAt = now + 20 * 60_000;
    const token = `${btoa(JSON.stringify({ v: 1, productId: 'p1', exp: expiresAt / 1000 })).replace(/=+$/, '')}.mac`;
    const dealAnswer = () =>
      ok(
        answer({
          reply: 'Deal at 27,000 RWF!',
          intent: 'offer',
          actions: [{ type: 'add_to_cart', productId: 'p1', negotiationToken: token, price: 27_000 }],
        }),
      );
    const calls = fakeApi({
      'POST /api/offers/chat': dealAnswer,
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/intelligent-search/track': () => ok({}),
    });
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    const { store } = await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'yes{Enter}');
    await typingDelayPasses();
    await panel.findByText('Deal at 27,000 RWF!', {}, slow);
    // The product has sizes and colours: its page opens with the agreed price kept.
    await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow);
    expect(
      screen.getByText(
        'Your price agreed in the chat, 27,000 RWF, is kept: choose a size and colour, then tap Add to Cart.',
      ),
    ).toBeInTheDocument();
    // Kept in the browser, so a reload or a new tab still has it, until its token expires.
    expect(JSON.parse(localStorage.getItem('chatDeal') ?? 'null')).toEqual({
      productId: 'p1',
      price: 27_000,
      negotiationToken: token,
      expiresAt,
    });
    const { cartAtom } = await import('../../state/cart');
    expect(store.get(cartAtom)).toEqual([]);
    expect(cartTracks(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Green' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({
        id: 'p1',
        size: 'M',
        color: 'Green',
        quantity: 1,
        price: 27_000,
        negotiationToken: token,
      }),
    ]);
    expect(screen.queryByText(/Your price agreed in the chat/)).not.toBeInTheDocument();
    expect(localStorage.getItem('chatDeal')).toBeNull();
    await waitFor(() => expect(cartTracks(calls)).toHaveLength(1));
    expect(cartTracks(calls)[0]).toMatchObject({ productId: 'p1', product: { price: 27_000 } });
  });

  it('keeps a chat deal made for two items with no size chosen, and the product page then carts both', async () => {
    const now = Date.parse('2026-11-29T08:00:00Z');
    const expiresAt = now + 20 * 60_000;
    const token = `${btoa(JSON.stringify({ v: 1, productId: 'p1', exp: expiresAt / 1000 })).replace(/=+$/, '')}.mac`;
    fakeApi({
      'POST /api/offers/chat': () =>
        ok(
          answer({
            reply: 'Deal at 27,000 RWF each for 2!',
            intent: 'offer',
            actions: [
              { type: 'add_to_cart', productId: 'p1', negotiationToken: token, price: 27_000, quantity: 2 },
            ],
          }),
        ),
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/intelligent-search/track': () => ok({}),
    });
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    const { store } = await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), '54000 for two{Enter}');
    await typingDelayPasses();
    await panel.findByText('Deal at 27,000 RWF each for 2!', {}, slow);
    await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow);
    expect(JSON.parse(localStorage.getItem('chatDeal') ?? 'null')).toMatchObject({ quantity: 2 });
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Green' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const { cartAtom } = await import('../../state/cart');
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({ id: 'p1', quantity: 2, price: 27_000, negotiationToken: token }),
    ]);
  });

  it('puts a chat deal in the size and colour chosen on the product page', async () => {
    fakeApi({
      'POST /api/offers/chat': () =>
        ok(
          answer({
            reply: 'Deal at 27,000 RWF!',
            intent: 'offer',
            actions: [
              { type: 'add_to_cart', productId: 'p1', negotiationToken: 'claims.mac', price: 27_000 },
            ],
          }),
        ),
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/intelligent-search/track': () => ok({}),
    });
    fakeClock();
    const { store } = await renderRoutes(routes, '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow);
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Green' }));
    const panel = await openAssistant();
    await user.type(panel.getByRole('textbox', { name: 'Your message' }), 'yes{Enter}');
    await typingDelayPasses();
    await panel.findByText('Deal at 27,000 RWF!', {}, slow);
    const { cartAtom } = await import('../../state/cart');
    await waitFor(() =>
      expect(store.get(cartAtom)).toEqual([
        expect.objectContaining({
          id: 'p1',
          size: 'M',
          color: 'Green',
          price: 27_000,
          negotiationToken: 'claims.mac',
        }),
      ]),
    );
  });

  it('is reached by Tab from its launcher, starts in the message box and gives focus back to the launcher on Escape and ×', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    fakeApi({});
    await renderRoutes(routes, '/track');
    const launcher = await screen.findByRole('button', { name: 'Open the shopping assistant' }, slow);
    launcher.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Isoko assistant' }, slow);
    const panel = within(dialog);
    const input = panel.getByRole('textbox', { name: 'Your message' });
    await waitFor(() => expect(input).toHaveFocus());
    // Beside the page on a wide screen: a dialog that does not shut the page out.
    expect(dialog).toHaveAttribute('aria-modal', 'false');

    // The chat comes right after its launcher: Tab goes into it, Shift+Tab back out to it.
    launcher.focus();
    await user.tab();
    expect(panel.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close the shopping assistant' })).toHaveFocus();

    await user.click(input);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Isoko assistant' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the shopping assistant' })).toHaveFocus();

    await user.keyboard('{Enter}');
    const again = within(await screen.findByRole('dialog', { name: 'Isoko assistant' }));
    await waitFor(() => expect(again.getByRole('textbox', { name: 'Your message' })).toHaveFocus());
    await user.click(again.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Open the shopping assistant' })).toHaveFocus();
  });

  it('keeps focus in the message box after a message is sent and answered, so Escape still closes it', async () => {
    fakeApi({ 'POST /api/offers/chat': () => ok(answer({ reply: 'Bonjour !', language: 'fr' })) });
    fakeClock();
    await renderRoutes(routes, '/track');
    await act(() => i18next.changeLanguage('fr'));
    const launcher = await screen.findByRole('button', { name: "Ouvrir l'assistant d'achat" }, slow);
    launcher.focus();
    await user.keyboard('{Enter}');
    const panel = within(await screen.findByRole('dialog', { name: 'Assistant Isoko' }, slow));
    const input = panel.getByRole('textbox', { name: 'Votre message' });
    await waitFor(() => expect(input).toHaveFocus());

    // Two messages in a row: by the keyboard, then by a click on Send.
    await user.keyboard('bonjour{Enter}');
    expect(await panel.findByRole('status')).toHaveTextContent("L'assistant écrit…");
    expect(document.activeElement).toBe(input);
    await typingDelayPasses();
    expect(await panel.findByText('Bonjour !', {}, slow)).toBeInTheDocument();
    expect(document.activeElement).toBe(input);

    await user.type(input, 'merci');
    await user.click(panel.getByRole('button', { name: 'Envoyer' }));
    await typingDelayPasses();
    await waitFor(() => expect(panel.getAllByText('Bonjour !')).toHaveLength(2), slow);
    expect(document.activeElement).toBe(input);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Assistant Isoko' })).toBeNull();
    expect(launcher).toHaveFocus();
  });

  it('puts focus in the message box after a quick action sends its message', async () => {
    fakeApi({ 'POST /api/offers/chat': () => ok(answer({ reply: 'Here are the deals.' })) });
    fakeClock();
    await renderRoutes(routes, '/track');
    const panel = await openAssistant();
    await user.click(panel.getByRole('button', { name: 'Best deals' }));
    await typingDelayPasses();
    expect(await panel.findByText('Here are the deals.', {}, slow)).toBeInTheDocument();
    expect(document.activeElement).toBe(panel.getByRole('textbox', { name: 'Your message' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Isoko assistant' })).toBeNull();
  });

  it('on a phone, where it covers the page, keeps Tab and Shift+Tab inside as a modal dialog', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767px'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    fakeApi({});
    await renderRoutes(routes, '/track');
    const launcher = await screen.findByRole('button', { name: 'Open the shopping assistant' }, slow);
    launcher.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Isoko assistant' }, slow);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The panel itself takes focus (no on-screen keyboard over the quick actions yet).
    await waitFor(() => expect(dialog).toHaveFocus());

    const panel = within(dialog);
    const close = panel.getByRole('button', { name: 'Close' });
    const visited: Element[] = [];
    // Once round the panel and on: every stop is inside, and it comes back to the first one.
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      visited.push(document.activeElement as Element);
    }
    expect(visited[0]).toBe(close);
    expect(visited).toContain(panel.getByRole('textbox', { name: 'Your message' }));
    expect(visited.filter((el) => el === close).length).toBeGreaterThan(1);
    close.focus();
    await user.tab({ shift: true });
    expect(panel.getByRole('textbox', { name: 'Your message' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open the shopping assistant' })).toHaveFocus();
  });

  it('pulses with an invitation when not opened after 5 seconds', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    fakeApi({});
    // The seconds pass on a fake clock (still ticking, for the screen's own waits).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderRoutes(routes, '/track');
    const button = await screen.findByRole('button', { name: 'Open the shopping assistant' }, slow);
    expect(button).not.toHaveClass('is-nudging');
    await act(() => vi.advanceTimersByTimeAsync(NUDGE_AFTER_MS + 500));
    expect(await screen.findByText('Need help? Ask me anything!')).toBeInTheDocument();
    expect(button).toHaveClass('is-nudging');
  });

  it('takes its invitation away when an error shows on the page, so it never lies over it', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    fakeApi({
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/intelligent-search/track': () => ok({}),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderRoutes(routes, '/product/p1');
    const button = await screen.findByRole('button', { name: 'Open the shopping assistant' }, slow);
    await act(() => vi.advanceTimersByTimeAsync(NUDGE_AFTER_MS + 500));
    expect(await screen.findByText('Need help? Ask me anything!')).toBeInTheDocument();

    // Buy Now without a size: the page's error shows, and the invitation over its corner goes.
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('Please select a size before proceeding.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Need help? Ask me anything!')).toBeNull());
    expect(button).toBeInTheDocument();
  });

  it('holds the invitation while the consent banner asks in the same corner, then gives it 5 seconds', async () => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    fakeApi({});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderRoutes(routes, '/track');
    const button = await screen.findByRole('button', { name: 'Open the shopping assistant' }, slow);
    const banner = within(await screen.findByRole('region', { name: 'Cookies and analytics' }, slow));
    await act(() => vi.advanceTimersByTimeAsync(NUDGE_AFTER_MS + 500));
    expect(screen.queryByText('Need help? Ask me anything!')).toBeNull();
    expect(button).not.toHaveClass('is-nudging');

    // Answered: the invitation's own few seconds start now, not at once.
    await user.click(banner.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByText('Need help? Ask me anything!')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(NUDGE_AFTER_MS + 500));
    expect(await screen.findByText('Need help? Ask me anything!')).toBeInTheDocument();
    expect(button).toHaveClass('is-nudging');
  });
});
