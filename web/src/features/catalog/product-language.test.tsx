import type { ProductDto } from '@isoko/shared/catalog/schema';
import { deliveryWindowRange } from '@isoko/shared/rwanda';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { routes } from '../../router';
import { renderRoutes } from '../../test/render';
import { ok, productFixture } from './catalog-fixtures';

/** The same dress as the API words it in each language (it reads the Accept-Language header). */
const WORDED: Record<string, Partial<ProductDto>> = {
  en: {},
  fr: {
    name: 'Robe portefeuille en kitenge',
    shortDescription: 'Robe portefeuille en kitenge de la marque Inzozi.',
    description: '**Présentation**\nUne robe cousue à Kigali.',
    seoTitle: 'Robe portefeuille en kitenge',
    seoDescription: 'Robe portefeuille en kitenge de la marque Inzozi.',
    colors: [
      { name: 'Green', label: 'Vert' },
      { name: 'Gold', label: 'Doré' },
    ],
    material: ['Coton'],
  },
  rw: {
    name: "Ikanzu yizingira y'igitenge",
    shortDescription: "Ikanzu yizingira y'igitenge — Inzozi.",
    seoTitle: "Ikanzu yizingira y'igitenge",
    colors: [
      { name: 'Green', label: 'Icyatsi kibisi' },
      { name: 'Gold', label: 'Zahabu' },
    ],
  },
};

interface Seen {
  path: string;
  language: string | null;
}

/** Stands in for the server: answers the product in the language the request asks for. */
function serveByLanguage(): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = new Headers(init?.headers);
      const language = headers.get('accept-language');
      seen.push({ path: url.pathname, language });
      if (url.pathname === '/api/products/p1') {
        const body = ok({ data: productFixture(WORDED[language ?? 'en'] ?? {}) }).body;
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }
      return new Response(JSON.stringify({ success: true }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return seen;
}

const slow = { timeout: 5000 };

const jsonLd = () =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
    '@graph': Array<Record<string, unknown>>;
  };

describe('product page in the shopper language', () => {
  beforeEach(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
    vi.unstubAllGlobals();
  });

  it('states the delivery days of the shared delivery windows, in the French days the shop counts', async () => {
    await i18next.changeLanguage('fr');
    serveByLanguage();
    await renderRoutes(routes, '/product/p1');
    // Kigali's window, and the shortest and longest of the other districts' (Monday to Saturday:
    // "jours ouvrables", the words the assistant uses for one district's days).
    const { kigali, elsewhere } = deliveryWindowRange();
    expect(
      await screen.findByText(
        `Livraison en ${kigali[0]} à ${kigali[1]} jours ouvrables à Kigali, ${elsewhere[0]} à ${elsewhere[1]} jours ouvrables ailleurs au Rwanda.`,
        {},
        slow,
      ),
    ).toBeInTheDocument();
  });

  it('shows the French name, colours, meta tags and structured data when the language is fr', async () => {
    await i18next.changeLanguage('fr');
    const seen = serveByLanguage();
    await renderRoutes(routes, '/product/p1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Robe portefeuille en kitenge' }, slow),
    ).toBeInTheDocument();
    expect(seen.find((s) => s.path === '/api/products/p1')?.language).toBe('fr');
    // Colours show in French; choosing one still picks the stored colour's variant.
    await userEvent.click(screen.getByRole('button', { name: 'M' }));
    await userEvent.click(screen.getByRole('button', { name: 'Doré' }));
    expect(screen.getByRole('button', { name: 'Doré' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(': Doré')).toBeInTheDocument();
    expect(document.title).toBe('Robe portefeuille en kitenge | Isoko');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Robe portefeuille en kitenge de la marque Inzozi.',
    );
    expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('fr_RW');
    await waitFor(() => expect(jsonLd()['@graph']).toBeDefined(), slow);
    const [product, , page] = jsonLd()['@graph'];
    expect(product?.name).toBe('Robe portefeuille en kitenge');
    expect(product?.material).toBe('Coton');
    expect(page?.inLanguage).toBe('fr');
  });

  it('shows word sizes in French on the picker and details, choosing the stored size', async () => {
    // A bag in Small (sold out), Medium and Large: the API keeps `sizes` as stored and words them.
    const bag = {
      sizes: ['Small', 'Medium', 'Large'],
      sizeLabels: [
        { name: 'Small', label: 'Petite' },
        { name: 'Medium', label: 'Moyenne' },
        { name: 'Large', label: 'Grande' },
      ],
      variants: [
        { id: 'v-s', sku: 'SKU-S', size: 'Small', color: 'Gold', price: 30000, stockQuantity: 0 },
        { id: 'v-m', sku: 'SKU-M', size: 'Medium', color: 'Gold', price: 30000, stockQuantity: 3 },
        { id: 'v-l', sku: 'SKU-L', size: 'Large', color: 'Gold', price: 30000, stockQuantity: 3 },
      ],
    };
    WORDED.fr = { ...WORDED.fr, ...bag };
    try {
      await i18next.changeLanguage('fr');
      serveByLanguage();
      await renderRoutes(routes, '/product/p1');
      await screen.findByRole('heading', { level: 1, name: 'Robe portefeuille en kitenge' }, slow);
      expect(screen.getByRole('button', { name: 'Petite (épuisé)' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Grande' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Medium|Small|Large/ })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Moyenne' }));
      expect(screen.getByRole('button', { name: 'Moyenne' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText(': Moyenne')).toBeInTheDocument();
      expect(screen.getByRole('row', { name: /Tailles/ })).toHaveTextContent('Petite, Moyenne, Grande');
    } finally {
      for (const key of Object.keys(bag)) delete WORDED.fr![key as keyof typeof bag];
    }
  });

  it('fetches the product again in Kinyarwanda when the shopper switches language', async () => {
    const seen = serveByLanguage();
    await renderRoutes(routes, '/product/p1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow),
    ).toBeInTheDocument();
    await act(async () => {
      await i18next.changeLanguage('rw');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ikanzu yizingira y'igitenge" }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Icyatsi kibisi/ })).toBeInTheDocument();
    expect(seen.filter((s) => s.path === '/api/products/p1').map((s) => s.language)).toEqual(['en', 'rw']);
    await waitFor(() => expect(document.title).toBe("Ikanzu yizingira y'igitenge | Isoko"));
  });
});
