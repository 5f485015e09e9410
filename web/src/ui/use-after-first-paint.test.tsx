import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './use-after-first-paint';

/** Frame and idle callbacks held back, to be run by the test in the browser's order. */
function holdBrowserCallbacks() {
  const frames: FrameRequestCallback[] = [];
  const idles: IdleRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback, options?: IdleRequestOptions) => {
    expect(options?.timeout).toBe(1500);
    return idles.push(cb);
  });
  return {
    frame: () => act(async () => frames.shift()?.(performance.now())),
    taskAfterPaint: () => act(() => new Promise((resolve) => setTimeout(resolve, 0))),
    idle: () => act(async () => idles.shift()?.({ didTimeout: false, timeRemaining: () => 10 })),
    pending: () => ({ frames: frames.length, idles: idles.length }),
  };
}

describe('AfterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('leaves its children out of the first render and draws them once the browser is idle after painting', async () => {
    const browser = holdBrowserCallbacks();
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
    await browser.frame();
    expect(screen.queryByText('Below the fold')).toBeNull();
    // The task after the paint asks for a quiet moment; then the children come.
    await browser.taskAfterPaint();
    expect(browser.pending()).toEqual({ frames: 0, idles: 1 });
    expect(screen.queryByText('Below the fold')).toBeNull();
    await browser.idle();
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
  });

  it('draws every waiting part in the same commit, so none pushes down another that came first', async () => {
    const browser = holdBrowserCallbacks();
    const commits: string[][] = [];
    const observer = new MutationObserver(() =>
      commits.push([...document.querySelectorAll('[data-later]')].map((el) => el.textContent ?? '')),
    );
    observer.observe(document.body, { childList: true, subtree: true });
    render(
      <main>
        <AfterFirstPaint>
          <nav data-later>Page numbers</nav>
        </AfterFirstPaint>
        <AfterFirstPaint>
          <footer data-later>Footer</footer>
        </AfterFirstPaint>
      </main>,
    );
    // One frame and one idle request serve both.
    await browser.frame();
    await browser.taskAfterPaint();
    expect(browser.pending()).toEqual({ frames: 0, idles: 1 });
    await browser.idle();
    await act(async () => {});
    observer.disconnect();
    expect(commits.filter((c) => c.length > 0)[0]).toEqual(['Page numbers', 'Footer']);
  });

  it('forgets a part that leaves before the quiet moment', async () => {
    const browser = holdBrowserCallbacks();
    const { unmount } = render(
      <AfterFirstPaint>
        <p>Later</p>
      </AfterFirstPaint>,
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    unmount();
    await browser.frame();
    await browser.taskAfterPaint();
    await browser.idle();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.queryByText('Later')).toBeNull();
  });
});
