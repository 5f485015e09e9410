import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ConversationsScreen } from './conversations-screen';

const STAFF = 'staff-1';
const SESSION = 'session-0123456789abcdef';

function serve() {
  let holder: string | null = null;
  const summary = () => ({
    conversationId: '11111111-1111-4111-8111-111111111111',
    sessionId: SESSION,
    language: 'fr',
    productId: null,
    productName: 'Kitenge Wrap Dress',
    customerId: null,
    deviceId: 'device-1',
    messages: 2,
    lastMessage: 'Voici 1 produit',
    updatedAt: '2026-11-24T10:00:00.000Z',
    takenOverBy: holder,
  });
  const calls = fakeApi({
    'GET /api/admin/conversations': () => ({ body: { success: true, data: [summary()] } }),
    'GET /api/admin/conversations/11111111-1111-4111-8111-111111111111': () => ({
      body: {
        success: true,
        data: {
          conversation: summary(),
          messages: [
            {
              id: 'm1',
              from: 'shopper',
              text: 'Je cherche une robe',
              intent: null,
              at: '2026-11-24T10:00:00.000Z',
            },
            {
              id: 'm2',
              from: 'assistant',
              text: 'Voici 1 produit',
              intent: 'search',
              at: '2026-11-24T10:00:01.000Z',
            },
          ],
          negotiations: [
            {
              id: 'n1',
              productId: 'p1',
              productName: 'Kitenge Wrap Dress',
              language: 'fr',
              basePrice: 20000,
              status: 'accepted',
              finalPrice: 18000,
              customerId: null,
              deviceId: 'device-1',
              createdAt: '2026-11-24T10:00:00.000Z',
              updatedAt: '2026-11-24T10:01:00.000Z',
              rounds: [
                {
                  round: 1,
                  channel: 'chat',
                  offer: 18000,
                  decision: 'accept',
                  counter: 18000,
                  at: '2026-11-24T10:01:00.000Z',
                },
              ],
            },
          ],
        },
      },
    }),
    [`POST /api/admin/conversations/chat/${SESSION}/takeover`]: () => {
      holder = STAFF;
      return { body: { success: true, data: { sessionId: SESSION, takenOverBy: STAFF } } };
    },
    [`POST /api/admin/conversations/chat/${SESSION}/messages`]: (call) => ({
      body: {
        success: true,
        data: {
          id: 'm3',
          from: 'staff',
          text: (call.body as { text: string }).text,
          intent: 'staff',
          at: '2026-11-24T10:02:00.000Z',
        },
      },
    }),
  });
  return calls;
}

describe('ConversationsScreen', () => {
  it('asks to choose a chat only when there is one to choose', async () => {
    serve();
    await renderRoutes([{ path: '/', element: <ConversationsScreen staffId={STAFF} /> }], '/');
    expect(await screen.findByText('Choose a chat to read its transcript.')).toBeInTheDocument();
  });

  it('says there is no chat yet, and asks for no choice then', async () => {
    fakeApi({ 'GET /api/admin/conversations': () => ({ body: { success: true, data: [] } }) });
    await renderRoutes([{ path: '/', element: <ConversationsScreen staffId={STAFF} /> }], '/');
    expect(await screen.findByText('No assistant chats yet.')).toBeInTheDocument();
    expect(screen.queryByText('Choose a chat to read its transcript.')).not.toBeInTheDocument();
  });

  it('shows a chat transcript with the negotiation, takes it over and sends an answer', async () => {
    const calls = serve();
    await renderRoutes([{ path: '/', element: <ConversationsScreen staffId={STAFF} /> }], '/');
    await userEvent.click(await screen.findByRole('button', { name: /Voici 1 produit/ }));
    const transcript = await screen.findByRole('article', { name: 'Transcript' });
    expect(within(transcript).getByText('Je cherche une robe')).toBeInTheDocument();
    expect(within(transcript).getByText(/Round 1: 18,000 RWF → 18,000 RWF \(accepted\)/)).toBeInTheDocument();
    expect(within(transcript).getByText(/Deal/)).toBeInTheDocument();

    await userEvent.click(within(transcript).getByRole('button', { name: 'Take over' }));
    expect(await within(transcript).findByRole('button', { name: 'Leave chat' })).toBeInTheDocument();
    await userEvent.type(within(transcript).getByLabelText('Your answer'), 'Size M fits you');
    await userEvent.click(within(transcript).getByRole('button', { name: 'Send' }));
    expect(calls.find((c) => c.path.endsWith('/messages'))?.body).toEqual({ text: 'Size M fits you' });
  });

  it('shows a yes to the standing counter as the shopper accepting it, not as another round', async () => {
    const round = (n: number, offer: number | null, counter: number, decision: string, extra = {}) => ({
      round: n,
      channel: 'widget',
      offer,
      decision,
      counter,
      at: `2026-11-24T10:0${n}:00.000Z`,
      counted: true,
      move: 'offer',
      ...extra,
    });
    fakeApi({
      'GET /api/admin/conversations': () => ({ body: { success: true, data: [] } }),
      'GET /api/admin/conversations/negotiations': () => ({
        body: {
          success: true,
          data: [
            {
              id: 'n1',
              productId: 'p1',
              productName: 'Kitenge Wrap Dress',
              language: 'en',
              basePrice: 25000,
              status: 'accepted',
              finalPrice: 20500,
              customerId: null,
              deviceId: 'device-1',
              createdAt: '2026-11-24T10:00:00.000Z',
              updatedAt: '2026-11-24T10:05:00.000Z',
              rounds: [
                round(1, 18000, 23000, 'counter'),
                round(2, 18500, 21500, 'counter'),
                round(3, 19000, 20500, 'final'),
                {
                  ...round(3, null, 20500, 'accept', { counted: false, move: 'accept' }),
                  at: '2026-11-24T10:05:00.000Z',
                },
              ],
            },
          ],
        },
      }),
    });
    await renderRoutes([{ path: '/', element: <ConversationsScreen staffId={STAFF} /> }], '/');
    await userEvent.click(await screen.findByRole('tab', { name: 'Negotiations' }));
    const rounds = await screen.findAllByRole('listitem');
    expect(rounds.map((r) => r.textContent)).toEqual([
      'Round 1: 18,000 RWF → 23,000 RWF (counter)',
      'Round 2: 18,500 RWF → 21,500 RWF (counter)',
      'Round 3: 19,000 RWF → 20,500 RWF (final offer)',
      'Accepted: 20,500 RWF',
    ]);
  });
});
