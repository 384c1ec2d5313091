import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { sheet } from '../../widgets/styles';
import authCss from '../login/auth-page.css?inline';
import joinCss from './join.css?inline';

const FRAME = ['background-color', 'padding', 'min-height'];
const CARD = ['max-width', 'padding', 'border', 'border-radius', 'background-color', 'box-shadow'];

/** The computed frame of a page `<div class=page><section class=card>` drawn with `css`. */
function frame(css: string, page: string, card: string): string[] {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [sheet(css)];
  shadow.innerHTML = `<div class="${page}"><section class="${card}">Card</section></div>`;
  const [outer, inner] = [shadow.querySelector(`.${page}`), shadow.querySelector(`.${card}`)] as Element[];
  const styles = [
    ...FRAME.map((name) => `page ${name}: ${getComputedStyle(outer as Element).getPropertyValue(name)}`),
    ...CARD.map((name) => `card ${name}: ${getComputedStyle(inner as Element).getPropertyValue(name)}`),
  ];
  host.remove();
  return styles;
}

describe("the visitor's pages", () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const width of [1280, 390]) {
    it(`join without an account and the meeting join page draw the sign-in screens' frame at ${width} px`, async () => {
      await setViewport({ width, height: 800 });
      expect(frame(joinCss, 'public-page', 'public-card')).to.deep.equal(
        frame(authCss, 'auth', 'auth__card'),
      );
    });
  }
});
