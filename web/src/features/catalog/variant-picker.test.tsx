import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { VariantPicker } from './variant-picker';

const open = (value: string) => ({ value, soldOut: false, stock: 5 });

function Picker({ colors }: { colors: string[] }) {
  const [color, setColor] = useState(colors.length === 1 ? colors[0]! : '');
  return (
    <VariantPicker
      sizes={[]}
      colors={colors}
      options={{ sizes: [], colors: colors.map(open) }}
      size=""
      color={color}
      onSize={() => {}}
      onColor={setColor}
    />
  );
}

beforeAll(() => initI18n('en'));

describe('the variant picker', () => {
  it('keeps the only colour chosen when it is tapped again', async () => {
    render(<Picker colors={['Blue']} />);
    const blue = await screen.findByRole('button', { name: 'Blue' });
    expect(blue).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(blue);
    expect(blue).toHaveAttribute('aria-pressed', 'true');
  });

  it('clears a colour tapped again when there are others to choose', async () => {
    render(<Picker colors={['Blue', 'Orange']} />);
    const blue = await screen.findByRole('button', { name: 'Blue' });
    await userEvent.click(blue);
    expect(blue).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(blue);
    expect(blue).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks the colour choice required, as the size choice is', async () => {
    render(
      <VariantPicker
        sizes={['S', 'M']}
        colors={['Blue', 'Orange']}
        options={{ sizes: ['S', 'M'].map(open), colors: ['Blue', 'Orange'].map(open) }}
        size=""
        color=""
        onSize={() => {}}
        onColor={() => {}}
      />,
    );
    expect(await screen.findByRole('group', { name: 'Size (required)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Colour (required)' })).toBeInTheDocument();
  });
});
