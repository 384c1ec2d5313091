import { expect } from '@open-wc/testing';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { $background, $backgroundStatus, chooseBackground } from '../../core/webrtc';
import { BACKGROUND_KEY } from '../../core/webrtc/background';
import { BackgroundNotice } from './background-notice';

describe('the background notice: frames dropping or no start, and the effect turned off from it', () => {
  let view: ReturnType<typeof render>;

  before(async () => {
    await setLanguage('en');
    await loadNamespaces('meeting');
  });
  beforeEach(() => {
    chooseBackground('blur');
    $backgroundStatus.set('ready');
    view = render(<BackgroundNotice />);
  });
  afterEach(() => {
    view.unmount();
    chooseBackground('none');
    $backgroundStatus.set('idle');
  });

  it('says nothing while the effect keeps up', () => {
    expect(view.host.querySelector('[role="alert"]')?.textContent ?? '').to.equal('');
  });

  it('says the effect is too slow when frames drop, and its button turns the effect off, remembered', async () => {
    $backgroundStatus.set('slow');
    await waitUntil(() => view.host.textContent?.includes('too slow on this device'));
    expect(localStorage.getItem(BACKGROUND_KEY)).to.equal('blur');
    const button = [...view.host.querySelectorAll('button')].find(
      (b) => b.textContent === 'Turn the effect off',
    );
    button?.click();
    await waitUntil(() => !view.host.textContent?.includes('too slow'));
    expect($background.get()).to.equal('none');
    expect(localStorage.getItem(BACKGROUND_KEY)).to.equal(null);
  });

  it('says the effect could not start, the camera going out as it is', async () => {
    $backgroundStatus.set('failed');
    await waitUntil(() => view.host.textContent?.includes('could not start in this browser'));
  });
});
