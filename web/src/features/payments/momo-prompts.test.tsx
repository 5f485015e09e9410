import type { DevMomoPrompt } from '@isoko/shared/payments/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { MomoPrompts } from './momo-prompts';
import { withPrompt } from './queries';

const prompt = (over: Partial<DevMomoPrompt> = {}): DevMomoPrompt => ({
  referenceId: '6f1c7f0e-2a4b-4c1e-9a59-0c1d2e3f4a5b',
  phone: '+250788123456',
  amount: '27500',
  currency: 'RWF',
  payerMessage: 'Isoko order ISK-261122-7F3K2',
  externalId: 'ISK-261122-7F3K2',
  status: 'pending',
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

const routes = [{ path: '/dev/phone/:phone', element: <MomoPrompts phone="+250788123456" /> }];

afterEach(() => vi.unstubAllGlobals());

describe('MoMo prompts on the demo handset', () => {
  it('lists the pending request with its amount and the merchant, and approves it', async () => {
    const calls = fakeApi({
      'GET /api/dev/momo/prompts': () => ({ body: { success: true, data: { prompts: [prompt()] } } }),
      'POST /api/dev/momo/6f1c7f0e-2a4b-4c1e-9a59-0c1d2e3f4a5b/approve': () => ({
        body: { success: true, data: prompt({ status: 'approved' }) },
      }),
    });
    await renderRoutes(routes, '/dev/phone/%2B250788123456');
    const card = await screen.findByTestId('momo-prompt');
    expect(within(card).getByTestId('momo-amount')).toHaveTextContent('27,500 RWF');
    expect(
      within(card).getByText('Isoko asks you to pay 27,500 RWF. Enter your PIN to approve.'),
    ).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/dev/momo/prompts?phone=%2B250788123456');

    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByTestId('momo-prompt')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/approve'))).toBe(true);
  });

  it('declines a request', async () => {
    const calls = fakeApi({
      'GET /api/dev/momo/prompts': () => ({ body: { success: true, data: { prompts: [prompt()] } } }),
      'POST /api/dev/momo/6f1c7f0e-2a4b-4c1e-9a59-0c1d2e3f4a5b/decline': () => ({
        body: { success: true, data: prompt({ status: 'declined' }) },
      }),
    });
    await renderRoutes(routes, '/dev/phone/%2B250788123456');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/decline'))).toBe(true);
  });

  it('says nothing is waiting when there is no pending request', async () => {
    fakeApi({ 'GET /api/dev/momo/prompts': () => ({ body: { success: true, data: { prompts: [] } } }) });
    await renderRoutes(routes, '/dev/phone/%2B250788123456');
    expect(await screen.findByText(/No payment request waiting/)).toBeInTheDocument();
  });

  it('tells when an answer did not reach the sandbox', async () => {
    fakeApi({
      'GET /api/dev/momo/prompts': () => ({ body: { success: true, data: { prompts: [prompt()] } } }),
      'POST /api/dev/momo/6f1c7f0e-2a4b-4c1e-9a59-0c1d2e3f4a5b/approve': () =>
        apiFailure(409, 'PAYMENT_ALREADY_SETTLED', 'Already answered'),
    });
    await renderRoutes(routes, '/dev/phone/%2B250788123456');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That answer did not reach MoMo');
  });

  it('keeps one entry per request, the latest state winning, newest first', () => {
    const older = prompt({ referenceId: 'a', createdAt: '2026-01-01T09:00:00.000Z' });
    const newer = prompt({ referenceId: 'b', createdAt: '2026-01-01T10:00:00.000Z' });
    const list = withPrompt(withPrompt([], older), newer);
    expect(list.map((p) => p.referenceId)).toEqual(['b', 'a']);
    const updated = withPrompt(list, { ...older, status: 'approved' });
    expect(updated).toHaveLength(2);
    expect(updated.find((p) => p.referenceId === 'a')?.status).toBe('approved');
  });
});
