import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { Footer } from '../features/layout/footer';
import { renderRoutes } from '../test/render';

describe('links to other sites', () => {
  it('say they open a new tab after their visible words, in the shopper’s language', async () => {
    await renderRoutes([{ path: '/', element: <Footer /> }], '/');
    const instagram = await screen.findByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    try {
      await act(() => i18next.changeLanguage('fr'));
      expect(
        await screen.findByRole('link', { name: 'Facebook (s’ouvre dans un nouvel onglet)' }),
      ).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
