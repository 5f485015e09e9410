import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first lazy import is transformed on demand; on a busy 2-core machine that can
// take longer than Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// happy-dom lays nothing out, so every observed element counts as on screen at once: screens
// that wait for the shopper to scroll near a section (useNearViewport) show it in tests.
class ImmediateIntersectionObserver {
  private watching = true;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(
      () =>
        this.watching &&
        this.callback(
          [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
    );
  }
  unobserve() {}
  disconnect() {
    this.watching = false;
  }
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = ImmediateIntersectionObserver as unknown as typeof IntersectionObserver;
