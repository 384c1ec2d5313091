import { expect } from '@open-wc/testing';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { contrast } from '../../core/theme/color';
import { setColorScheme } from '../../core/theme/scheme';
import { adoptTheme } from '../../core/theme/sheet';
import { Badge, type BadgeTone } from './badge';

const TONES: BadgeTone[] = ['success', 'danger', 'warning', 'info', 'neutral'];

/** A computed colour (`rgb()` or `color(srgb ...)`, as color-mix resolves) as #rrggbb. */
function hex(color: string): string {
  const numbers = (color.match(/[\d.]+/g) ?? []).map(Number);
  const channels = color.startsWith('color(') ? numbers.slice(0, 3).map((c) => c * 255) : numbers.slice(0, 3);
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

describe('status badge', () => {
  before(() => adoptTheme(document));
  afterEach(() => setColorScheme('system'));

  for (const scheme of ['light', 'dark'] as const) {
    it(`shows the status in words on its tone, text at 4.5:1 or more in ${scheme} mode`, async () => {
      setColorScheme(scheme);
      const { host, unmount } = render(TONES.map((tone) => <Badge key={tone} tone={tone} text={tone} />));
      try {
        await waitUntil(() => host.querySelectorAll('.badge').length === TONES.length);
        const backgrounds = new Set<string>();
        for (const badge of host.querySelectorAll<HTMLElement>('.badge')) {
          const style = getComputedStyle(badge);
          const ratio = contrast(hex(style.color), hex(style.backgroundColor));
          expect(ratio, `${badge.textContent} in ${scheme}`).to.be.at.least(4.5);
          backgrounds.add(style.backgroundColor);
        }
        // Each tone is its own colour, not one grey for every status.
        expect(backgrounds.size).to.equal(TONES.length);
        expect([...host.querySelectorAll('.badge')].map((b) => b.textContent)).to.deep.equal(TONES);
      } finally {
        unmount();
      }
    });
  }
});
