import type { UserDto } from '@isoko/shared/customers/schema';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { apiFailure, type FakeCall, fakeApi } from '../../test/fake-api';
import { Providers } from '../../test/render';
import { SettingsTab } from './settings-tab';

const me: UserDto = {
  id: 'c1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: null,
  phone: '+250788123456',
  smsOptIn: true,
  addresses: [],
  createdAt: '2026-01-02T10:00:00.000Z',
};

const saved = (call: FakeCall) => ({
  body: { success: true, data: { user: { ...me, ...(call.body as object) } } },
});
const patches = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PATCH');

async function renderForm(language: 'en' | 'fr' = 'en') {
  await initI18n(language);
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces(['account', 'errors']);
  render(
    <Providers>
      <SettingsTab user={me} />
    </Providers>,
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: /Save changes|Enregistrer/ }));

describe('the account settings profile form', () => {
  beforeEach(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
  });

  it('marks a blank first name on its field and sends nothing', async () => {
    const calls = fakeApi({ 'PATCH /api/customers/me': saved });
    await renderForm();
    const first = screen.getByLabelText('First name');
    await userEvent.clear(first);
    await save();
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Please enter your first name.');
    expect(patches(calls)).toHaveLength(0);
  });

  it('marks an e-mail that is not one, in French too', async () => {
    const calls = fakeApi({ 'PATCH /api/customers/me': saved });
    await renderForm('fr');
    const email = screen.getByLabelText('E-mail');
    await userEvent.type(email, 'not-an-email');
    await save();
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(patches(calls)).toHaveLength(0);
  });

  it('says a name is too long with the limit the server keeps, and keeps the box to it', async () => {
    const calls = fakeApi({ 'PATCH /api/customers/me': saved });
    await renderForm();
    const last = screen.getByLabelText('Last name');
    expect(last).toHaveAttribute('maxLength', '80');
    // A value put there by script or autofill is not held to maxlength: the check still says it.
    fireEvent.input(last, { target: { value: 'U'.repeat(81) } });
    await save();
    expect(await screen.findByText('Too long: 80 characters at most.')).toBeInTheDocument();
    expect(last).toHaveAttribute('aria-invalid', 'true');
    expect(patches(calls)).toHaveLength(0);
  });

  it('sends the checked values: trimmed, and no e-mail as null', async () => {
    const calls = fakeApi({ 'PATCH /api/customers/me': saved });
    await renderForm();
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), '  Ange ');
    await save();
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(patches(calls)[0]?.body).toEqual({ firstName: 'Ange', lastName: 'Uwase', email: null });
  });

  it('marks the field the server still refuses, instead of a banner that names none', async () => {
    fakeApi({
      'PATCH /api/customers/me': () =>
        apiFailure(400, 'VALIDATION_FAILED', 'Invalid body.email: Please enter a valid email address', [
          { path: 'body.email', message: 'Please enter a valid email address' },
        ]),
    });
    await renderForm();
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'aline@example.rw');
    await save();
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the banner for a refusal that names no field', async () => {
    fakeApi({
      'PATCH /api/customers/me': () => apiFailure(503, 'SERVICE_UNAVAILABLE', 'Try again'),
    });
    await renderForm();
    await save();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid'));
  });
});
