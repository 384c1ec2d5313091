import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { waitUntil } from '../../tests/support/wait';
import { isLoaded, setLanguage } from '../core/i18n';
import { defineElement } from '../elements/define';
import { useT } from './use-t';

function Title() {
  const t = useT('gallery');
  return <h1>{t('title')}</h1>;
}
defineElement('meet-test-title', Title);

function Later() {
  const t = useT('maintenance');
  return <h2>{t('title')}</h2>;
}

/** A field typed into, and a part reading a namespace nobody loaded yet, shown on demand. */
function Form() {
  const [more, setMore] = useState(false);
  return (
    <>
      <input aria-label="Note" />
      <button type="button" onClick={() => setMore(true)}>
        More
      </button>
      {more && <Later />}
    </>
  );
}
defineElement('meet-test-form', Form);

describe('useT', () => {
  it('shows a busy placeholder while the namespace loads, never the raw key nor an empty heading on screen', async () => {
    await setLanguage('en');
    const element = document.createElement('meet-test-title');
    const root = element.shadowRoot as ShadowRoot;
    const heading = () => root.querySelector('h1')?.textContent ?? '';
    // Every text the heading ever shows on screen, from its first render on; the placeholder before it.
    const seen: string[] = [];
    let placeholder = false;
    const observer = new MutationObserver(() => {
      if (root.querySelector('[aria-busy="true"]')) placeholder = true;
      const shown = root.querySelector('h1');
      if (shown && shown.getClientRects().length > 0) seen.push(heading());
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    document.body.append(element);
    try {
      await waitUntil(() => heading() === 'Widget gallery', 'translated');
      expect(isLoaded('gallery')).to.equal(true);
      expect(placeholder, 'a placeholder stood in').to.equal(true);
      expect([...new Set(seen)]).to.deep.equal(['Widget gallery']);
    } finally {
      observer.disconnect();
      element.remove();
    }
  });

  it('keeps what was typed while a part shown later waits for its texts, and reports no error', async () => {
    await setLanguage('en');
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const element = document.createElement('meet-test-form');
    const root = element.shadowRoot as ShadowRoot;
    document.body.append(element);
    try {
      await waitUntil(() => root.querySelector('input'), 'the form');
      const input = root.querySelector('input') as HTMLInputElement;
      input.value = 'typed';
      (root.querySelector('button') as HTMLButtonElement).click();
      await waitUntil(() => root.querySelector('h2')?.textContent === 'Maintenance', 'the later part');
      expect(root.querySelector('input')).to.equal(input);
      expect(input.value).to.equal('typed');
      expect(input.getClientRects().length, 'the form shows again').to.be.greaterThan(0);
      expect(errors).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      element.remove();
    }
  });
});
