import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { RatingStars } from './rating-stars';

const render = (element: ReactNode) => renderRoutes([{ path: '/', element }], '/');

describe('RatingStars', () => {
  it('says the rating in words and fills the gold share of the five stars', async () => {
    render(<RatingStars rating={3.5} reviews={6} />);
    const stars = await screen.findByRole('img', { name: /3\.5/ });
    const fill = stars.querySelector<HTMLElement>('.stars-full');
    expect(fill?.style.width).toBe('70%');
    expect(screen.getByText('(6)')).toBeTruthy();
  });

  it('keeps the rating between 0 and 5', async () => {
    render(<RatingStars rating={7} />);
    const stars = await screen.findByRole('img', { name: /5\.0/ });
    expect(stars.querySelector<HTMLElement>('.stars-full')?.style.width).toBe('100%');
  });

  it('is two elements, not two drawings of five stars: a listing shows dozens of them', async () => {
    render(<RatingStars rating={4.2} />);
    const stars = await screen.findByRole('img', { name: /4\.2/ });
    expect(stars.querySelectorAll('*')).toHaveLength(1);
    expect(stars.querySelector('svg')).toBeNull();
  });

  it('reads the rating out with the decimal mark of French and Kinyarwanda', async () => {
    await render(<RatingStars rating={4.5} />);
    try {
      await act(() => i18next.changeLanguage('fr'));
      expect(await screen.findByRole('img', { name: 'Noté 4,5 sur 5' })).toBeTruthy();
      await act(() => i18next.changeLanguage('rw'));
      expect(await screen.findByRole('img', { name: 'Amanota 4,5 muri 5' })).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
