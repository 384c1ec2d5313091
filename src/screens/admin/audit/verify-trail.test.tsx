import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../../tests/support/fake-server';
import { render } from '../../../../tests/support/render';
import { waitUntil } from '../../../../tests/support/wait';
import { $auditVerification } from '../../../core/admin/audit';
import { resetFetch, setFetch } from '../../../core/api/transport';
import { loadNamespaces, setLanguage } from '../../../core/i18n';
import { startSession } from '../../../core/stores/session';
import { VerifyTrail } from './verify-trail';

describe('audit verification', () => {
  beforeEach(() => {
    resetForTest();
    $auditVerification.set({ state: 'idle' });
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    setFetch(
      fakeServer({
        'GET web/admin/audit/verification': reply(200, {
          ok: false,
          checked: 41,
          brokenAt: 42,
          reason: 'head',
        }),
      }).fetch,
    );
  });
  afterEach(async () => {
    resetFetch();
    await setLanguage('en');
  });

  for (const [language, verify, said, show] of [
    [
      'en',
      'Verify the trail',
      'The chain breaks at entry 42: the end of the trail does not match its head kept outside the database',
      'Open entry 42',
    ],
    [
      'de',
      'Protokoll prüfen',
      'Die Kette bricht bei Eintrag 42: Das Ende des Protokolls passt nicht zu seinem außerhalb der Datenbank gespeicherten Kopf',
      'Eintrag 42 öffnen',
    ],
  ] as const) {
    it(`an end that misses the head kept outside the database is said as such, with a link to its entry (${language})`, async () => {
      await setLanguage(language);
      await loadNamespaces(['audit', 'error']);
      const { host, unmount } = render(<VerifyTrail />);
      await waitUntil(() => host.querySelector('button')?.textContent === verify, 'the button');
      host.querySelector('button')?.click();
      await waitUntil(() => host.querySelector('[role="status"] a'), 'the verdict');
      const status = host.querySelector('[role="status"]') as HTMLElement;
      expect(status.textContent).to.contain(said);
      // The verdict is the one alert, in its error tone with its icon, inside the live region that announces it.
      const alert = status.querySelector('.alert') as HTMLElement;
      expect(alert.className).to.equal('alert');
      expect(alert.firstElementChild?.localName).to.equal('svg');
      expect(alert.getAttribute('role')).to.equal(null);
      const link = status.querySelector('a') as HTMLAnchorElement;
      expect(link.textContent).to.equal(show);
      expect(link.getAttribute('href')).to.match(/\/audit\/42$/);
      unmount();
    });
  }

  it('a trail that holds is said in the success tone of the one alert, in the same live region', async () => {
    setFetch(fakeServer({ 'GET web/admin/audit/verification': reply(200, { ok: true, checked: 41 }) }).fetch);
    await loadNamespaces(['audit', 'error']);
    const { host, unmount } = render(<VerifyTrail />);
    await waitUntil(() => host.querySelector('button')?.textContent === 'Verify the trail', 'the button');
    const status = host.querySelector('[role="status"]') as HTMLElement;
    expect(status.textContent).to.equal('');
    host.querySelector('button')?.click();
    await waitUntil(() => status.querySelector('.alert--success'), 'the verdict');
    expect(host.querySelector('[role="status"]')).to.equal(status);
    expect(status.textContent).to.contain('The trail holds: 41 entries checked.');
    // Its icon may come with the whole icon set, a moment later.
    await waitUntil(() => status.querySelector('.alert--success > svg'), 'the success icon');
    unmount();
  });
});
