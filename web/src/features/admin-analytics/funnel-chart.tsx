import type { FunnelDay } from '@isoko/shared/analytics/schema';
import { formatDate } from '@isoko/shared/date-format';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const SERIES = [
  { key: 'view_item', stroke: '#146c43' },
  { key: 'add_to_cart', stroke: '#1d5fbf' },
  { key: 'begin_checkout', stroke: '#f2b705' },
  { key: 'purchase', stroke: '#c0392b' },
] as const;

const HEIGHT = 260;

/**
 * Tick steps for an axis of counts: 1, 2, 5, 10, 20, 50… uPlot's own steps include 0.1, 0.2
 * and 0.5, so a quiet week (one or two orders a day) drew ticks at 0.5 and 1.5 orders. Giving
 * it only whole steps keeps every tick on a whole number of devices or orders.
 */
export const WHOLE_NUMBER_INCRS: number[] = [1, 2, 5]
  .flatMap((m) => Array.from({ length: 10 }, (_, p) => m * 10 ** p))
  .sort((a, b) => a - b);

/**
 * uPlot's options for the funnel lines: one line per step, counts on a whole-number axis, and the
 * days named in the staff member's language (uPlot's own labels are English: "Time", 11/3).
 */
export function funnelChartOptions({
  labels,
  title,
  width,
  dayLabel,
  language,
}: {
  labels: Record<string, string>;
  title: string;
  width: number;
  dayLabel: string;
  language: string;
}): uPlot.Options {
  const day = (seconds: number | null) =>
    seconds === null ? '–' : formatDate(seconds * 1000, language, 'day');
  return {
    title,
    width,
    height: HEIGHT,
    series: [
      { label: dayLabel, value: (_u, seconds) => day(seconds) },
      ...SERIES.map((s) => ({ label: labels[s.key] ?? s.key, stroke: s.stroke, width: 2 })),
    ],
    // Room for a Kinyarwanda month name ("27 Ugushyingo") between two ticks.
    axes: [
      { values: (_u, splits) => splits.map(day), space: 100 },
      { size: 50, incrs: WHOLE_NUMBER_INCRS },
    ],
  };
}

/** The funnel per day as lines (uPlot, loaded with the admin analytics screen only). */
export function FunnelChart({
  days,
  labels,
  title,
  dayLabel,
  language,
}: {
  days: FunnelDay[];
  labels: Record<string, string>;
  title: string;
  dayLabel: string;
  language: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    // Without a drawing surface (an old browser, a test DOM) the table below the chart is the view.
    if (!el || days.length === 0 || !document.createElement('canvas').getContext('2d')) return;
    const xs = days.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [xs, ...SERIES.map((s) => days.map((d) => d[s.key]))];
    const plot = new uPlot(
      funnelChartOptions({ labels, title, width: Math.max(280, el.clientWidth), dayLabel, language }),
      data,
      el,
    );
    const resize = () => plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [days, labels, title, dayLabel, language]);
  return <div ref={box} className="funnel-chart" />;
}
