import type { AdminOrderRow, BulkStatusResult } from '@isoko/shared/admin/orders-schema';
import type { OrderStatus } from '@isoko/shared/orders/status';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { orderRow } from '../admin/admin-fixtures';
import { BulkStatusBar } from './bulk-status-bar';

const order = (n: number, status: OrderStatus): AdminOrderRow =>
  orderRow({
    id: `${n}${n}${n}${n}${n}${n}${n}${n}-1111-4111-8111-111111111111`,
    orderNumber: `ISK-261124-AAAA${n}`,
    status,
    paymentMethod: 'cash_on_delivery',
    shippingCost: 2_000,
    total: 22_000,
    itemCount: 1,
    nextStatuses: [],
  });

const moved = (o: AdminOrderRow): BulkStatusResult => ({
  orderId: o.id,
  ok: true,
  orderNumber: o.orderNumber,
  from: o.status,
  code: null,
});
const refused = (o: AdminOrderRow): BulkStatusResult => ({
  orderId: o.id,
  ok: false,
  orderNumber: o.orderNumber,
  from: o.status,
  code: 'ORDER_BAD_TRANSITION',
});
/** An order deleted meanwhile: the server no longer knows its number or status. */
const gone = (o: AdminOrderRow): BulkStatusResult => ({
  orderId: o.id,
  ok: false,
  orderNumber: null,
  from: null,
  code: 'ORDER_NOT_FOUND',
});

/** Selects `to` in the bar for `selected`, applies it, and answers with these outcomes. */
async function applyBulk(selected: AdminOrderRow[], to: OrderStatus, results: BulkStatusResult[]) {
  const updated = results.filter((r) => r.ok).length;
  const calls = fakeApi({
    'POST /api/admin/orders/bulk-status': () => ({
      body: { success: true, status: to, updated, failed: results.length - updated, results },
    }),
  });
  await renderRoutes([{ path: '/', element: <BulkStatusBar selected={selected} onDone={() => {}} /> }], '/');
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByRole('combobox'), to);
  await user.click(screen.getByRole('button'));
  return calls;
}

const delivered = order(1, 'delivered');
const deliveredToo = order(2, 'delivered');
const deleted = order(3, 'confirmed');
const confirmed = order(4, 'confirmed');
const processing = order(5, 'processing');

beforeEach(async () => {
  await initI18n('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('the bulk status bar reports what moved and why the rest did not', () => {
  it('says the one selected order could not move, and that its status does not allow it', async () => {
    await applyBulk([delivered], 'cancelled', [refused(delivered)]);
    const toast = await screen.findByText(/could not move/);
    expect(toast).toHaveTextContent(
      'The selected order could not move to Cancelled. ISK-261124-AAAA1 is Delivered, and its status does not allow that move.',
    );
    expect(toast).not.toHaveTextContent(/some|0 orders/);
  });

  it('says none of several selected orders moved, grouping them by why', async () => {
    await applyBulk([delivered, deleted, deliveredToo], 'cancelled', [
      refused(delivered),
      gone(deleted),
      refused(deliveredToo),
    ]);
    expect(await screen.findByText(/could move/)).toHaveTextContent(
      'None of the 3 selected orders could move to Cancelled. 2 orders are Delivered, and their status does not allow that move. 1 order could not be found.',
    );
  });

  it('says how many moved and how many did not, in sentences of their own', async () => {
    await applyBulk([confirmed, delivered, processing], 'cancelled', [
      moved(confirmed),
      refused(delivered),
      moved(processing),
    ]);
    expect(await screen.findByText(/updated/)).toHaveTextContent(
      '2 orders updated to Cancelled. 1 order could not move to Cancelled. ISK-261124-AAAA1 is Delivered, and its status does not allow that move.',
    );
  });

  it('says no order was updated when the request itself failed, and why', async () => {
    fakeApi({ 'POST /api/admin/orders/bulk-status': () => apiFailure(500, 'INTERNAL', 'boom') });
    await renderRoutes(
      [{ path: '/', element: <BulkStatusBar selected={[confirmed]} onDone={() => {}} /> }],
      '/',
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox'), 'shipped');
    await user.click(screen.getByRole('button'));
    expect(
      await screen.findByText('No order was updated. The server had a problem answering. Please try again.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      "La commande sélectionnée n'a pas pu passer au statut Annulée. ISK-261124-AAAA1 est au statut Livrée, qui ne permet pas ce changement.",
    ],
    [
      'rw',
      'Komande yatoranyijwe ntiyashoboye gushyirwa kuri Byahagaritswe. ISK-261124-AAAA1 iri kuri Byagejejwe, bityo iryo hinduka ntiryemewe.',
    ],
  ])('words one refused order in %s', async (lang, text) => {
    await i18next.changeLanguage(lang);
    await applyBulk([delivered], 'cancelled', [refused(delivered)]);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      "Aucune des 3 commandes sélectionnées n'a pu passer au statut Annulée. 2 commandes sont au statut Livrée, qui ne permet pas ce changement. 1 commande est introuvable.",
    ],
    [
      'rw',
      "Nta komande n'imwe muri 3 zatoranyijwe yashoboye gushyirwa kuri Byahagaritswe. Komande 2 ziri kuri Byagejejwe, bityo iryo hinduka ntiryemewe. Komande 1 ntiyabonetse.",
    ],
  ])('words several refused orders in %s', async (lang, text) => {
    await i18next.changeLanguage(lang);
    await applyBulk([delivered, deleted, deliveredToo], 'cancelled', [
      refused(delivered),
      gone(deleted),
      refused(deliveredToo),
    ]);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
