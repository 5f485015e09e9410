import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../router';
import { apiFailure, type FakeCall, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ADMIN_USER, STAFF_USER, verifyAnswer } from './admin-fixtures';

const changed = () => ({ body: { success: true, data: { signedOutSessions: 1 } } });
const posts = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/admin/auth/password'));

describe('my account: changing my own password', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is linked from the header for staff too, and changes the password', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(STAFF_USER),
      'POST /api/admin/auth/password': changed,
    });
    // A screen only admins use: a staff member sees the header and why, and no API call is made.
    await renderRoutes(routes, '/admin/staff');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'My account' }));
    await user.type(await screen.findByLabelText('Current password'), 'Tmp9f2kx81qAbCdE');
    await user.type(screen.getByLabelText('New password'), 'my own sentence 42');
    await user.type(screen.getByLabelText('New password again'), 'my own sentence 42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. Your other devices have been signed out.'),
    ).toHaveAttribute('role', 'status');
    expect(posts(calls).map((c) => c.body)).toEqual([
      { currentPassword: 'Tmp9f2kx81qAbCdE', newPassword: 'my own sentence 42' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('says on each field what the shared rules refuse, before sending anything', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'POST /api/admin/auth/password': changed,
    });
    await renderRoutes(routes, '/admin/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your current password.')).toBeVisible();
    expect(screen.getByText('The new password needs at least 10 characters.')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Current password'), 'same password 1');
    await user.type(screen.getByLabelText('New password'), 'same password 1');
    await user.type(screen.getByLabelText('New password again'), 'another one 12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password must differ from the current one.')).toBeVisible();
    expect(screen.getByText('The two new passwords are not the same.')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);
  });

  it('marks a wrong current password on its field', async () => {
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'POST /api/admin/auth/password': () =>
        apiFailure(400, 'STAFF_PASSWORD_WRONG', 'Your current password is not right.'),
    });
    await renderRoutes(routes, '/admin/account');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'not my password');
    await user.type(screen.getByLabelText('New password'), 'my own sentence 42');
    await user.type(screen.getByLabelText('New password again'), 'my own sentence 42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('Your current password is not right.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
