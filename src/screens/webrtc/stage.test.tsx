import { expect } from '@open-wc/testing';
import { cleanStores } from 'nanostores';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { $layout, $pinned, $recentSpeakers, $tilePage, chooseLayout } from '../../core/webrtc';
import { LAYOUT_KEY } from '../../core/webrtc/layout';
import { clearParticipants, setRoster } from '../../core/webrtc/participants';
import { ControlBar } from './control-bar';
import { Stage } from './stage';

const roster = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Guest ${i + 1}`,
    audio: true,
    video: true,
    screen: false,
  }));

describe('the stage: pages past the tiles that fit, pinning, layouts', () => {
  let view: ReturnType<typeof render>;
  const $ = (selector: string) => view.host.querySelector(selector);
  const names = (selector: string) =>
    [...view.host.querySelectorAll(`${selector} .tile-name span`)].map((node) => node.textContent);

  before(async () => {
    await setLanguage('en');
    await loadNamespaces('meeting');
  });
  beforeEach(() => {
    localStorage.clear();
    chooseLayout('grid');
    view = render(
      <>
        <Stage />
        <ControlBar panel={null} unread={0} onPanel={() => {}} onShortcuts={() => {}} />
      </>,
    );
  });
  afterEach(() => {
    view.unmount();
    clearParticipants();
    $pinned.set(null);
    $tilePage.set(0);
    $recentSpeakers.set([]);
    cleanStores($recentSpeakers);
  });

  it('20 people: 16 tiles, the most recent speakers among them, a page control with the count not shown; never a scrolling list', async () => {
    setRoster([{ id: 'me', name: 'Me', audio: true, video: true, screen: false }, ...roster(20)], 'me');
    $recentSpeakers.set(['p20', 'p18']);
    await waitUntil(() => $('.tile-pages'), 'the page control shows');
    expect(view.host.querySelectorAll('.grid li.tile').length).to.equal(16);
    expect(names('.grid')).to.include.members(['Guest 20', 'Guest 18']);
    const control = $('.tile-pages') as HTMLElement;
    expect(control.textContent).to.contain('Page 1 of 2').and.contain('4 participants not shown');
    const [previous, next] = control.querySelectorAll('button');
    expect(previous?.disabled).to.equal(true);
    next?.click();
    await waitUntil(() => control.textContent?.includes('Page 2 of 2'), 'the next page');
    expect(names('.grid')).to.deep.equal(['Guest 15', 'Guest 16', 'Guest 17', 'Guest 19']);
    expect(control.textContent).to.contain('16 participants not shown');
  });

  it('a pinned tile becomes the large one, for this guest only; pinning it again puts it back', async () => {
    setRoster([{ id: 'me', name: 'Me', audio: true, video: true, screen: false }, ...roster(3)], 'me');
    await waitUntil(() => view.host.querySelectorAll('.grid li.tile').length === 3, 'three tiles');
    const pinButton = () =>
      [...view.host.querySelectorAll<HTMLButtonElement>('.pin-button')].find(
        (b) => b.getAttribute('aria-label') === 'Pin Guest 2 as the large tile',
      );
    pinButton()?.click();
    await waitUntil(() => names('.spotlight').join() === 'Guest 2', 'Guest 2 is large');
    expect(names('.strip')).to.deep.equal(['Guest 1', 'Guest 3']);
    expect(pinButton()?.getAttribute('aria-pressed')).to.equal('true');
    pinButton()?.click();
    await waitUntil(() => $('.spotlight') === null, 'back to the grid');
  });

  it('the layout is chosen from the bar by radio buttons, in the top layer above the button, and remembered; the sidebar puts the others in a column', async () => {
    setRoster([{ id: 'me', name: 'Me', audio: true, video: true, screen: false }, ...roster(3)], 'me');
    await waitUntil(() => view.host.querySelector('.bar-popup'), 'the bar renders');
    const layoutButton = [...view.host.querySelectorAll<HTMLButtonElement>('.bar-popup > button')].find(
      (b) => b.querySelector('.bar-label')?.textContent === 'Layout',
    );
    layoutButton?.click();
    await waitUntil(() => view.host.querySelector('.layout-picker'), 'the layouts open');
    const picker = view.host.querySelector('.layout-picker') as HTMLElement;
    expect(picker.matches(':popover-open'), 'in the top layer').to.equal(true);
    expect(picker.getBoundingClientRect().bottom).to.be.at.most(
      (layoutButton as HTMLElement).getBoundingClientRect().top,
    );
    const sidebar = [...view.host.querySelectorAll<HTMLInputElement>('.layout-picker input')].find(
      (input) => input.value === 'sidebar',
    );
    sidebar?.click();
    await waitUntil(() => $('.stage--sidebar'), 'the sidebar layout');
    expect([$layout.get(), localStorage.getItem(LAYOUT_KEY)]).to.deep.equal(['sidebar', 'sidebar']);
    expect(names('.spotlight')).to.have.length(1);
    expect(names('.strip')).to.have.length(2);
  });
});
