import { expect, html } from '@open-wc/testing';
import '../../elements/meet-add-input';
import '../../elements/meet-button';
import '../../elements/meet-checkbox';
import '../../elements/meet-color-input';
import '../../elements/meet-date-input';
import '../../elements/meet-file-import';
import '../../elements/meet-number-input';
import '../../elements/meet-password-input';
import '../../elements/meet-radio';
import '../../elements/meet-search-input';
import '../../elements/meet-select';
import '../../elements/meet-text-button-input';
import '../../elements/meet-text-input';
import '../../elements/meet-textarea';
import '../../elements/meet-toggle-switch';
import { render, settle, violations } from '../../../tests/support/inputs';
import { $theme, DEFAULT_THEME, semanticColors, type Theme } from '../../core/theme';

const MESSAGES = { helper: 'Helper', warning: 'Warning', error: 'Error' };

/** Every input in an edited state with every message, as a page shows them. */
const gallery = () => html`<div>
  <meet-text-input label="Text" value="a" old-value="b" helper=${MESSAGES.helper} warning=${MESSAGES.warning} error=${MESSAGES.error}></meet-text-input>
  <meet-password-input label="Password" value="a" old-value="b" error=${MESSAGES.error}></meet-password-input>
  <meet-number-input label="Number" value="1" old-value="2" helper=${MESSAGES.helper}></meet-number-input>
  <meet-select label="Select" .options=${[{ value: 'a', label: 'A' }]} error=${MESSAGES.error}></meet-select>
  <meet-textarea label="Textarea" value="a" old-value="b" warning=${MESSAGES.warning}></meet-textarea>
  <meet-date-input label="Date" value="2024-03-10" old-value="2024-03-11"></meet-date-input>
  <meet-color-input label="Colour" value="#336699" old-value="#000000"></meet-color-input>
  <meet-checkbox label="Checkbox" checked="true" old-value="false"></meet-checkbox>
  <meet-radio label="Radio" value="r" checked="true"></meet-radio>
  <meet-button label="Primary"></meet-button>
  <meet-button label="Secondary" variant="secondary"></meet-button>
  <meet-button label="Danger" variant="danger"></meet-button>
  <meet-button label="Disabled" disabled="true"></meet-button>
  <meet-add-input label="Add" .value=${['one', 'two']}></meet-add-input>
  <meet-search-input value="a"></meet-search-input>
  <meet-text-button-input label="Text and button" value="a"></meet-text-button-input>
  <meet-toggle-switch label="Switch" checked="true" old-value="false"></meet-toggle-switch>
  <meet-file-import label="File" helper=${MESSAGES.helper}></meet-file-import>
</div>`;

/** Renders the inputs on the theme's surface, as a page or `<meet-app>` in that theme paints it. */
async function renderIn(theme: Theme): Promise<HTMLElement> {
  $theme.set(theme);
  const container = await render(gallery());
  container.style.background = semanticColors(theme).surface;
  await settle();
  return container;
}

async function axeOfEvery(container: HTMLElement): Promise<string[]> {
  const found: string[] = [];
  for (const element of container.children) {
    for (const violation of await violations(element)) found.push(`${element.localName} ${violation}`);
  }
  return found;
}

describe('inputs in the themes', () => {
  afterEach(() => $theme.set(DEFAULT_THEME));

  it('every input passes axe (contrast included) in the light theme', async () => {
    expect(await axeOfEvery(await renderIn(DEFAULT_THEME))).to.deep.equal([]);
  });

  it('every input passes axe (contrast included) in the dark theme', async () => {
    const container = await renderIn({ ...DEFAULT_THEME, darkMode: true });
    expect(await axeOfEvery(container)).to.deep.equal([]);
  });
});
