import { expect } from '@open-wc/testing';
import { PRELOAD_ERROR_EVENT, type PreloadErrorDetail, preloadScreen } from './preload';

const failing = (error: Error) => () => Promise.reject(error);

describe('screen preload', () => {
  it('a screen that loads is returned as it is, without an event', async () => {
    let raised = 0;
    const count = () => raised++;
    window.addEventListener(PRELOAD_ERROR_EVENT, count);
    const loaded = await preloadScreen(
      'dashboard',
      () => Promise.resolve('module'),
      () => 'fallback',
    );
    window.removeEventListener(PRELOAD_ERROR_EVENT, count);
    expect([loaded, raised]).to.deep.equal(['module', 0]);
  });

  it('a failed load raises a cancelable meet-preload-error on window with the error', async () => {
    const error = new Error('chunk missing');
    let seen: CustomEvent<PreloadErrorDetail> | undefined;
    const listener = (event: Event) => {
      seen = event as CustomEvent<PreloadErrorDetail>;
      event.preventDefault();
    };
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const result = await preloadScreen('account', failing(error), () => 'fallback');
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    expect(seen?.cancelable).to.equal(true);
    expect(seen?.detail).to.deep.equal({ error, screen: 'account' });
    expect(result).to.equal('fallback');
  });

  it('the error is rethrown when no listener called preventDefault', async () => {
    const error = new Error('chunk missing');
    let raised = 0;
    const listener = () => raised++;
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const outcome = await preloadScreen('account', failing(error), () => 'fallback').then(
      () => null,
      (thrown: unknown) => thrown,
    );
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    expect(outcome).to.equal(error);
    expect(raised).to.equal(1);
  });
});
