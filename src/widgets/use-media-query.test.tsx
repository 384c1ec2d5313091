import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useMediaQuery } from './use-media-query';

let rerender: () => void = () => {};

function Probe({ media }: { media: string }) {
  const [, setCount] = useState(0);
  rerender = () => setCount((count) => count + 1);
  return <output>{useMediaQuery(media) ? 'yes' : 'no'}</output>;
}

describe('useMediaQuery', () => {
  it('asks the browser for a query once and listens once, however often the component renders', () => {
    const media = '(min-width: 1px)';
    const realMatchMedia = window.matchMedia;
    const asked: string[] = [];
    let listening = 0;
    window.matchMedia = (query: string) => {
      asked.push(query);
      const list = realMatchMedia.call(window, query);
      const add = list.addEventListener.bind(list);
      const remove = list.removeEventListener.bind(list);
      list.addEventListener = (...args: Parameters<MediaQueryList['addEventListener']>) => {
        listening++;
        add(...args);
      };
      list.removeEventListener = (...args: Parameters<MediaQueryList['removeEventListener']>) => {
        listening--;
        remove(...args);
      };
      return list;
    };
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      flushSync(() => root.render(<Probe media={media} />));
      expect(host.textContent).to.equal('yes');
      for (let i = 0; i < 20; i++) flushSync(() => rerender());
      expect(asked).to.deep.equal([media]);
      expect(listening).to.equal(1);
      flushSync(() => root.unmount());
      expect(listening).to.equal(0);
    } finally {
      window.matchMedia = realMatchMedia;
      host.remove();
    }
  });
});
