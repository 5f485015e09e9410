import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REACH_LIMIT_MS, restoreScroll, SETTLED_MS } from './restore-scroll';

/** The lowest the window can scroll on the pretend page: it grows as content arrives. */
let bottom = 0;
/** Observers of the page's size; `pageChanges` calls them back as the browser would. */
const observers = new Set<{ callback: () => void }>();

class FakeResizeObserver {
  constructor(readonly callback: () => void) {}
  observe() {
    observers.add(this);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this);
  }
}

/** The page is now `to` pixels deep (and the content above the window may have moved it). */
function pageChanges(to: number, scrolledBy = 0) {
  bottom = to;
  if (scrolledBy)
    Object.defineProperty(window, 'scrollY', { value: window.scrollY + scrolledBy, configurable: true });
  for (const observer of [...observers]) observer.callback();
}

const drawingAll = () => document.documentElement.hasAttribute('data-restoring-scroll');

describe('restoreScroll', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    observers.clear();
    bottom = 0;
    // The browser stops at the bottom of the page.
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: Math.min(y, bottom), configurable: true });
    }) as typeof window.scrollTo);
  });
  afterEach(() => {
    scrollTo.mockRestore();
    vi.unstubAllGlobals();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('scrolls there at once when the page is tall enough', () => {
    bottom = 5000;
    restoreScroll(1200);
    expect(window.scrollY).toBe(1200);
  });

  it('goes to the top without waiting or drawing anything more', () => {
    bottom = 700;
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    const restore = restoreScroll(0);
    expect(window.scrollY).toBe(0);
    expect(restore.pending).toBe(false);
    expect(observers.size).toBe(0);
    expect(drawingAll()).toBe(false);
  });

  it('scrolls again as the page grows until it gets there', () => {
    bottom = 700;
    const restore = restoreScroll(3000);
    expect(window.scrollY).toBe(700);
    pageChanges(2000);
    expect(window.scrollY).toBe(2000);
    pageChanges(4500);
    expect(window.scrollY).toBe(3000);
    expect(restore.pending).toBe(true);
  });

  it('keeps the place while the cards above it are filled in, and leaves it to the page once it has settled', () => {
    bottom = 5000;
    const restore = restoreScroll(3000);
    // A placeholder above grows into its card: the browser keeps what is on screen, lower down.
    vi.advanceTimersByTime(SETTLED_MS - 1);
    pageChanges(5200, 200);
    expect(window.scrollY).toBe(3000);
    vi.advanceTimersByTime(SETTLED_MS - 1);
    pageChanges(5400, 200);
    expect(window.scrollY).toBe(3000);
    expect(restore.pending).toBe(true);
    // The page kept its height for two seconds: it is left alone.
    vi.advanceTimersByTime(SETTLED_MS);
    expect(restore.pending).toBe(false);
    const calls = scrollTo.mock.calls.length;
    pageChanges(5600, 200);
    expect(scrollTo).toHaveBeenCalledTimes(calls);
  });

  it('waits up to ten seconds for a page that comes slowly (a phone connection), then gives up', () => {
    bottom = 700;
    const restore = restoreScroll(3000);
    vi.advanceTimersByTime(REACH_LIMIT_MS - 1);
    expect(restore.pending).toBe(true);
    pageChanges(1200);
    expect(window.scrollY).toBe(1200);
    vi.advanceTimersByTime(1);
    expect(restore.pending).toBe(false);
    pageChanges(4500);
    expect(window.scrollY).toBe(1200);
  });

  it.each([
    ['wheel', () => new WheelEvent('wheel')],
    ['touchstart', () => new Event('touchstart')],
    ['pointerdown', () => new Event('pointerdown')],
    ['keydown', () => new KeyboardEvent('keydown', { key: 'PageDown' })],
  ])('stops as soon as the shopper moves themselves (%s)', (_type, event) => {
    bottom = 700;
    const restore = restoreScroll(3000);
    window.dispatchEvent(event());
    expect(restore.pending).toBe(false);
    pageChanges(4500);
    expect(window.scrollY).toBe(700);
  });

  it('stops when told (another screen is on show)', () => {
    bottom = 700;
    const restore = restoreScroll(3000);
    restore.stop();
    pageChanges(4500);
    expect(window.scrollY).toBe(700);
    expect(observers.size).toBe(0);
  });

  it('tries every frame where the browser has no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    bottom = 700;
    restoreScroll(3000);
    bottom = 4500;
    vi.advanceTimersToNextFrame();
    expect(window.scrollY).toBe(3000);
  });

  it('draws the parts the browser skips off screen while it restores, until a frame after it ends', () => {
    expect(drawingAll()).toBe(false);
    bottom = 5000;
    const first = restoreScroll(1200);
    expect(drawingAll()).toBe(true);
    // A second restoring (back, then back again) keeps them drawn until it ends too.
    const second = restoreScroll(800);
    first.stop();
    vi.advanceTimersByTime(100);
    expect(drawingAll()).toBe(true);
    second.stop();
    // The frame after is drawn with them, so the browser learns their real heights.
    expect(drawingAll()).toBe(true);
    vi.advanceTimersByTime(100);
    expect(drawingAll()).toBe(false);
  });
});
