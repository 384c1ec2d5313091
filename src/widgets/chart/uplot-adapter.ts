// The one module that runs uPlot: it mounts a chart, follows the container's width and cleans up.
import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import { sheet } from '../styles';
import { type LineInput, lineData, lineOptions, lineSize } from './line-options';
import { readTheme } from './palette';

/** uPlot's own styles, adopted into the chart's (shadow) root. */
export const UPLOT_SHEET = sheet(uplotCss);

/** Width used until the container has been laid out. */
const FALLBACK_WIDTH = 600;

/** A mounted line chart: destroy it when its inputs change or it leaves the page. */
export interface LineChartHandle {
  plot: uPlot;
  destroy(): void;
}

/** Draws a line (or area) chart into `container`, resizing with it at a fixed aspect ratio. */
export function mountLineChart(
  container: HTMLElement,
  input: Omit<LineInput, 'width' | 'theme'>,
): LineChartHandle {
  const widthNow = () => container.clientWidth || FALLBACK_WIDTH;
  const options = lineOptions({ ...input, width: widthNow(), theme: readTheme(container) });
  const plot = new uPlot(options, lineData(input.data), container);
  let frame = 0;
  // Resizing inside the observer's callback would change layout mid-notification: wait a frame.
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const width = widthNow();
      if (width !== plot.width) plot.setSize(lineSize(width));
    });
  });
  observer.observe(container);
  return {
    plot,
    destroy() {
      cancelAnimationFrame(frame);
      observer.disconnect();
      plot.destroy();
    },
  };
}
