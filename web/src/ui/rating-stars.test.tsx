import { screen } from '@testing-library/react';
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
});
