import { expect, fixture, html } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { waitUntil } from '../../tests/support/wait';
import { sheet, useStyleSheets } from './styles';

const SHEETS = [sheet('.styled { color: rgb(1, 2, 3); }')];

function Styled() {
  const adopt = useStyleSheets(SHEETS);
  return (
    <p ref={adopt} className="styled">
      styled
    </p>
  );
}

describe('useStyleSheets', () => {
  it('adopts its sheets into the shadow root the node lands in', async () => {
    const host = await fixture(html`<div></div>`);
    const shadow = host.attachShadow({ mode: 'open' });
    createRoot(shadow).render(<Styled />);
    await waitUntil(() => shadow.querySelector('.styled'), 'drawn');
    expect(shadow.adoptedStyleSheets).to.include(SHEETS[0]);
  });

  it('does nothing for a node drawn outside any document (an element that already left the page)', async () => {
    const detached = document.createElement('div');
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      createRoot(detached).render(<Styled />);
      await waitUntil(() => detached.querySelector('.styled'), 'drawn');
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).to.deep.equal([]);
  });
});
