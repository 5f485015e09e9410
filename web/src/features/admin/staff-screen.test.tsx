import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../router';
import { apiFailure, fakeApi } from '../../test/fake-api';
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

  it('asks before disabling a member or resetting a password, and offers neither on your own account', async () => {
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
    expect(within(ownRow).queryByRole('combobox')).toBeNull();
    const samRow = rows.find((r) => r.textContent?.includes('Sam Staff'))!;

    // Disable: a question first; keeping it as it is sends nothing.
    await userEvent.click(within(samRow).getByRole('button', { name: 'Disable' }));
    let question = await screen.findByRole('dialog', { name: 'Disable Sam Staff?' });
    expect(question).toHaveTextContent('Sam Staff is signed out at once');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep as it is' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.click(within(samRow).getByRole('button', { name: 'Disable' }));
    question = await screen.findByRole('dialog', { name: 'Disable Sam Staff?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ disabled: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Reset: a question, then the new temporary password, once.
    await userEvent.click(within(samRow).getByRole('button', { name: 'Reset password' }));
    question = await screen.findByRole('dialog', { name: 'Reset the password of Sam Staff?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(question).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('New-77aa');
  });

  it("changes a member's role after saying what the new role may do", async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/staff': () => ({ body: { success: true, staff: [self, member()] } }),
      'PATCH /api/admin/staff/s-2': () => ({ body: { success: true, data: member({ role: 'admin' }) } }),
    });
    await renderRoutes(routes, '/admin/staff');
    const role = await screen.findByRole('combobox', { name: 'Role of Sam Staff' });
    expect(role).toHaveValue('staff');
    await userEvent.selectOptions(role, 'admin');
    const question = await screen.findByRole('dialog', { name: 'Change the role of Sam Staff to Admin?' });
    expect(question).toHaveTextContent('An admin also manages staff accounts');
    await userEvent.click(within(question).getByRole('button', { name: 'Change to Admin' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'admin' }));
  });

  const listApi = (post?: () => { status?: number; body: unknown }) =>
    fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
      'GET /api/admin/staff': () => ({ body: { success: true, staff: [self] } }),
      ...(post ? { 'POST /api/admin/staff': post } : {}),
    });

  it('says a name is too long, with the limit, on the name and before sending', async () => {
    const calls = listApi();
    await renderRoutes(routes, '/admin/staff');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveAttribute('maxLength', '120');
    // Pasted or filled by script, a value is not held to maxlength: the check still says it.
    fireEvent.input(name, { target: { value: 'N'.repeat(300) } });
    await userEvent.type(screen.getByLabelText('Email'), 'sam@isoko.demo');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The name is too long: 120 characters at most.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks for a name and a real e-mail address, each on its field', async () => {
    const calls = listApi();
    await renderRoutes(routes, '/admin/staff');
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText("Please enter the member's name.")).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says on the e-mail field that another member already has it', async () => {
    listApi(() => apiFailure(409, 'STAFF_EMAIL_TAKEN', 'A staff member with this e-mail already exists'));
    await renderRoutes(routes, '/admin/staff');
    await userEvent.type(await screen.findByLabelText('Name'), 'Sam Staff');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@isoko.demo');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'A staff member with this e-mail already exists.',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
