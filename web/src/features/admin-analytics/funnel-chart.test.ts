import uPlot from 'uplot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { funnelChartOptions } from './funnel-chart';

/**
 * A 2D context that draws nothing: the test DOM has no canvas, but uPlot only needs the calls to
 * exist to lay out its axes, and the axis ticks it picks are what this test reads.
 */
function stubCanvas() {
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => {
      if (key === 'measureText')
        return () => ({ width: 8, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 });
      if (key in target) return target[key];
      return () => undefined;
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  vi.stubGlobal(
    'Path2D',
    class {
      moveTo() {}
      lineTo() {}
      rect() {}
      arc() {}
      closePath() {}
      bezierCurveTo() {}
      addPath() {}
    },
  );
  // getContext is overloaded per context kind; the stub answers every kind with the same no-op.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    (() => ctx) as unknown as HTMLCanvasElement['getContext'],
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The y-axis ticks uPlot draws for a week with at most `peak` of every step a day. */
async function countTicks(peak: number): Promise<number[]> {
  stubCanvas();
  const el = document.createElement('div');
  document.body.append(el);
  const days = 7;
  const xs = Array.from({ length: days }, (_, i) => Date.parse(`2026-11-${20 + i}T12:00:00Z`) / 1000);
  const counts = Array.from({ length: days }, (_, i) => (i % 2 === 0 ? peak : 0));
  const plot = new uPlot(
    funnelChartOptions({ labels: {}, title: 'Funnel', width: 800, dayLabel: 'Day', language: 'en' }),
    [xs, counts, counts, counts, counts],
    el,
  );
  // uPlot lays out on the next microtask after it is created.
  await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
  const ticks = (plot.axes[1] as unknown as { _splits: number[] })._splits;
  plot.destroy();
  el.remove();
  return ticks;
}

describe('funnel chart', () => {
  it.each([
    ['fr', 'Jour', '27 nov.'],
    ['rw', 'Umunsi', '27 Ugushyingo'],
  ])('names the days in %s, on the axis and in the legend', (language, dayLabel, shown) => {
    const options = funnelChartOptions({ labels: {}, title: 'Funnel', width: 800, dayLabel, language });
    const x = Date.parse('2026-11-27T12:00:00Z') / 1000;
    expect(options.series[0]?.label).toBe(dayLabel);
    const legend = options.series[0]?.value as (u: unknown, v: number | null) => string;
    expect(legend(null, x)).toContain(shown);
    const axis = options.axes?.[0]?.values as (u: unknown, splits: number[]) => string[];
    expect(axis(null, [x])[0]).toContain(shown);
    expect(axis(null, [x])[0]).not.toMatch(/11\/27/);
  });

  it.each([1, 2, 3, 7])('puts the count axis ticks on whole numbers when a day peaks at %i', async (peak) => {
    const ticks = await countTicks(peak);
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(Number.isInteger(tick), `tick ${tick}`).toBe(true);
  });
});
