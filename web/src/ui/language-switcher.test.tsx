import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '../features/layout/footer';
import { changeLanguage, initialLanguage, LANGUAGE_STORAGE_KEY } from '../i18n/i18n';
import { renderRoutes } from '../test/render';
import { LanguageSwitcher } from './language-switcher';

function Page() {
  return (
    <>
      <LanguageSwitcher />
      <Footer />
    </>
  );
}

describe('LanguageSwitcher', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('switches the visible texts, remembers the choice and sets the page language', async () => {
    await renderRoutes([{ path: '/', element: <Page /> }], '/');
    expect(screen.getByRole('link', { name: 'Shop Now' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await screen.findByRole('link', { name: 'Acheter maintenant' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'rw');
    expect(await screen.findByRole('link', { name: 'Hahira ubu' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('rw'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('rw');
  });

  it('starts in the language a link names and remembers it, over an earlier choice', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/product/p-1?lang=fr');
    try {
      expect(initialLanguage()).toBe('fr');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
      await changeLanguage('rw');
      window.history.replaceState(null, '', '/product/p-1?lang=de');
      expect(initialLanguage()).toBe('rw');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('renames the language a link put in the address, through the router, keeping the rest of the query', async () => {
    const { router } = await renderRoutes(
      [{ path: '/shop', element: <Page /> }],
      '/shop?lang=fr&category=phones',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'rw');
    expect(await screen.findByRole('link', { name: 'Hahira ubu' })).toBeInTheDocument();
    // What the screens read, and what a reload (or the next filter) starts from.
    expect(router.state.location.search).toBe('?lang=rw&category=phones');
  });

  it('leaves an address that names no language as it is', async () => {
    const { router } = await renderRoutes([{ path: '/shop', element: <Page /> }], '/shop?category=phones');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await screen.findByRole('link', { name: 'Acheter maintenant' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=phones');
  });

  it('starts the next visit in the remembered language, ignoring an unknown value', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'rw');
    expect(initialLanguage()).toBe('rw');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(['en', 'fr', 'rw']).toContain(initialLanguage());
  });
});
