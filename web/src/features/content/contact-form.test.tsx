import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { Providers } from '../../test/render';
import { ContactForm } from './contact-form';

async function renderForm(language: 'en' | 'fr' = 'en') {
  await initI18n(language);
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces(['content', 'errors']);
  render(
    <Providers>
      <ContactForm />
    </Providers>,
  );
}

describe('the Contact form', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
  });

  it('keeps each box to the length the server takes', async () => {
    fakeApi({});
    await renderForm();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('maxLength', '120');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', '2000');
  });

  it('says a name is too long, with the limit, rather than asking for a name', async () => {
    const calls = fakeApi({ 'POST /api/contact': () => ({ body: { success: true, id: 'm1' } }) });
    await renderForm('fr');
    // Autofill or a script is not held to maxlength: the check still words it.
    fireEvent.change(screen.getByLabelText('Votre nom'), { target: { value: 'A'.repeat(300) } });
    await userEvent.type(screen.getByLabelText('Numéro de téléphone'), '0781234567');
    await userEvent.type(screen.getByLabelText('Message'), 'Bonjour, une question sur ma commande.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Nom trop long : 120 caractères au plus.')).toBeInTheDocument();
    expect(screen.queryByText('Veuillez saisir votre nom.')).toBeNull();
    expect(screen.getByLabelText('Votre nom')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says an e-mail address is too long, with the limit', async () => {
    fakeApi({});
    await renderForm();
    await userEvent.type(screen.getByLabelText('Your name'), 'Aline Uwase');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: `${'a'.repeat(190)}@example.rw` } });
    await userEvent.type(screen.getByLabelText('Message'), 'Hello, a question about my order.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('E-mail address too long: 200 characters at most.')).toBeInTheDocument();
  });

  it('still asks for a name that is missing', async () => {
    fakeApi({});
    await renderForm();
    await userEvent.type(screen.getByLabelText('Phone number'), '0781234567');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello, a question about my order.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
  });
});
