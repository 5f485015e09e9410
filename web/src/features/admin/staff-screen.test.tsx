import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../router';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ADMIN_USER, verifyAnswer } from './admin-fixtures';

const member = (over: object = {}) => ({
  id: 's-2',
  email: 'sam@isoko.demo',
  name: 'Sam Staff',
  role: 'staff',
  disabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: null,
  ...over,
});
const self = member({ id: ADMIN_USER.id, email: ADMIN_USER.email, name: ADMIN_USER.name, role: 'admin' });

describe('staff management', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds a member and shows the temporary password once', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/staff': () => ({ body: { success: true, staff: [self] } }),
      'POST /api/admin/staff': () => ({
        body: { success: true, data: { staff: member(), temporaryPassword: 'Tmp-9f2k-x81q' } },
      }),
    });
    await renderRoutes(routes, '/admin/staff');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Sam Staff');
    await user.type(screen.getByLabelText('Email'), 'sam@isoko.demo');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Temporary password for Sam Staff' });
    expect(within(dialog).getByTestId('temporary-password')).toHaveTextContent('Tmp-9f2k-x81q');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Sam Staff',
      email: 'sam@isoko.demo',
      role: 'staff',
    });
    await user.click(within(dialog).getByRole('button', { name: 'I have noted it' }));
    expect(screen.queryByText('Tmp-9f2k-x81q')).toBeNull();
  });

  it('disables a member and resets a password, but offers neither on your own account', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/staff': () => ({ body: { success: true, staff: [self, member()] } }),
      'PATCH /api/admin/staff/s-2': () => ({ body: { success: true, data: member({ disabled: true }) } }),
      'POST /api/admin/staff/s-2/reset-password': () => ({
        body: { success: true, data: { staff: member(), temporaryPassword: 'New-77aa' } },
      }),
    });
    await renderRoutes(routes, '/admin/staff');
    const rows = await screen.findAllByRole('row');
    const ownRow = rows.find((r) => r.textContent?.includes('Ada Admin'))!;
    expect(within(ownRow).queryByRole('button')).toBeNull();
    const samRow = rows.find((r) => r.textContent?.includes('Sam Staff'))!;
    await userEvent.click(within(samRow).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ disabled: true }));
    await userEvent.click(within(samRow).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('New-77aa');
  });
});
