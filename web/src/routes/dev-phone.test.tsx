import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { renderRoutes } from '../test/render';
import { Component as DevPhone } from './dev-phone';

const routes = [
  { path: '/dev/phone', element: <DevPhone /> },
  { path: '/dev/phone/:phone', element: <DevPhone /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('the demo handset', () => {
  it('shows the number’s texts newest first, with the sign-in code large', async () => {
    const calls = fakeApi({
      'GET /api/dev/phone': () => ({
        body: {
          success: true,
          data: { numbers: [{ phone: '+250788123456', count: 2, lastAt: '2026-01-01T10:05:00Z' }] },
        },
      }),
      'GET /api/dev/phone/%2B250788123456/messages': () => ({
        body: {
          success: true,
          data: {
            phone: '+250788123456',
            messages: [
              {
                id: 'm2',
                to: '+250788123456',
                body: '482913 is your Isoko sign-in code. It expires in 5 minutes.',
                kind: 'otp',
                createdAt: '2026-01-01T10:05:00.000Z',
              },
              {
                id: 'm1',
                to: '+250788123456',
                body: 'Murakaza neza Aline! Welcome to Isoko.',
                kind: 'welcome',
                createdAt: '2026-01-01T10:00:00.000Z',
              },
            ],
          },
        },
      }),
    });
    await renderRoutes(routes, '/dev/phone/%2B250788123456');
    expect(await screen.findByRole('heading', { name: '+250 788 123 456' })).toBeInTheDocument();
    const texts = await screen.findAllByTestId('sms');
    expect(texts).toHaveLength(2);
    expect(within(texts[0]!).getByTestId('sms-code')).toHaveTextContent('482913');
    expect(within(texts[1]!).queryByTestId('sms-code')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Mobile Money' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/dev/phone/%2B250788123456/messages')).toBe(true);
  });

  it('opens a typed number in any common format', async () => {
    fakeApi({ 'GET /api/dev/phone': () => ({ body: { success: true, data: { numbers: [] } } }) });
    const { router } = await renderRoutes(routes, '/dev/phone');
    await userEvent.type(await screen.findByLabelText('Phone number'), '0788 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(router.state.location.pathname).toBe('/dev/phone/%2B250788123456');
  });

  it('says it is a demo tool when the server has no handset (production)', async () => {
    fakeApi({});
    await renderRoutes(routes, '/dev/phone');
    expect(await screen.findByText('The demo phone exists only in demo mode.')).toBeInTheDocument();
  });
});
