import { expect, fixture, html } from '@open-wc/testing';
import axe from 'axe-core';
import { waitUntil } from '../../../tests/support/wait';
import '../../elements/meet-chart';
import { $theme } from '../../core/theme';
import { DEFAULT_THEME } from '../../core/theme/default-theme';
import type { ChartData } from './chart-types';

type ChartElement = HTMLElement & { data?: ChartData };

const MONTHS: ChartData = {
  labels: ['Jan', 'Feb', 'Mar'],
  datasets: [
    { label: 'Meetings', data: [12, 19.456, 7] },
    { label: 'Attendees', data: [40, 52, 33] },
  ],
};

const tick = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

async function chart(template: ReturnType<typeof html>, data: ChartData = MONTHS): Promise<ChartElement> {
  const element = (await fixture(html`<div class="box">${template}</div>`)).firstElementChild as ChartElement;
  element.data = data;
  await waitUntil(() => element.shadowRoot?.querySelector('canvas, svg, .meet-chart__empty'), 'chart drawn');
  await tick();
  return element;
}

type Drawn = { texts: string[]; rotations: number[]; strokes: string[]; widths: number[] };

/** Records what the canvas draws while `run` executes and until `drew` says the drawing is there. */
async function recordCanvas(run: () => Promise<unknown>, drew: (drawn: Drawn) => boolean): Promise<Drawn> {
  const proto = CanvasRenderingContext2D.prototype;
  const { fillText, rotate, stroke } = proto;
  const texts: string[] = [];
  const rotations: number[] = [];
  const strokes: string[] = [];
  const widths: number[] = [];
  proto.fillText = function (text, ...rest) {
    texts.push(text);
    return fillText.call(this, text, ...rest);
  };
  proto.rotate = function (angle) {
    rotations.push(angle);
    return rotate.call(this, angle);
  };
  proto.stroke = function (...args: [Path2D?]) {
    strokes.push(String(this.strokeStyle));
    widths.push(this.lineWidth);
    return (stroke as (...a: unknown[]) => void).apply(this, args);
  };
  try {
    await run();
    await waitUntil(() => drew({ texts, rotations, strokes, widths }), 'the canvas drew');
  } finally {
    Object.assign(proto, { fillText, rotate, stroke });
  }
  return { texts, rotations, strokes, widths };
}

describe('<meet-chart> line and area', () => {
  it('defaults to a line chart with labels shown, no unit and no area', async () => {
    const element = await chart(html`<meet-chart></meet-chart>`);
    const root = element.shadowRoot as ShadowRoot;
    // uPlot comes with its chunk on first use: wait for it rather than for a fixed time.
    await waitUntil(() => root.querySelector('.uplot canvas'), 'uPlot drew its canvas');
    await waitUntil(() => root.querySelector('caption')?.textContent === 'Line chart', 'caption');
    const cells = [...root.querySelectorAll('tbody tr:first-child td')].map((cell) => cell.textContent);
    expect(cells).to.deep.equal(['12', '40']);
  });

  it('draws data labels as value plus unit, rotated -45 degrees on line charts', async () => {
    const drawn = await recordCanvas(
      () => chart(html`<meet-chart unit="kB"></meet-chart>`),
      ({ texts }) => texts.includes('33 kB'),
    );
    expect(drawn.texts).to.include.members(['12 kB', '19.46 kB', '7 kB', '40 kB', '52 kB', '33 kB']);
    expect(drawn.rotations.some((angle) => Math.abs(angle + Math.PI / 4) < 1e-9)).to.equal(true);
  });

  it('draws no data labels when the series is too dense for them to be read', async () => {
    const dense: ChartData = {
      labels: Array.from({ length: 2_000 }, (_, i) => `P${i}`),
      datasets: [{ label: 'Load', data: Array.from({ length: 2_000 }, (_, i) => i) }],
    };
    const drawn = await recordCanvas(
      () => chart(html`<meet-chart unit="kB"></meet-chart>`, dense),
      ({ strokes }) => strokes.length >= 1,
    );
    expect(drawn.texts.filter((text) => text.endsWith(' kB'))).to.deep.equal([]);
  });

  it('draws no data labels when showLabels is false', async () => {
    const drawn = await recordCanvas(
      () => chart(html`<meet-chart unit="kB" show-labels="false"></meet-chart>`),
      // The lines are drawn: labels, had there been any, would be too.
      ({ strokes }) => strokes.length >= 2,
    );
    // The axis names the unit once ("kB"); a data label would be a value and the unit ("12 kB").
    expect(drawn.texts.filter((text) => text.endsWith(' kB'))).to.deep.equal([]);
  });

  it('reads the palette from the --meet-* theme variables when it draws', async () => {
    const drawn = await recordCanvas(
      async () => {
        // The page's theme reaches an element through its host, which outranks the built-in theme.
        await chart(
          html`<meet-chart style="--meet-systemBlue: #010203; --meet-primary: #040506"></meet-chart>`,
        );
      },
      ({ strokes }) => strokes.includes('#040506'),
    );
    expect(drawn.strokes).to.include.members(['#010203', '#040506']);
  });

  it('draws its gridlines as a faint tint of the ground: light on a light page, dark in dark mode, never a glare', async () => {
    /**
     * The grid and ticks: thin strokes in a colour no series line (3 px wide) has, which leaves out the points
     * drawn around each value; as the relative luminance of each.
     */
    const thinLines = (drawn: Drawn) => {
      const series = new Set(drawn.strokes.filter((_, index) => (drawn.widths[index] ?? 0) >= 3));
      return drawn.strokes
        .filter((color, index) => (drawn.widths[index] ?? 3) < 3 && !series.has(color))
        .map((color) => {
          const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
          context.fillStyle = color;
          const hex = String(context.fillStyle);
          const channels = hex.startsWith('#')
            ? [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
            : (hex.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
          const [r, g, b] = channels.map((c) => {
            const s = c / 255;
            return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          }) as [number, number, number];
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        });
    };
    const drawnWith = (darkMode: boolean) =>
      recordCanvas(
        async () => {
          $theme.set({ ...DEFAULT_THEME, darkMode });
          await chart(html`<meet-chart></meet-chart>`);
        },
        (drawn) => thinLines(drawn).length >= 4,
      );
    try {
      const light = thinLines(await drawnWith(false));
      expect(Math.max(...light), 'light: the grid is a light grey').to.be.above(0.6);
      const dark = thinLines(await drawnWith(true));
      expect(Math.max(...dark), 'dark: no gridline is brighter than a dark grey').to.be.below(0.1);
    } finally {
      $theme.set(DEFAULT_THEME);
    }
  });

  it("shows no legend for one line, and uPlot's own never; two lines or more get a legend naming each", async () => {
    const one = await chart(html`<meet-chart></meet-chart>`, {
      labels: MONTHS.labels,
      datasets: MONTHS.datasets.slice(0, 1),
    });
    expect(one.shadowRoot?.querySelector('.u-legend, .meet-chart__legend')).to.equal(null);
    const two = await chart(html`<meet-chart></meet-chart>`);
    expect(two.shadowRoot?.querySelector('.u-legend')).to.equal(null);
    const names = [...(two.shadowRoot?.querySelectorAll('.meet-chart__legend li') ?? [])].map(
      (li) => li.textContent,
    );
    expect(names).to.deep.equal(['Meetings', 'Attendees']);
  });

  it('shows the empty state instead of a line of zeros', async () => {
    const element = await chart(html`<meet-chart></meet-chart>`, {
      labels: ['Jan', 'Feb'],
      datasets: [{ label: 'Meetings', data: [0, null] }],
    });
    const root = element.shadowRoot as ShadowRoot;
    await waitUntil(
      () => root.querySelector('.meet-chart__empty')?.textContent === 'Line chart: no data to show',
    );
    expect(root.querySelector('canvas')).to.equal(null);
  });

  it('is responsive with a fixed aspect ratio', async () => {
    const element = await chart(html`<meet-chart style="width: 400px"></meet-chart>`);
    // The plot may be drawn anew while the page is busy: read its current frame each time.
    const size = () => {
      const wrap = element.shadowRoot?.querySelector<HTMLElement>('.u-wrap');
      return [wrap?.style.width, wrap?.style.height].join(' x ');
    };
    await waitUntil(() => size() === '400px x 200px', `400 x 200 at first, not ${size()}`);
    element.style.width = '600px';
    await waitUntil(() => size() === '600px x 300px', `600 x 300 once resized, not ${size()}`);
  });

  it('redraws when inputs change: a new data property changes the drawing', async () => {
    const element = await chart(html`<meet-chart></meet-chart>`);
    const root = element.shadowRoot as ShadowRoot;
    const before = (root.querySelector('canvas') as HTMLCanvasElement).toDataURL();
    element.data = { labels: ['Q1', 'Q2'], datasets: [{ label: 'Meetings', data: [90, 3] }] };
    await waitUntil(() => root.querySelector('tbody th')?.textContent === 'Q1', 'table updated');
    await waitUntil(
      () => (root.querySelector('canvas') as HTMLCanvasElement).toDataURL() !== before,
      'the canvas is drawn again',
    );
  });

  it('an area chart is named as such in its text alternative', async () => {
    const element = await chart(html`<meet-chart area="true" label="Meetings per month"></meet-chart>`);
    const root = element.shadowRoot as ShadowRoot;
    await waitUntil(() => root.querySelector('caption')?.textContent === 'Area chart: Meetings per month');
  });

  it('says there is nothing to show without data', async () => {
    const element = await chart(html`<meet-chart></meet-chart>`, { labels: [], datasets: [] });
    const root = element.shadowRoot as ShadowRoot;
    await waitUntil(
      () => root.querySelector('.meet-chart__empty')?.textContent === 'Line chart: no data to show',
    );
    expect(root.querySelector('canvas')).to.equal(null);
  });

  it('has a data table as its text alternative and passes axe', async () => {
    const element = await chart(html`<meet-chart unit="%" label="Load"></meet-chart>`);
    const root = element.shadowRoot as ShadowRoot;
    expect(root.querySelector('.meet-chart__canvas')?.getAttribute('aria-hidden')).to.equal('true');
    const headers = [...root.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).to.deep.equal(['Label', 'Meetings', 'Attendees']);
    const result = await axe.run(element);
    expect(result.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
  it('reads a long series as averages of consecutive points, and says so in the caption', async () => {
    const long: ChartData = {
      labels: Array.from({ length: 10_000 }, (_, i) => `P${i}`),
      datasets: [{ label: 'Load', data: Array.from({ length: 10_000 }, (_, i) => (i % 2 === 0 ? 10 : 20)) }],
    };
    const element = await chart(html`<meet-chart label="CPU"></meet-chart>`, long);
    const root = element.shadowRoot as ShadowRoot;
    await waitUntil(() => root.querySelectorAll('tbody tr').length > 0, 'table rows');
    const rows = [...root.querySelectorAll('tbody tr')];
    expect(rows).to.have.length(100);
    expect(rows[0]?.querySelector('th')?.textContent).to.equal('P0 – P99');
    expect(rows[99]?.querySelector('th')?.textContent).to.equal('P9900 – P9999');
    expect(rows[0]?.querySelector('td')?.textContent).to.equal('15');
    expect(root.querySelector('caption')?.textContent).to.equal(
      'Line chart: CPU (10,000 points, read as 100 averages of consecutive points)',
    );
  });

  it('the text alternative table never widens a narrow page', async () => {
    const wide: ChartData = {
      labels: Array.from({ length: 12 }, (_, i) => `A rather long category label number ${i}`),
      datasets: [
        { label: 'Meetings organized this week by the whole organization', data: Array(12).fill(123456) },
      ],
    };
    const frame = await fixture(
      html`<div style="width: 200px; overflow: auto"><meet-chart type="pie"></meet-chart></div>`,
    );
    const element = frame.firstElementChild as ChartElement;
    element.data = wide;
    await waitUntil(() => element.shadowRoot?.querySelector('table'), 'table drawn');
    await tick();
    expect(frame.scrollWidth).to.be.at.most(frame.clientWidth);
  });
});
