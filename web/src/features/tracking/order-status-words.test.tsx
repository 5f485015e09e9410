import { ORDER_STATUS, type OrderStatus } from '@isoko/shared/orders/status';
import type { TrackingDto } from '@isoko/shared/tracking/schema';
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { customerOrderFixture } from '../account/customer-order-fixture';
import { OrdersList } from '../account/orders-list';
import { TrackingView } from './tracking-view';

/** The same order as the tracking page shows it. */
const tracking = (status: OrderStatus): TrackingDto => ({
  trackingId: 'ISK-TRK-1',
  orderNumber: 'ISK-1',
  status,
  currentLocation: 'Isoko shop, Kimironko, Kigali',
  destination: 'Huye, Southern',
  carrier: 'Isoko bus parcel service',
  estimatedDelivery: '2026-01-09T08:00:00.000Z',
  progress: 0,
  updatedAt: '2026-01-03T10:00:00.000Z',
  history: [],
  statusHistory: [],
});

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

/** The word for an order being prepared, in each language. */
const PROCESSING = { en: 'Being prepared', fr: 'En préparation', rw: 'Birimo gutegurwa' } as const;

describe('order status words', () => {
  it.each(['en', 'fr', 'rw'] as const)(
    'are the same in My Orders and on the tracking page, in %s',
    async (language) => {
      await renderRoutes(
        [
          {
            path: '/',
            element: <OrdersList orders={ORDER_STATUS.map((s, i) => customerOrderFixture(i, s))} />,
          },
        ],
        '/',
      );
      await i18next.changeLanguage(language);
      const rows = await screen.findAllByRole('listitem');
      const inMyOrders = rows.map((row) => within(row).getByText(/./, { selector: '.badge' }).textContent);
      cleanup();

      const onTracking: (string | null)[] = [];
      for (const status of ORDER_STATUS) {
        await renderRoutes([{ path: '/', element: <TrackingView tracking={tracking(status)} /> }], '/');
        onTracking.push((await screen.findByTestId('tracking-status')).textContent);
        cleanup();
      }

      expect(inMyOrders).toEqual(onTracking);
      expect(onTracking[ORDER_STATUS.indexOf('processing')]).toBe(PROCESSING[language]);
      // Each status has its own word, so the tracking page's list of steps names each step once.
      expect(new Set(onTracking).size).toBe(ORDER_STATUS.length);
    },
  );
});

describe('the steps of a cancelled parcel', () => {
  const entry = (status: OrderStatus, timestamp: string) => ({
    status,
    timestamp,
    location: 'Isoko shop, Kimironko, Kigali',
    message: '',
  });

  it('lists the steps that happened and the cancellation, no future steps', async () => {
    const history = [
      entry('pending', '2026-01-03T08:00:00.000Z'),
      entry('confirmed', '2026-01-03T09:00:00.000Z'),
      entry('cancelled', '2026-01-03T10:00:00.000Z'),
    ];
    await renderRoutes(
      [
        {
          path: '/',
          element: <TrackingView tracking={{ ...tracking('cancelled'), history, statusHistory: history }} />,
        },
      ],
      '/',
    );
    const heading = (await screen.findByTestId('tracking-status')).textContent;
    const steps = [...document.querySelectorAll('ol.steps li')];
    // Placed, confirmed, then the cancellation: nothing of the path the parcel will never take.
    expect(steps).toHaveLength(3);
    expect(steps[2]?.textContent).toBe(heading);
    expect(steps.map((li) => li.textContent)).not.toContain(PROCESSING.en);
    for (const li of steps) expect(li.className).toContain('done');
  });
});
