// The entry of the application's pages defines `<meet-app>` once a frame has been painted, not when it is evaluated:
// the login view index.html carries is then on screen before React and the core run.
import { expect } from '@open-wc/testing';

describe("the application pages' entry", () => {
  it('defines meet-app after the next frame, not when it is imported', async () => {
    // The application's modules are in already, as the page's preloads have them: only the wait is left.
    await Promise.all([import('../screens/app/app'), import('./define')]);
    // A static import of the application would have defined it by the time the import is done.
    await import('./app-page');
    expect(customElements.get('meet-app'), 'defined once imported').to.equal(undefined);
    // Called in the same frame as the entry's own, just before that frame is painted.
    let painted = false;
    requestAnimationFrame(() => {
      painted = true;
    });
    await customElements.whenDefined('meet-app');
    expect(painted, 'a frame was painted before meet-app was defined').to.equal(true);
  });
});
