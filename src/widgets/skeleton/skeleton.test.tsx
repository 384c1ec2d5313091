import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { setColorScheme } from '../../core/theme/scheme';
import { adoptTheme } from '../../core/theme/sheet';
import { Skeleton } from './skeleton';

describe('loading skeleton', () => {
  before(() => adoptTheme(document));
  afterEach(() => setColorScheme('system'));

  it('a list waits in its shape: title, filter, toolbar and a page of 10 rows under a header row', async () => {
    const { host, unmount } = render(<Skeleton shape="list" label="Loading…" />);
    try {
      await waitUntil(() => host.querySelector('.skeleton__bar--row')?.getBoundingClientRect().height);
      expect(host.querySelectorAll('.skeleton__bar--row')).to.have.length(11);
      expect(host.querySelector('.skeleton__bar--control')?.getBoundingClientRect().height).to.equal(44);
      expect(host.querySelectorAll('.skeleton__card')).to.have.length(0);
    } finally {
      unmount();
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`a dashboard waits as cards; only its label is read out, and it passes axe in ${scheme} mode`, async () => {
      setColorScheme(scheme);
      const { host, unmount } = render(<Skeleton shape="dashboard" label="Loading…" />);
      try {
        await waitUntil(() => host.querySelector('.skeleton__card')?.getBoundingClientRect().height);
        expect(host.querySelectorAll('.skeleton__card')).to.have.length(4);
        const status = host.querySelector('[role=status]');
        expect(status?.getAttribute('aria-busy')).to.equal('true');
        expect(status?.textContent).to.equal('Loading…');
        const result = await axe.run(host);
        expect(result.violations.map((violation) => violation.id)).to.deep.equal([]);
      } finally {
        unmount();
      }
    });
  }
});
