import { expect, fixture, html } from '@open-wc/testing';
import axe from 'axe-core';
import { waitUntil } from '../../../tests/support/wait';
import '../../elements/meet-chart';
import { shades } from '../../core/theme/css';
import { DEFAULT_THEME } from '../../core/theme/default-theme';
import type { ChartData } from './chart-types';
import { PIE_SIZE, pieSlices } from './pie-geometry';

type ChartElement = HTMLElement & { data?: ChartData };

const PLATFORMS: ChartData = {
  labels: ['Windows', 'macOS', 'Linux', 'Android', 'iOS', 'Web'],
  datasets: [{ label: 'Clients', data: [30, 20, 10, 15, 5, 20] }],
};

async function pie(template: ReturnType<typeof html>, data: ChartData = PLATFORMS) {
  const element = (await fixture(template)) as ChartElement;
  element.data = data;
  // Drawn and laid out: the view stays hidden while its texts load, and a hidden path has no fill.
  await waitUntil(
    () => element.shadowRoot?.querySelector('.meet-chart__svg > path')?.getBoundingClientRect().width,
    'slices drawn and shown',
  );
  return element.shadowRoot as ShadowRoot;
}

/** `#rrggbb` as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('<meet-chart> pie and doughnut', () => {
  it('cycles the palette of five over the slices, the second turn in shade 60: no colour repeats', async () => {
    const root = await pie(html`<meet-chart type="pie"></meet-chart>`);
    const fills = [...root.querySelectorAll('.meet-chart__svg > path')].map(
      (path) => getComputedStyle(path).fill,
    );
    const { systemBlue, primary, systemGreen, systemRed, systemYellow } = DEFAULT_THEME;
    expect(fills).to.deep.equal(
      [systemBlue, primary, systemGreen, systemRed, systemYellow, shades(systemBlue)[60]].map(rgb),
    );
  });

  it('draws slices with border width 0', async () => {
    const root = await pie(html`<meet-chart type="doughnut"></meet-chart>`);
    for (const path of root.querySelectorAll('.meet-chart__svg > path')) {
      expect(getComputedStyle(path).strokeWidth).to.equal('0px');
    }
  });

  it('centres each label (value plus unit) in its slice when it fits there, else puts it outside on a leader line', async () => {
    const root = await pie(html`<meet-chart type="doughnut" unit="ms"></meet-chart>`);
    const paths = [...root.querySelectorAll<SVGPathElement>('.meet-chart__svg > path')];
    const labels = [...root.querySelectorAll<SVGTextElement>('.meet-chart__data-label')];
    expect(labels.map((label) => label.textContent)).to.deep.equal([
      '30 ms',
      '20 ms',
      '10 ms',
      '15 ms',
      '5 ms',
      '20 ms',
    ]);
    labels.forEach((label, index) => {
      const point = new DOMPoint(Number(label.getAttribute('x')), Number(label.getAttribute('y')));
      const leader = label.parentElement?.querySelector('.meet-chart__leader');
      if (label.getAttribute('text-anchor') === 'middle') {
        expect(paths[index]?.isPointInFill(point), `${label.textContent} in its slice`).to.equal(true);
        expect(leader, `${label.textContent} needs no leader`).to.equal(null);
      } else {
        expect(
          paths.some((path) => path.isPointInFill(point)),
          `${label.textContent} outside`,
        ).to.equal(false);
        expect(leader?.getAttribute('d'), `${label.textContent} has a leader`).to.match(/^M .* L .* L /);
      }
    });
    // The 5 ms slice (18 degrees) is too narrow for its label; the 30 ms one is wide enough.
    expect(labels[4]?.getAttribute('text-anchor')).to.not.equal('middle');
    expect(labels[0]?.getAttribute('text-anchor')).to.equal('middle');
  });

  it('slice labels never overlap one another, and stay inside the drawing', async () => {
    const cases = [
      [1, 5, 29],
      [30, 5, 1, 226],
      [1, 1, 1, 1, 1, 1, 1, 1, 100],
      [500, 1, 2, 1, 3, 1, 400, 1, 1],
      [3, 3, 3],
    ];
    for (const values of cases) {
      const data = { labels: values.map((_, at) => `S${at}`), datasets: [{ label: 'n', data: values }] };
      for (const type of ['pie', 'doughnut']) {
        const element = (await fixture(
          html`<meet-chart type=${type} unit="GB"></meet-chart>`,
        )) as ChartElement;
        element.data = data;
        const root = element.shadowRoot as ShadowRoot;
        await waitUntil(
          () => root.querySelectorAll('.meet-chart__data-label').length === values.length,
          'labels drawn',
        );
        await waitUntil(() => root.querySelector('.meet-chart__svg')?.getBoundingClientRect().width);
        const boxes = [...root.querySelectorAll<SVGTextElement>('.meet-chart__data-label')].map((label) =>
          label.getBoundingClientRect(),
        );
        const drawing = root.querySelector('.meet-chart__svg')?.getBoundingClientRect() as DOMRect;
        const name = `${type} ${values.join('/')}`;
        boxes.forEach((a, i) => {
          expect(a.left >= drawing.left - 0.5 && a.right <= drawing.right + 0.5, `${name}: label ${i} inside`)
            .to.be.true;
          expect(a.top >= drawing.top - 0.5 && a.bottom <= drawing.bottom + 0.5, `${name}: label ${i} inside`)
            .to.be.true;
          boxes.slice(i + 1).forEach((b, j) => {
            const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
            expect(apart, `${name}: labels ${i} and ${i + j + 1} overlap`).to.be.true;
          });
        });
      }
    }
  });

  it('a doughnut leaves its centre empty, a pie fills it', async () => {
    const centre = new DOMPoint(PIE_SIZE / 2 + 1, PIE_SIZE / 2 + 1);
    const filled = (root: ShadowRoot) =>
      [...root.querySelectorAll<SVGPathElement>('.meet-chart__svg > path')].some((path) =>
        path.isPointInFill(centre),
      );
    expect(filled(await pie(html`<meet-chart type="pie"></meet-chart>`))).to.equal(true);
    expect(filled(await pie(html`<meet-chart type="doughnut"></meet-chart>`))).to.equal(false);
  });

  it('shows a legend for pie and doughnut charts', async () => {
    const root = await pie(html`<meet-chart type="pie"></meet-chart>`);
    const items = [...root.querySelectorAll('.meet-chart__legend li')].map((item) => item.textContent);
    expect(items).to.deep.equal(PLATFORMS.labels);
  });

  it('draws no labels when showLabels is false', async () => {
    const root = await pie(html`<meet-chart type="pie" show-labels="false"></meet-chart>`);
    expect(root.querySelectorAll('.meet-chart__data-label')).to.have.length(0);
  });

  it('redraws when inputs change: a new data property changes the slices', async () => {
    const element = (await fixture(html`<meet-chart type="pie"></meet-chart>`)) as ChartElement;
    element.data = PLATFORMS;
    await waitUntil(() => element.shadowRoot?.querySelectorAll('.meet-chart__svg > path').length === 6);
    element.data = { labels: ['A', 'B'], datasets: [{ label: 'x', data: [1, 3] }] };
    await waitUntil(
      () => element.shadowRoot?.querySelectorAll('.meet-chart__svg > path').length === 2,
      'redrawn',
    );
  });

  it('gives every slice a share of the turn and skips empty values', () => {
    expect(pieSlices([0, null, -3], false)).to.deep.equal([]);
    const [whole] = pieSlices([null, 7], false);
    expect(whole?.index).to.equal(1);
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.append(path);
    document.body.append(svg);
    path.setAttribute('d', whole?.path ?? '');
    const side = PIE_SIZE / 2;
    for (const [x, y] of [
      [side, 5],
      [side, PIE_SIZE - 5],
      [5, side],
      [PIE_SIZE - 5, side],
    ]) {
      expect(path.isPointInFill(new DOMPoint(x, y)), `${x},${y}`).to.equal(true);
    }
    svg.remove();
  });

  it('one rule for every pie: its legend beside it when a 12rem pie and the legend fit, under it otherwise', async () => {
    // The dashboard's Meetings (labels outside on leader lines, long names) and My messages (two short names).
    const meetings: ChartData = {
      labels: ['Scheduled', 'Started', 'Waiting to end', 'Stopped in the last 30 days'],
      datasets: [{ label: 'Meetings', data: [29, 5, 1, 138] }],
    };
    const messages: ChartData = {
      labels: ['Sent', 'Received'],
      datasets: [{ label: 'Messages', data: [230, 652] }],
    };
    for (const data of [meetings, messages]) {
      const root = await pie(html`<meet-chart type="doughnut" style="width: 560px"></meet-chart>`, data);
      const place = () => {
        const svg = root.querySelector('.meet-chart__svg')?.getBoundingClientRect() as DOMRect;
        const legend = root.querySelector('.meet-chart__legend')?.getBoundingClientRect() as DOMRect;
        return { beside: legend.left >= svg.right, under: legend.top >= svg.bottom, svg };
      };
      expect(place().beside, `${data.labels.length} slices beside at 560 px`).to.equal(true);
      expect(place().svg.width).to.be.at.least(192);
      // Never wider than its own drawing: no pie blown up past 300 px across.
      const own = Number(root.querySelector('.meet-chart__svg')?.getAttribute('width'));
      expect(place().svg.width).to.be.at.most(own);
      (root.host as HTMLElement).style.width = '360px';
      await waitUntil(() => data === messages || place().under, 'the long legend goes under the pie');
      expect(place().beside || place().under).to.equal(true);
      expect(place().svg.right).to.be.at.most((root.host as HTMLElement).getBoundingClientRect().right);
    }
  });

  it('has a data table as its text alternative and passes axe', async () => {
    const root = await pie(html`<meet-chart type="doughnut" unit="%" label="Clients"></meet-chart>`);
    await waitUntil(
      () => root.querySelector('caption')?.textContent === 'Doughnut chart: Clients',
      'caption',
    );
    expect(root.querySelector('.meet-chart__svg')?.getAttribute('aria-hidden')).to.equal('true');
    const result = await axe.run(root.host);
    expect(result.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
