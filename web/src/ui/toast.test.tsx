import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

let show: ReturnType<typeof useToast>['show'] = () => {};
function Grab() {
  show = useToast().show;
  return null;
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

  it('refuses to be used without its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab />)).toThrow(/ToastProvider/);
  });
});
