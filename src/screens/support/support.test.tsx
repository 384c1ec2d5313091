import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { resetForTest } from '../../../tests/support/fake-server';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import type { PublicSettings } from '../../core/api/types';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { $publicSettings } from '../../core/stores/public-settings';
import { Support } from './support';

// Monday 6 January 2025, 12:30 in Paris (11:30 UTC): the noon break, except for the Spanish desk.
const MONDAY_NOON = new Date(Date.UTC(2025, 0, 6, 11, 30));

describe('support screen', () => {
  let view: ReturnType<typeof render>;
  const text = () => view.host.textContent ?? '';

  before(async () => {
    await loadNamespaces(['public']);
  });
  beforeEach(() => {
    resetForTest();
    $publicSettings.set({
      supportPath: 'https://support.example.com/',
      helpPath: 'https://help.example.com/',
    } as PublicSettings);
  });
  afterEach(async () => {
    view.unmount();
    await setLanguage('en');
  });

  async function open(language: 'en' | 'es' | 'de') {
    await setLanguage(language);
    await loadNamespaces('public');
    view = render(<Support now={MONDAY_NOON} />);
    await waitUntil(() => view.host.querySelector('h1'), 'the screen renders');
  }

  it('shows e-mail, phone and the schedule Monday to Friday 9:00-12:00 and 14:00-18:00 Central European Time', async () => {
    await open('en');
    expect(view.host.querySelector('a[href^="mailto:"]')).to.not.equal(null);
    expect(view.host.querySelector('a[href^="tel:"]')).to.not.equal(null);
    expect(text()).to.include('Monday to Friday, 9:00–12:00 and 14:00–18:00');
    expect(text()).to.include('Central European Time');
    expect(text()).to.include('Closed now');
    const { violations } = await axe.run(view.host);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('in Spanish the hours are 9:00-18:00, open through noon', async () => {
    await open('es');
    expect(text()).to.include('De lunes a viernes, 9:00–18:00');
    expect(text()).not.to.include('14:00');
    expect(text()).to.include('Abierto ahora');
  });

  it('links to the support and help addresses of the public settings', async () => {
    await open('de');
    const href = (name: string) =>
      [...view.host.querySelectorAll('a')].find((a) => a.textContent === name)?.href;
    expect(href('Support-Center')).to.equal('https://support.example.com/');
    expect(href('Hilfe-Center')).to.equal('https://help.example.com/');
    expect(text()).to.include('Montag bis Freitag, 9:00–12:00 Uhr und 14:00–18:00 Uhr');
  });

  it('an address that is not a web page is not linked', async () => {
    $publicSettings.set({ supportPath: 'javascript:alert(1)', helpPath: '' } as PublicSettings);
    await open('en');
    expect(view.host.querySelector('a[href^="javascript"]')).to.equal(null);
    expect(text()).not.to.include('Online help');
  });
});
