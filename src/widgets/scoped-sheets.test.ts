import { expect } from '@open-wc/testing';
import filterCss from './filter-panel/filter-panel.css?inline';
import modalCss from './modal/modal.css?inline';
import { sheet } from './styles';
import tableCss from './table/table.css?inline';
import tabsCss from './tabs/tabs.css?inline';
import toastCss from './toast/toast.css?inline';
import tooltipCss from './tooltip/tooltip.css?inline';

// A widget's sheet is adopted by the root of the screen that draws the widget: its rules must reach the widget only.
const WIDGET_SHEETS = {
  table: tableCss,
  modal: modalCss,
  toast: toastCss,
  'filter panel': filterCss,
  'tab list': tabsCss,
  tooltip: tooltipCss,
};

// Bare elements and the generic class names the widgets use inside themselves, as a screen may hold them.
const SCREEN = `
  <h2>Heading</h2><p>Text</p>
  <table><thead><tr><th>Head</th></tr></thead><tbody><tr><td class="number">1</td><td class="check">x</td></tr></tbody></table>
  <button disabled>Off</button><select disabled><option>a</option></select><input><label>Label</label>
  <ul><li>Item</li></ul><fieldset><legend>Legend</legend></fieldset>
  <div class="head">h</div><div class="body">b</div><div class="foot"><button class="confirm">ok</button></div>
  <button class="close">x</button><div class="text">t</div><div class="toast">t</div><div class="scroll">s</div>
  <span class="range">r</span><span class="email">e</span><div class="selection">s</div><div class="paging">p</div>
  <div class="list" role="tablist"><button role="tab" aria-selected="true">t</button></div><div class="panel">p</div>
  <button class="info">i</button><span class="tip">t</span><span class="box">b</span>
  <button class="sort">s</button><p class="empty">e</p><p class="left-out">l</p><div class="phone-head">p</div>
`;

const PROPERTIES = [
  'display',
  'margin',
  'padding',
  'border',
  'background-color',
  'color',
  'font-size',
  'font-weight',
  'text-align',
  'width',
  'min-height',
  'opacity',
  'cursor',
  'overflow',
  'white-space',
  'position',
];

/** Every element's computed `PROPERTIES` in a shadow root holding `css`. */
function drawn(css: string | undefined): string[][] {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  if (css !== undefined) shadow.adoptedStyleSheets = [sheet(css)];
  shadow.innerHTML = SCREEN;
  const styles = [...shadow.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    return [
      element.outerHTML.slice(0, 40),
      ...PROPERTIES.map((name) => `${name}: ${style.getPropertyValue(name)}`),
    ];
  });
  host.remove();
  return styles;
}

describe('widget sheets adopted by a screen', () => {
  for (const [widget, css] of Object.entries(WIDGET_SHEETS)) {
    it(`the ${widget}'s sheet leaves bare elements and class names elsewhere in the screen untouched`, () => {
      expect(drawn(css)).to.deep.equal(drawn(undefined));
    });
  }
});
