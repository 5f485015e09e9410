import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('links the quick links, the categories to the shop filter, and the privacy policy', async () => {
    await renderRoutes([{ path: '/', element: <Footer /> }], '/');
    const footer = screen.getByRole('contentinfo');
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(quick.getByRole('link', { name: 'Virtual Try-On' })).toHaveAttribute('href', '/virtual-tryon');
    expect(quick.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    const categories = within(screen.getByRole('navigation', { name: 'Categories' }));
    expect(categories.getByRole('link', { name: 'Dresses' })).toHaveAttribute(
      'href',
      '/shop?category=Dresses',
    );
    expect(categories.getAllByRole('link')).toHaveLength(5);
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'info@isoko.rw' })).toHaveAttribute(
      'href',
      'mailto:info@isoko.rw',
    );
  });

  it('shows the current year in the copyright line', async () => {
    await renderRoutes([{ path: '/', element: <Footer /> }], '/');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Isoko`))).toBeInTheDocument();
  });

  it('gives the phone and e-mail of the one shop contact constant', async () => {
    await renderRoutes([{ path: '/', element: <Footer /> }], '/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: SHOP_CONTACT.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${SHOP_CONTACT.phone}`,
    );
    expect(footer.getByRole('link', { name: SHOP_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${SHOP_CONTACT.email}`,
    );
  });
});
