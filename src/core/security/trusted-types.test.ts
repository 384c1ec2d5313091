import { expect } from '@open-wc/testing';
import { attachPicker, pickerLocale } from '../../widgets/inputs/date/flatpickr-adapter';
import { hashPasswordInWorker } from '../auth/hash-client';
import { trustedRichText } from '../sanitize';
import { ownScriptUrl, POLICY_NAME, staticHtml } from './trusted-types';

// This page enforces the product's policy from here on, as the server's header does: every sink typed,
// only DOMPurify's policy and ours.
const meta = document.createElement('meta');
meta.httpEquiv = 'Content-Security-Policy';
meta.content = `require-trusted-types-for 'script'; trusted-types dompurify ${POLICY_NAME}`;
document.head.append(meta);

const WORDS = {
  to: 'to',
  year: 'Year',
  month: 'Month',
  hour: 'Hour',
  minute: 'Minute',
  week: 'Wk',
  scrollTitle: 's',
  toggleTitle: 't',
};

/** What assigning `value` to innerHTML does: '' when it works, else the error. */
function writeHtml(value: unknown): string {
  try {
    (document.createElement('div') as { innerHTML: unknown }).innerHTML = value;
    return '';
  } catch (error) {
    return String(error);
  }
}

describe('the page policy (Trusted Types)', () => {
  it('is enforced on this page: a plain string in an HTML sink is refused', () => {
    expect(writeHtml('<b>x</b>')).to.match(/TrustedHTML/);
  });

  it('the meet policy types known markup only, exact or matching a whole pattern', () => {
    expect(writeHtml(staticHtml('<i>known</i>', ['<i>known</i>']))).to.equal('');
    expect(writeHtml(staticHtml('<b>Mo</b>', [/<b>[a-z]+<\/b>/i]))).to.equal('');
    expect(() => staticHtml('<i>other</i>', ['<i>known</i>'])).to.throw(/known static markup/);
    expect(() => staticHtml('<b>Mo</b><img src=x>', [/<b>[a-z]+<\/b>/i])).to.throw(/known static markup/);
  });

  it('the meet policy types scripts of the product own origin only', () => {
    expect(String(ownScriptUrl(new URL('/worker.js', location.href)))).to.equal(
      `${location.origin}/worker.js`,
    );
    expect(() => ownScriptUrl('https://elsewhere.example.org/worker.js')).to.throw(/only scripts of/);
  });

  it('another policy, or ours a second time, cannot be created', () => {
    const factory = (
      window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }
    ).trustedTypes;
    expect(() => factory.createPolicy('other', {})).to.throw();
    expect(() => factory.createPolicy(POLICY_NAME, {})).to.throw();
  });

  it('rich text from DOMPurify goes into a sink as it is', () => {
    const holder = document.createElement('p');
    (holder as { innerHTML: unknown }).innerHTML = trustedRichText('a <b>bold</b> <script>x()</script>');
    expect(holder.querySelector('b')?.textContent).to.equal('bold');
    expect(holder.querySelector('script')).to.equal(null);
  });

  it('the date picker draws its arrows, month list and weekday row', () => {
    const input = document.createElement('input');
    const popup = document.createElement('div');
    document.body.append(input, popup);
    const picker = attachPicker(input, popup, {
      locale: pickerLocale('fr', WORDS),
      onChange: () => undefined,
    });
    try {
      picker.focusCalendar();
      const weekdays = [...popup.querySelectorAll('.flatpickr-weekday')].map((day) =>
        day.textContent?.trim(),
      );
      expect(weekdays).to.have.length(7);
      expect(weekdays[0]?.toLowerCase()).to.match(/^lun/);
      expect(popup.querySelector('.flatpickr-prev-month svg')).to.not.equal(null);
      expect(popup.querySelector('.flatpickr-next-month svg')).to.not.equal(null);
      expect(popup.querySelectorAll('.flatpickr-monthDropdown-month')).to.have.length(12);
    } finally {
      picker.destroy();
      input.remove();
      popup.remove();
    }
  });

  it('the password hash worker starts (not the main-thread fallback)', async () => {
    const started: string[] = [];
    const RealWorker = globalThis.Worker;
    globalThis.Worker = class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(String(url));
      }
    };
    try {
      expect(await hashPasswordInWorker('Secret123!', 'alice@example.com')).to.match(/^scryptsha1\$/);
    } finally {
      globalThis.Worker = RealWorker;
    }
    expect(started).to.have.length(1);
    expect(started[0]).to.match(/hash-worker/);
  });
});
