import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { clampQuantity, QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

beforeAll(async () => {
  await initI18n('en');
});

function Stepper({ start, ...props }: Omit<QuantityStepperProps, 'value' | 'onChange'> & { start: number }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper {...props} value={value} onChange={setValue} />;
}

describe('quantity stepper', () => {
  it('keeps a typed quantity whole and between the bounds', () => {
    expect(clampQuantity(0, 1, 5)).toBe(1);
    expect(clampQuantity(9, 1, 5)).toBe(5);
    expect(clampQuantity(2.7, 1, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 1, 5)).toBe(1);
  });

  it('stops at 1 going down and at the stock going up', async () => {
    render(<Stepper start={1} max={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    expect(box).toHaveValue(2);
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    await userEvent.click(minus);
    expect(box).toHaveValue(1);
  });

  it('brings a typed quantity back between the bounds', () => {
    render(<Stepper start={1} max={3} />);
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(box, { target: { value: '40' } });
    expect(box).toHaveValue(3);
    fireEvent.change(box, { target: { value: '0' } });
    expect(box).toHaveValue(1);
  });

  it('brings a number typed above the top back to it even when the quantity is already there, and says so', () => {
    const over: number[] = [];
    render(<Stepper start={1} max={1} onOverMax={(max) => over.push(max)} />);
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(box, { target: { value: '5' } });
    expect(box).toHaveValue(1);
    expect(over).toEqual([1]);
    fireEvent.change(box, { target: { value: '1' } });
    expect(over).toEqual([1]);
  });

  it('steps a quantity above the stock down one at a time, and names the product when asked', async () => {
    render(<Stepper start={4} max={2} name="Linen Shirt" editable={false} />);
    expect(screen.getByRole('button', { name: 'Increase quantity of Linen Shirt' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Linen Shirt' }));
    expect(screen.getByTestId('quantity')).toHaveTextContent('3');
  });
});
