import { expect } from '@open-wc/testing';
import { waitUntil } from '../../tests/support/wait';
import { isLoaded, setLanguage } from '../core/i18n';
import { defineElement } from '../elements/define';
import { useT } from './use-t';

function Title() {
  const t = useT('gallery');
  return <h1>{t('title')}</h1>;
}
defineElement('meet-test-title', Title);

describe('useT', () => {
  it('shows a busy placeholder while the namespace loads, never the raw key nor an empty heading', async () => {
    await setLanguage('en');
    const element = document.createElement('meet-test-title');
    const root = element.shadowRoot as ShadowRoot;
    const heading = () => root.querySelector('h1')?.textContent ?? '';
    // Every text the heading ever shows, from its first render on; the placeholder before it.
    const seen: string[] = [];
    let placeholder = false;
    const observer = new MutationObserver(() => {
      if (root.querySelector('[aria-busy="true"]')) placeholder = true;
      if (root.querySelector('h1')) seen.push(heading());
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
});
