import { act, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderRoutes } from '../../test/render';
import { ShopDetails } from './shop-details';

describe('the shop’s details', () => {
  it.each(['en', 'fr', 'rw'])(
    'give the opening hours in %s in the very words of the footer',
    async (lang) => {
      onTestFinished(async () => {
        await i18n.changeLanguage('en');
      });
      await i18n.loadNamespaces(['content', 'common']);
      await renderRoutes([{ path: '/contact', element: <ShopDetails /> }], '/contact');
      await act(async () => {
        await i18n.changeLanguage(lang);
      });
      const hours = screen.getByText(i18n.t('details.hours', { ns: 'content' })).nextElementSibling;
      expect(hours).toHaveTextContent(i18n.t('footer.hours', { ns: 'common' }));
    },
  );
});
