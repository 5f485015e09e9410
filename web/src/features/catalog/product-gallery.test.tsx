import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ProductGallery } from './product-gallery';

const media = ['red', 'blue', 'green'].map((c) => ({
  url: `/media/dress-${c}.svg`,
  kind: 'image' as const,
  alt: `Dress ${c}`,
}));

/** The src of the big picture (the zoom button's image). */
const mainPicture = () =>
  within(screen.getByRole('button', { name: 'Open the picture full screen' }))
    .getByRole('img')
    .getAttribute('src');

/** The gallery's words load on first use: waits for the first screen. */
const shown = () => screen.findByRole('button', { name: 'Open the picture full screen' }, { timeout: 5000 });

describe('product gallery', () => {
  beforeAll(() => initI18n('en'));

  it('steps through the pictures with previous/next and wraps at both ends', async () => {
    render(<ProductGallery media={media} fallbackImage="/x.svg" name="Dress" />);
    await shown();
    expect(mainPicture()).toContain('dress-red');
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(mainPicture()).toContain('dress-blue');
    await userEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(mainPicture()).toContain('dress-green');
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(mainPicture()).toContain('dress-red');
  });

  it('has no arrows for a single picture', async () => {
    render(<ProductGallery media={media.slice(0, 1)} fallbackImage="/x.svg" name="Dress" />);
    await shown();
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
  });

  it('the full-screen viewer steps with its own arrows and keeps the gallery on the same picture', async () => {
    render(<ProductGallery media={media} fallbackImage="/x.svg" name="Dress" />);
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Open the picture full screen' }));
    const viewer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous picture' }));
    expect(within(viewer).getByRole('img').getAttribute('src')).toContain('dress-green');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(mainPicture()).toContain('dress-green');
  });
});
