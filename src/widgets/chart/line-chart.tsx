import { useEffect, useRef } from 'react';
import type { ChartData } from './chart-types';
import { Legend } from './legend';
import { mountLineChart } from './uplot-adapter';

/** Props of the canvas part of a line or area chart. */
export interface LineChartProps {
  data: ChartData;
  unit: string;
  area: boolean;
  showLabels: boolean;
  language: string;
}

/** A line (or area) chart drawn by uPlot; redrawn whenever an input changes (spec 4). */
export function LineChart({ data, unit, area, showLabels, language }: LineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const chart = mountLineChart(container.current, { data, unit, area, showLabels, language });
    return () => chart.destroy();
  }, [data, unit, area, showLabels, language]);
  // The canvas repeats the data table beside it, so assistive technology skips it.
  const canvas = <div ref={container} className="meet-chart__canvas" aria-hidden="true" />;
  // Two series or more: a legend says which line is which.
  if (data.datasets.length < 2) return canvas;
  return (
    <>
      {canvas}
      <Legend names={data.datasets.map((set) => set.label)} />
    </>
  );
}
