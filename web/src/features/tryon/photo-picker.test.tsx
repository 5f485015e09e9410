import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { Providers } from '../../test/render';
import { PhotoPicker } from './photo-picker';

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('tryon');
});

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];

function renderPicker() {
  const onPick = vi.fn();
  render(
    <Providers>
      <PhotoPicker file={null} onPick={onPick} />
    </Providers>,
  );
  return { onPick, input: document.querySelector('input[type=file]') as HTMLInputElement };
}

describe('the try-on photo picker', () => {
  it('refuses a file named like a photo that is not one, before anything reads it', async () => {
    const { onPick, input } = renderPicker();
    const fake = new File(['these are notes, not a photo'], 'fake.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, fake);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG or WebP photo.');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('takes a real JPEG', async () => {
    const { onPick, input } = renderPicker();
    const photo = new File([new Uint8Array([...JPEG_HEAD, 0, 0, 0])], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, photo);
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(photo));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
