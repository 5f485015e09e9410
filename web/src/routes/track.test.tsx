import { TRACKING_ID_MAX_LENGTH, type TrackingDto, type TrackingEvent } from '@isoko/shared/tracking/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSocket } from '../realtime/socket';
import { assistantOpenAtom } from '../state/assistant-open';
import { apiFailure, fakeApi } from '../test/fake-api';
import { networkBack, networkGone } from '../test/network';
import { renderRoutes } from '../test/render';
import { Component as Track } from './track';

/** What socket.io's manager announces when a lost connection comes back (its event is reserved). */
const simulateReconnect = () =>
  (getSocket().io as unknown as { emit(event: 'reconnect', attempt: number): void }).emit('reconnect', 1);

const ID = 'ISK-TRK-7F3K2Q9M1A';
const received = {
  status: 'pending' as const,
  timestamp: '2026-01-05T08:00:00.000Z',
  location: 'Isoko shop, Kimironko, Kigali',
  message: 'Order received',
};
const confirmed = {
  ...received,
  status: 'confirmed' as const,
  timestamp: '2026-01-05T08:01:00.000Z',
  message: 'Order confirmed',
};

const tracking = (over: Partial<TrackingDto> = {}): TrackingDto => {
  const history = over.history ?? [received, confirmed];
  return {
    trackingId: ID,
    orderNumber: 'ISK-260105-AB12C',
    status: 'confirmed',
    currentLocation: 'Isoko shop, Kimironko, Kigali',
    destination: 'Huye, Southern',
    carrier: 'Isoko bus parcel service',
    estimatedDelivery: '2026-01-09T08:00:00.000Z',
    progress: 2 / 7,
    updatedAt: confirmed.timestamp,
    ...over,
    history,
    statusHistory: history,
  };
};

const routes = [
  { path: '/track', element: <Track /> },
  { path: '/track/:trackingId', element: <Track /> },
];
const ok = (t: TrackingDto) => ({ body: { success: true, tracking: t } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the tracking screen', () => {
  it('only submits a non-blank number, then shows that parcel', async () => {
    fakeApi({ [`GET /api/tracking/${ID}`]: () => ok(tracking()) });
    const { router } = await renderRoutes(routes, '/track');
    const button = await screen.findByRole('button', { name: 'Track' });
    expect(button).toBeDisabled();
    const input = screen.getByLabelText('Tracking number');
    await userEvent.type(input, '   ');
    expect(button).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, ` ${ID.toLowerCase()} `);
    await userEvent.click(button);
    expect(router.state.location.pathname).toBe(`/track/${ID}`);
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Confirmed');
  });

  it('shows the status card, progress, place, carrier, estimate, history and help', async () => {
    fakeApi({ [`GET /api/tracking/${ID}`]: () => ok(tracking()) });
    await renderRoutes(routes, `/track/${ID}`);
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Confirmed');
    expect(screen.getByRole('progressbar', { name: 'Delivery progress' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(screen.getByTestId('tracking-location')).toHaveTextContent('Isoko shop, Kimironko, Kigali');
    expect(screen.getByText('Isoko bus parcel service')).toBeInTheDocument();
    expect(screen.getByText('Huye, Southern Province')).toBeInTheDocument();
    expect(screen.getByText(/Fri.*9 Jan|9 Jan.*Fri|Jan 9/)).toBeInTheDocument();
    const items = within(screen.getByTestId('tracking-timeline')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Confirmed', 'Processing']);
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+250788000000');
    expect(screen.getByRole('link', { name: /E-mail/ }).getAttribute('href')).toMatch(
      /^mailto:info@isoko\.rw\?subject=/,
    );
    expect(screen.getByTestId('tracking-icon')).toHaveAttribute('data-icon', 'truck');
  });

  it('says the order is being processed when there is no history yet', async () => {
    fakeApi({ [`GET /api/tracking/${ID}`]: () => ok(tracking({ history: [] })) });
    await renderRoutes(routes, `/track/${ID}`);
    expect(
      await screen.findByText('No tracking history available yet. Your order is being processed.'),
    ).toBeInTheDocument();
  });

  it('marks a delivered parcel with a check and a cancelled one in red without a progress bar', async () => {
    fakeApi({ [`GET /api/tracking/${ID}`]: () => ok(tracking({ status: 'delivered', progress: 1 })) });
    const first = await renderRoutes(routes, `/track/${ID}`);
    expect(await screen.findByTestId('tracking-icon')).toHaveAttribute('data-icon', 'check');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7');
    first.unmount();
    fakeApi({ [`GET /api/tracking/${ID}`]: () => ok(tracking({ status: 'cancelled', progress: 0 })) });
    await renderRoutes(routes, `/track/${ID}`);
    expect(await screen.findByTestId('tracking-icon')).toHaveAttribute('data-icon', 'cross');
    expect(screen.getByTestId('tracking-icon').closest('section')).toHaveClass('status-cancelled');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // Nothing is on its way: no carrier and no delivery date, only the word cancelled.
    expect(screen.queryByText('Isoko bus parcel service')).toBeNull();
    expect(screen.queryByText(/Fri.*9 Jan|9 Jan.*Fri|Jan 9/)).toBeNull();
    const estimate = screen.getByText('Estimated delivery').closest('div');
    expect(estimate).toHaveTextContent('Cancelled');
  });

  it('explains an unknown number and a failed lookup, with a way to retry the latter', async () => {
    fakeApi({
      'GET /api/tracking/ISK-TRK-NOPE': () =>
        apiFailure(404, 'TRACKING_NOT_FOUND', 'Tracking not found. Please check your tracking number.'),
    });
    const first = await renderRoutes(routes, '/track/ISK-TRK-NOPE');
    expect(
      await screen.findByText('Tracking not found. Please check your tracking number.'),
    ).toBeInTheDocument();
    first.unmount();
    let fail = true;
    fakeApi({
      [`GET /api/tracking/${ID}`]: () => (fail ? apiFailure(500, 'INTERNAL', 'boom') : ok(tracking())),
    });
    // A failed lookup is asked twice more, 1 s then 2 s apart: those seconds pass on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderRoutes(routes, `/track/${ID}`);
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(
      await screen.findByText('Unable to fetch tracking information. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Confirmed');
  });

  it('says a number longer than any the shop issues is not found, at once and with nothing to retry', async () => {
    const calls = fakeApi({});
    const long = 'ISK-'.padEnd(TRACKING_ID_MAX_LENGTH + 1, 'X');
    await renderRoutes(routes, `/track/${long}`);
    expect(
      await screen.findByText('Tracking not found. Please check your tracking number.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/api/tracking'))).toEqual([]);
    // The box takes no more characters than a real number has.
    expect(screen.getByLabelText('Tracking number')).toHaveAttribute(
      'maxLength',
      String(TRACKING_ID_MAX_LENGTH),
    );
  });

  it('does not ask again when the server refuses the number as malformed', async () => {
    const calls = fakeApi({ 'GET /api/tracking/ISK-BAD': () => apiFailure(400, 'VALIDATION', 'Invalid') });
    await renderRoutes(routes, '/track/ISK-BAD', undefined, { retry: 3 });
    await screen.findByRole('alert');
    await act(() => new Promise((r) => setTimeout(r, 1200)));
    expect(calls.filter((c) => c.path === '/api/tracking/ISK-BAD')).toHaveLength(1);
  });

  it('moves along the timeline when a tracking event arrives, without fetching again', async () => {
    const calls = fakeApi({ [`GET /api/tracking/${ID}`]: () => ok(tracking()) });
    await renderRoutes(routes, `/track/${ID}`);
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Confirmed');
    const socket = getSocket();
    await waitFor(() => expect(socket.listeners('tracking:event').length).toBeGreaterThan(0));
    const event: TrackingEvent = {
      trackingId: ID,
      status: 'shipped',
      location: 'Nyabugogo bus park',
      message: 'On the 10:00 bus to Huye',
      timestamp: '2026-01-06T09:00:00.000Z',
      estimatedDelivery: '2026-01-09T08:00:00.000Z',
    };
    act(() => {
      for (const listener of socket.listeners('tracking:event')) listener(event);
      // Another parcel's event (a second tab) changes nothing here.
      for (const listener of socket.listeners('tracking:event'))
        listener({ ...event, trackingId: 'ISK-TRK-OTHER00000', status: 'delivered' });
    });
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Shipped');
    expect(screen.getByTestId('tracking-location')).toHaveTextContent('Nyabugogo bus park');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByText('On the 10:00 bus to Huye')).toBeInTheDocument();
    expect(within(screen.getByTestId('tracking-timeline')).getAllByRole('listitem')).toHaveLength(3);
    expect(calls.filter((c) => c.path.startsWith('/api/tracking/'))).toHaveLength(1);
  });

  it("follows the parcel's own room when opened by order number (My Orders links)", async () => {
    fakeApi({ 'GET /api/tracking/ISK-260105-AB12C': () => ok(tracking()) });
    await renderRoutes(routes, '/track/ISK-260105-AB12C');
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Confirmed');
    const socket = getSocket();
    await waitFor(() => expect(socket.listeners('tracking:event').length).toBeGreaterThan(0));
    act(() => {
      for (const listener of socket.listeners('tracking:event'))
        listener({
          trackingId: ID,
          status: 'processing',
          location: 'Isoko shop, Kimironko, Kigali',
          message: 'Your order is being prepared',
          timestamp: '2026-01-05T09:00:00.000Z',
          estimatedDelivery: null,
        } satisfies TrackingEvent);
    });
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Being prepared');
  });

  it('fetches what it missed after the connection comes back', async () => {
    let current = tracking();
    const calls = fakeApi({ [`GET /api/tracking/${ID}`]: () => ok(current) });
    await renderRoutes(routes, `/track/${ID}`);
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Confirmed');
    const shipped = {
      ...received,
      status: 'shipped' as const,
      timestamp: '2026-01-06T09:00:00.000Z',
      message: 'Parcel handed to the carrier',
    };
    current = tracking({ status: 'shipped', progress: 4 / 7, history: [received, confirmed, shipped] });
    act(() => {
      simulateReconnect();
    });
    await waitFor(() => expect(screen.getByTestId('tracking-status')).toHaveTextContent('Shipped'));
    expect(screen.getByText('Parcel handed to the carrier')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/tracking/'))).toHaveLength(2);
  });

  it('opens the chat assistant from Need Help', async () => {
    fakeApi({ [`GET /api/tracking/${ID}`]: () => ok(tracking()) });
    const { store } = await renderRoutes(routes, `/track/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Live chat' }));
    expect(store.get(assistantOpenAtom)).toBe(true);
  });
});

describe('the tracking screen in French and Kinyarwanda', () => {
  it('translates the default history texts', async () => {
    const { default: i18n } = await import('i18next');
    fakeApi({ [`GET /api/tracking/${ID}`]: () => ok(tracking()) });
    await renderRoutes(routes, `/track/${ID}`);
    await screen.findByTestId('tracking-status');
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    expect(await screen.findByText('Commande confirmée')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('rw');
    });
    expect(await screen.findByText('Ibyo watumije byemejwe')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it('words coded steps, places, the carrier and the dates in Kinyarwanda, and keeps staff notes', async () => {
    const { default: i18n } = await import('i18next');
    const cash = {
      ...confirmed,
      message: 'Cash on delivery: pay the courier',
      messageCode: 'cash_on_delivery',
      locationCode: 'shop',
    };
    const transit = {
      status: 'in_transit' as const,
      timestamp: '2026-01-06T09:30:00.000Z',
      location: 'On the way to Huye, Southern',
      locationCode: 'on_the_way',
      locationParams: { district: 'Huye', province: 'Southern' },
      message: 'Bus leaves at noon',
      messageCode: null,
    };
    fakeApi({
      [`GET /api/tracking/${ID}`]: () =>
        ok(
          tracking({
            status: 'in_transit',
            currentLocation: transit.location,
            progress: 5 / 7,
            history: [received, cash, transit],
          }),
        ),
    });
    await act(async () => {
      await i18n.changeLanguage('rw');
    });
    await renderRoutes(routes, `/track/${ID}`);
    await screen.findByTestId('tracking-status');
    const timeline = await screen.findByTestId('tracking-timeline');
    await waitFor(() =>
      expect(timeline).toHaveTextContent('Kwishyura ugejejweho: uzishyura uzakuzanira ibyo waguze'),
    );
    expect(timeline).toHaveTextContent("Mu nzira igana Huye, Intara y'Amajyepfo");
    expect(timeline).toHaveTextContent('Iduka rya Isoko, Kimironko, Kigali');
    // Kigali time (UTC+2), Kinyarwanda month names.
    expect(timeline).toHaveTextContent('6 Mutarama 2026, 11:30');
    expect(timeline).toHaveTextContent('Bus leaves at noon');
    expect(screen.getByTestId('tracking-location')).toHaveTextContent(
      "Mu nzira igana Huye, Intara y'Amajyepfo",
    );
    expect(screen.getByText('Serivisi ya Isoko yohereza amapaki muri bisi')).toBeInTheDocument();
    expect(screen.getByText("Huye, Intara y'Amajyepfo")).toBeInTheDocument();
    expect(screen.getByText('Ku wa gatanu, 9 Mutarama')).toBeInTheDocument();
    expect(timeline).not.toHaveTextContent(/Order|Cash|Jan/);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});

describe('the tracking screen without a network', () => {
  it('says looking up a parcel needs a connection, and shows it once the network is back', async () => {
    networkGone({ announced: true });
    await renderRoutes(routes, `/track/${ID}`, undefined, { retry: 1 });
    expect(await screen.findByText('This page needs an internet connection.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();

    fakeApi({ [`GET /api/tracking/${ID}`]: () => ok(tracking()) });
    networkBack();
    expect(await screen.findByTestId('tracking-status', {}, { timeout: 5000 })).toHaveTextContent(
      'Confirmed',
    );
  });
});
