import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../router';
import { fakeApi } from '../test/fake-api';
import { renderRoutes } from '../test/render';

const health = (status: 'ok' | 'degraded') => ({
  success: status === 'ok',
  status,
  version: '0.1.0',
  mode: 'demo',
  uptimeSeconds: 12,
  database: { status: 'up', driver: 'pglite', latencyMs: 3 },
  redis: status === 'ok' ? { status: 'up', latencyMs: 1 } : { status: 'down' },
  queues: { sms: { waiting: 1, active: 0, failed: 0, delayed: 0 } },
  outbox: { pending: 0 },
});

describe('/test diagnostics', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks the backend on load and again from the button, showing the answer on the page', async () => {
    const calls = fakeApi({ 'GET /api/health': () => ({ body: health('ok') }) });
    await renderRoutes(routes, '/test');
    expect(await screen.findByTestId('health-status')).toHaveTextContent('ok');
    expect(screen.getByTestId('health-database')).toHaveTextContent('up (pglite, 3 ms)');
    expect(screen.getByText('demo')).toBeInTheDocument();
    const count = () => calls.filter((c) => c.path === '/api/health').length;
    const before = count();
    await userEvent.click(screen.getByRole('button', { name: 'Test Backend Connection' }));
    await waitFor(() => expect(count()).toBe(before + 1));
  });

  it('shows a degraded backend from the 503 body', async () => {
    fakeApi({ 'GET /api/health': () => ({ status: 503, body: health('degraded') }) });
    await renderRoutes(routes, '/test');
    expect(await screen.findByTestId('health-status')).toHaveTextContent('degraded');
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await renderRoutes(routes, '/test');
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
  });
});
