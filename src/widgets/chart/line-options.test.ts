import { expect } from '@open-wc/testing';
import type uPlot from 'uplot';
import type { ChartData } from './chart-types';
import {
  areaFill,
  axisLabel,
  LABEL_ROOM,
  type LineInput,
  labelsFit,
  lineData,
  lineOptions,
  lineSize,
  withAlpha,
  xLabelSpace,
} from './line-options';
import type { ChartTheme, PaletteColor } from './palette';

const HEX: Partial<Record<PaletteColor, string>> = {
  'systemBlue-60': '#6666cc',
  systemBlue: '#0000aa',
  primary: '#ff8800',
  systemGreen: '#00aa00',
  systemRed: '#aa0000',
  systemYellow: '#eeee00',
};
const theme: ChartTheme = {
  color: (name) => HEX[name] ?? '#000000',
  neutral: () => '#f0f0f0',
  text: () => '#111111',
  grid: () => '#cccccc',
  fontFamily: () => 'Test Sans',
};
const sixSeries: ChartData = {
  labels: ['Jan', 'Feb', 'Mar'],
  datasets: [1, 2, 3, 4, 5, 6].map((n) => ({ label: `S${n}`, data: [n, n + 1, null] })),
};

function options(overrides: Partial<LineInput> = {}): uPlot.Options {
  return lineOptions({
    data: sixSeries,
    unit: '',
    area: false,
    showLabels: true,
    language: 'en',
    width: 600,
    theme,
    ...overrides,
  });
}

/** Calls a uPlot colour option the way uPlot does when it draws. */
function paint(value: unknown, plot: unknown, index: number): unknown {
  return typeof value === 'function' ? value(plot, index) : value;
}

describe('lineOptions (uPlot options of line and area charts)', () => {
  it('has top padding 30 and right padding 15', () => {
    const padding = options().padding ?? [];
    expect(padding[0]).to.equal(30);
    expect(padding[1]).to.equal(15);
  });

  it("hides uPlot's own legend (the chart draws its own for two series or more)", () => {
    expect(options().legend?.show).to.equal(false);
  });

  it('shows ISO days on the x axis as short dates in the interface language', () => {
    expect(axisLabel('2026-11-02', 'en')).to.equal('Nov 2');
    expect(axisLabel('2026-11-02', 'de')).to.equal('2. Nov.');
    expect(axisLabel('Week 3', 'en')).to.equal('Week 3');
    const days: ChartData = {
      labels: ['2026-11-01', '2026-11-02'],
      datasets: [{ label: 'M', data: [1, 2] }],
    };
    const x = (options({ data: days, language: 'fr' }).axes ?? [])[0];
    const values = x?.values as (plot: unknown, splits: number[]) => string[];
    expect(values({}, [0, 1])).to.deep.equal(['1 nov.', '2 nov.']);
  });

  it('spaces the x ticks by the widest label, so no two labels collide', () => {
    const days: ChartData = {
      labels: ['2026-11-01', '2026-11-02'],
      datasets: [{ label: 'M', data: [1, 2] }],
    };
    const x = (options({ data: days }).axes ?? [])[0];
    expect(x?.space).to.equal(xLabelSpace(['Nov 1', 'Nov 2']));
    expect(xLabelSpace(['Nov 1', 'Nov 22'])).to.be.greaterThan('Nov 22'.length * 15 * 0.6);
  });

  it('counts start at 0 and tick whole steps; other values keep their own range', () => {
    const counts: ChartData = { labels: ['a', 'b'], datasets: [{ label: 'Meetings', data: [3, 8] }] };
    const built = options({ data: counts });
    const range = built.scales?.y?.range as (plot: unknown, min: number, max: number) => [number, number];
    expect(range({}, 3, 8)).to.deep.equal([0, 8]);
    expect((built.axes ?? [])[1]?.incrs).to.deep.equal([1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]);
    const rates: ChartData = { labels: ['a', 'b'], datasets: [{ label: 'Bitrate', data: [215.5, 240] }] };
    expect(options({ data: rates }).scales?.y).to.equal(undefined);
  });

  it('names the unit on the y axis', () => {
    expect((options({ unit: 'kB/s' }).axes ?? [])[1]?.label).to.equal('kB/s');
    expect((options().axes ?? [])[1]?.label).to.equal(undefined);
  });

  it('uses font size 15 on both axes', () => {
    for (const axis of options().axes ?? []) expect(axis.font).to.equal('15px Test Sans');
  });

  it('is responsive with a fixed aspect ratio: the height follows the width', () => {
    expect(lineSize(600)).to.deep.equal({ width: 600, height: 300 });
    expect(lineSize(380)).to.deep.equal({ width: 380, height: 190 });
    const built = options({ width: 800 });
    expect([built.width, built.height]).to.deep.equal([800, 400]);
  });

  it('draws lines 3 wide', () => {
    for (const series of (options().series ?? []).slice(1)) expect(series.width).to.equal(3);
  });

  it('cycles the palette of five (blue, primary, green, red, yellow) over the series, never repeating a colour', () => {
    const strokes = (options().series ?? []).slice(1).map((series, index) => paint(series.stroke, {}, index));
    expect(strokes).to.deep.equal(['#0000aa', '#ff8800', '#00aa00', '#aa0000', '#eeee00', '#6666cc']);
  });

  it('fills nothing when area is false', () => {
    for (const series of (options().series ?? []).slice(1)) expect(series.fill).to.equal(undefined);
  });

  it('area fill is a gradient with 70 hex alpha from the line colour to a light neutral', () => {
    const stops: [number, string][] = [];
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const create = ctx.createLinearGradient.bind(ctx);
    ctx.createLinearGradient = (...args) => {
      const gradient = create(...args);
      const add = gradient.addColorStop.bind(gradient);
      gradient.addColorStop = (offset, color) => {
        stops.push([offset, color]);
        add(offset, color);
      };
      return gradient;
    };
    const series = options({ area: true }).series ?? [];
    const plot = { ctx, bbox: { top: 30, height: 200, left: 0, width: 500 } };
    expect(paint(series[2]?.fill, plot, 2)).to.be.instanceOf(CanvasGradient);
    expect(stops).to.deep.equal([
      [0, '#ff880070'],
      [1, '#f0f0f070'],
    ]);
  });

  it('appends the hex alpha only to colours it can extend', () => {
    expect(withAlpha('#123456', '70')).to.equal('#12345670');
    expect(withAlpha('#abc', '70')).to.equal('#aabbcc70');
    expect(withAlpha('rgba(1, 2, 3, 0.5)', '70')).to.equal('rgba(1, 2, 3, 0.5)');
    expect(areaFill(theme, 0)).to.be.a('function');
  });

  it('draws data labels in a draw hook only when showLabels is true', () => {
    expect(options().hooks?.draw).to.have.length(1);
    expect(options({ showLabels: false }).hooks?.draw).to.equal(undefined);
  });

  it('leaves half a category beside the first and last points', () => {
    const range = options().scales?.x?.range as (self: unknown, min: number, max: number) => [number, number];
    expect(range({}, 0, 2)).to.deep.equal([-0.5, 2.5]);
  });

  it('names the x ticks after the labels', () => {
    const axis = (options().axes ?? [])[0];
    const values = axis?.values as (self: unknown, splits: number[]) => string[];
    expect(values({}, [0, 1, 2])).to.deep.equal(['Jan', 'Feb', 'Mar']);
  });

  it('gives uPlot one column of category indexes, then one per dataset with gaps kept', () => {
    const data = lineData({ labels: ['a', 'b'], datasets: [{ label: 'x', data: [5] }] });
    expect(data).to.deep.equal([
      [0, 1],
      [5, null],
    ]);
  });
});

describe('labelsFit', () => {
  it('keeps labels while each point has room for one, drops them past that', () => {
    expect(labelsFit(10, 10 * LABEL_ROOM)).to.equal(true);
    expect(labelsFit(11, 10 * LABEL_ROOM)).to.equal(false);
    expect(labelsFit(100_000, 1280)).to.equal(false);
  });
});
