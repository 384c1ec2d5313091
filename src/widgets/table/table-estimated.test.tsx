import { expect, fixture, html } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { waitUntil } from '../../../tests/support/wait';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { Table } from './table';

const COLUMNS = [{ name: 'name', translation: 'Name' }];
const ROWS = Array.from({ length: 10 }, (_, i) => ({ name: `Person ${i + 1}` }));

/** The paging bar's range text of a server-paged table of `total` rows. */
async function rangeOf(totalEstimated: boolean): Promise<string> {
  const host = await fixture(html`<div></div>`);
  const shadow = host.attachShadow({ mode: 'open' });
  createRoot(shadow).render(
    <Table
      columns={COLUMNS}
      rows={ROWS}
      total={990_000}
      page={1}
      pageSize={10}
      totalEstimated={totalEstimated}
    />,
  );
  await waitUntil(() => shadow.querySelector('.range')?.textContent?.includes('990'), 'range drawn');
  return shadow.querySelector('.range')?.textContent ?? '';
}

describe('a table of a server list with an estimated total', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['table']);
  });

  it('says the total is approximate when the server estimated it, and exact otherwise', async () => {
    expect(await rangeOf(true)).to.equal('1–10 of about 990000');
    expect(await rangeOf(false)).to.equal('1–10 of 990000');
  });
});
