// Times the table and the line chart at their largest: a page of 500 rows, a chart of 100,000 points. Each
// figure runs from putting the element on the page to the frame after it drew: the median of RUNS rounds for
// the table, CHART_RUNS for the chart.
import '../../src/elements/meet-chart';
import '../../src/elements/meet-table';

/** What the bench reports: milliseconds and DOM nodes. */
export interface RenderResult {
  table500RenderMs: number;
  table500DomNodes: number;
  chart100kRenderMs: number;
  chart100kDomNodes: number;
  chart100kNoLabelsRenderMs: number;
}

declare global {
  interface Window {
    runRenderBench?: () => Promise<RenderResult>;
  }
}

const RUNS = 5;
/** A chart of 100,000 points takes long enough on these machines that one round of each is what we afford. */
const CHART_RUNS = 1;
const TABLE_ROWS = 500;
const CHART_POINTS = 100_000;

type Bench = HTMLElement & Record<string, unknown>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// The next frame, then the task after it: what was drawn has been laid out and painted.
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function until(ready: () => boolean): Promise<void> {
  const give = performance.now() + 60_000;
  while (!ready()) {
    if (performance.now() > give) throw new Error('the element never drew');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const nodesOf = (element: Element) => element.shadowRoot?.querySelectorAll('*').length ?? 0;

const COLUMNS = ['email', 'firstName', 'lastName', 'login', 'language', 'registrationDate', 'roles'].map(
  (name) => ({ name, translation: name, sortable: true }),
);
const ROWS = Array.from({ length: TABLE_ROWS }, (_, i) => ({
  email: `user${i}@example.com`,
  firstName: `First ${i}`,
  lastName: `Last ${i}`,
  login: `user${i}`,
  language: 'en',
  registrationDate: '2026-01-02',
  roles: i % 10 === 0 ? 'administrator' : '',
}));

async function renderTable(): Promise<{ ms: number; nodes: number }> {
  const element = document.createElement('meet-table') as Bench;
  element.setAttribute('page-size', String(TABLE_ROWS));
  element.setAttribute('label', 'Users');
  const started = performance.now();
  element.columns = COLUMNS;
  element.rows = ROWS;
  document.body.append(element);
  await until(() => element.shadowRoot?.querySelectorAll('tbody tr').length === TABLE_ROWS);
  await painted();
  const ms = performance.now() - started;
  const nodes = nodesOf(element);
  element.remove();
  return { ms, nodes };
}

const CHART = {
  labels: Array.from({ length: CHART_POINTS }, (_, i) => String(i + 1)),
  datasets: [
    {
      label: 'Participants',
      data: Array.from({ length: CHART_POINTS }, (_, i) => 50 + Math.round(40 * Math.sin(i / 500))),
    },
  ],
};

async function renderChart(showLabels: boolean): Promise<{ ms: number; nodes: number }> {
  const element = document.createElement('meet-chart') as Bench;
  element.setAttribute('label', 'Participants per minute');
  element.setAttribute('show-labels', String(showLabels));
  const started = performance.now();
  element.data = CHART;
  document.body.append(element);
  await until(() => Boolean(element.shadowRoot?.querySelector('canvas')));
  await painted();
  const ms = performance.now() - started;
  const nodes = nodesOf(element);
  element.remove();
  return { ms, nodes };
}

window.runRenderBench = async () => {
  await renderTable(); // warm-up: modules, translations, JIT
  const tables = [];
  for (let run = 0; run < RUNS; run += 1) tables.push(await renderTable());
  const charts = [];
  const bare = [];
  for (let run = 0; run < CHART_RUNS; run += 1) {
    charts.push(await renderChart(true));
    bare.push(await renderChart(false));
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    table500RenderMs: round(median(tables.map((r) => r.ms))),
    table500DomNodes: tables[0]?.nodes ?? 0,
    chart100kRenderMs: round(median(charts.map((r) => r.ms))),
    chart100kDomNodes: charts[0]?.nodes ?? 0,
    chart100kNoLabelsRenderMs: round(median(bare.map((r) => r.ms))),
  };
};
