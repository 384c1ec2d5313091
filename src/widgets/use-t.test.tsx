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
  it('shows nothing while the namespace loads, never the raw key, then the translation', async () => {
    await setLanguage('en');
    const element = document.createElement('meet-test-title');
    const root = element.shadowRoot as ShadowRoot;
    const heading = () => root.querySelector('h1')?.textContent ?? '';
    // Every text the heading ever shows, from its first render on.
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(heading()));
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    document.body.append(element);
    try {
      await waitUntil(() => heading() === 'Widget gallery', 'translated');
      expect(isLoaded('gallery')).to.equal(true);
      expect(seen).not.to.include('title');
    } finally {
      observer.disconnect();
      element.remove();
    }
  });
});
