import { RETURN_WINDOW_DAYS } from '@isoko/shared/assistant/shop-policies';
import { DEAL_VALID_MINUTES } from '@isoko/shared/negotiation/deal-validity';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../router';
import { fakeApi } from '../test/fake-api';
import { renderRoutes } from '../test/render';

const slow = { timeout: 5000 };

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('/terms', () => {
  it('gives the shop’s terms with the figures the shop applies, and the footer links to it', async () => {
    fakeApi({});
    await renderRoutes(routes, '/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText(/Rwandan francs \(RWF\)/)).toBeInTheDocument();
    expect(screen.getByText('MTN Mobile Money')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`within ${RETURN_WINDOW_DAYS} days of delivery`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`holds for ${DEAL_VALID_MINUTES} minutes`))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Terms of Service' }, slow)).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it.each([
    ['fr', "Conditions d'utilisation", `${RETURN_WINDOW_DAYS} jours`],
    ['rw', "Amabwiriza y'imikoreshereze", `mu minsi ${RETURN_WINDOW_DAYS}`],
  ])('reads in %s', async (language, title, returns) => {
    fakeApi({});
    await i18next.changeLanguage(language);
    await renderRoutes(routes, '/terms');
    expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(returns))).toBeInTheDocument();
  });
});
