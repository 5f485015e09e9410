import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './use-after-first-paint';

describe('AfterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('leaves its children out of the first render and draws them once the browser is idle after painting', async () => {
    let frame: FrameRequestCallback | undefined;
    let idle: IdleRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
      frame = cb;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback, options?: IdleRequestOptions) => {
      expect(options?.timeout).toBe(1500);
      idle = cb;
      return 2;
    });
    render(
      <main>
        <p>First screen</p>
        <AfterFirstPaint>
          <footer>Below the fold</footer>
        </AfterFirstPaint>
      </main>,
    );
    expect(screen.getByText('First screen')).toBeInTheDocument();
    expect(screen.queryByText('Below the fold')).toBeNull();

    // The frame before the paint: still nothing below.
    await act(async () => frame?.(performance.now()));
    expect(screen.queryByText('Below the fold')).toBeNull();
    // The task after the paint asks for a quiet moment; then the children come.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(idle).toBeDefined();
    expect(screen.queryByText('Below the fold')).toBeNull();
    await act(async () => idle?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
  });

  it('stops waiting when it leaves the page before the paint', () => {
    const cancelFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', () => 7);
    vi.stubGlobal('cancelAnimationFrame', cancelFrame);
    const { unmount } = render(
      <AfterFirstPaint>
        <p>Later</p>
      </AfterFirstPaint>,
    );
    unmount();
    expect(cancelFrame).toHaveBeenCalledWith(7);
  });
});
