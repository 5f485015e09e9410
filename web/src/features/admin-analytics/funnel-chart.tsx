import type { FunnelDay } from '@isoko/shared/analytics/schema';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const SERIES = [
  { key: 'view_item', stroke: '#146c43' },
  { key: 'add_to_cart', stroke: '#1d5fbf' },
  { key: 'begin_checkout', stroke: '#f2b705' },
  { key: 'purchase', stroke: '#c0392b' },
] as const;

/** The funnel per day as lines (uPlot, loaded with the admin analytics screen only). */
export function FunnelChart({
  days,
  labels,
  title,
}: {
  days: FunnelDay[];
  labels: Record<string, string>;
  title: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    // Without a drawing surface (an old browser, a test DOM) the table below the chart is the view.
    if (!el || days.length === 0 || !document.createElement('canvas').getContext('2d')) return;
    const xs = days.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [xs, ...SERIES.map((s) => days.map((d) => d[s.key]))];
    const plot = new uPlot(
      {
        title,
        width: Math.max(280, el.clientWidth),
        height: 260,
        series: [{}, ...SERIES.map((s) => ({ label: labels[s.key] ?? s.key, stroke: s.stroke, width: 2 }))],
        axes: [{}, { size: 50 }],
      },
      data,
      el,
    );
    const resize = () => plot.setSize({ width: Math.max(280, el.clientWidth), height: 260 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [days, labels, title]);
  return <div ref={box} className="funnel-chart" />;
}
