import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, useToastHost } from './toast';

let show: ReturnType<typeof useToast>['show'] = () => {};
function Grab() {
  show = useToast().show;
  return null;
}

/** Opens or closes LendingPanel. */
let lend: (on: boolean) => void = () => {};
/** A panel that lends its place to the toasts while open, as the assistant does on a phone. */
function LendingPanel() {
  const host = useToastHost();
  const [open, setOpen] = useState(true);
  lend = setOpen;
  return (
    <section aria-label="Panel">
      <div data-testid="slot" ref={open ? host : undefined} role="status" aria-live="polite" />
    </section>
  );
}

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message in the polite live region, then removes it after its time', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => show('Item added to cart successfully!'));
    expect(region).toHaveTextContent('Item added to cart successfully!');
    act(() => vi.advanceTimersByTime(2999));
    expect(region).toHaveTextContent('Item added to cart successfully!');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('replaces the message showing with a newer one, which gets its own full time', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => show('First', { ms: 1000 }));
    act(() => vi.advanceTimersByTime(800));
    act(() => show('Second', { ms: 1000 }));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(screen.queryByText('First')).toBeNull();
    act(() => vi.advanceTimersByTime(800));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the toast in the place a covering panel lends while it does, read out from there, then back at the bottom', () => {
    render(
      <ToastProvider>
        <Grab />
        <LendingPanel />
      </ToastProvider>,
    );
    const slot = screen.getByTestId('slot');
    const bottom = screen.getAllByRole('status').find((r) => r !== slot)!;
    act(() => show('Added to your cart.'));
    expect(slot).toHaveTextContent('Added to your cart.');
    expect(bottom).toBeEmptyDOMElement();
    // The panel closed while the toast shows: the toast goes back to the screen's bottom.
    act(() => lend(false));
    expect(slot).toBeEmptyDOMElement();
    expect(bottom).toHaveTextContent('Added to your cart.');
    act(() => vi.advanceTimersByTime(3000));
    expect(bottom).toBeEmptyDOMElement();
  });

  it('refuses to be used without its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab />)).toThrow(/ToastProvider/);
  });
});
