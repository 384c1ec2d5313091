import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../../../tests/support/wait';
import type { FilterDefinition } from '../../core/filters/types';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import '../../elements/meet-filter-panel';
import {
  deepActiveElement,
  expectAccessible,
  recordEvents,
  settle,
  shadowAll,
  shadowQuery,
} from '../../../tests/support/table';

const DEFINITIONS: FilterDefinition[] = [
  { name: 'subject', translation: 'Subject', type: 'string' },
  { name: 'attendees', translation: 'Attendees', type: 'number', min: 0, max: 100 },
  { name: 'recorded', translation: 'Recorded', type: 'boolean' },
  {
    name: 'state',
    translation: 'State',
    type: 'select',
    selectOptions: [
      { value: 'started', translation: 'Started' },
      { value: 'stopped', translation: 'Stopped' },
    ],
  },
  { name: 'day', translation: 'Day', type: 'date' },
  { name: 'start', translation: 'Start', type: 'date-time' },
  { name: 'period', translation: 'Period', type: 'date-range' },
  { name: 'zone', translation: 'Zone', type: 'string', defaultValue: 'Europe' },
];

async function panel(query?: string) {
  const element = await fixture(
    html`<meet-filter-panel .definitions=${DEFINITIONS} .query=${query}></meet-filter-panel>`,
  );
  await shadowQuery(element, 'section');
  await settle();
  return element;
}

const chooser = (element: Element) =>
  shadowAll<HTMLSelectElement>(element, '.chooser select')[0] as HTMLSelectElement;
const addButton = (element: Element) =>
  shadowAll<HTMLButtonElement>(element, 'button.add')[0] as HTMLButtonElement;
const offered = (element: Element) =>
  [...chooser(element).options].filter((o) => o.value !== '').map((o) => o.value);
const shownFilters = (element: Element) =>
  shadowAll(element, 'li').map((li) => li.querySelector('label, legend')?.textContent);
const field = <T extends HTMLElement = HTMLInputElement>(element: Element, label: string) => {
  const labelElement = shadowAll<HTMLLabelElement>(element, 'li label').find((l) => l.textContent === label);
  return labelElement?.control as unknown as T;
};

/** Sets a native field's value the way typing or picking would, so React sees the change. */
function enter(input: HTMLInputElement | HTMLSelectElement, value: string, event = 'input') {
  const prototype =
    input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event(event, { bubbles: true }));
}

async function add(element: Element, name: string) {
  enter(chooser(element), name, 'change');
  await settle();
  addButton(element).click();
  await settle();
}

/** The query of the last meet-change event. */
const lastQuery = (events: [string, unknown][]) => events.at(-1)?.[1];

describe('meet-filter-panel', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['table']);
  });

  it('add is disabled until a filter is chosen', async () => {
    const element = await panel();
    expect(addButton(element).disabled).to.equal(true);
    enter(chooser(element), 'attendees', 'change');
    await settle();
    expect(addButton(element).disabled).to.equal(false);
  });

  it('choosing a filter not yet added and clicking add creates it with its default value', async () => {
    const element = await panel();
    const events = recordEvents(element, 'meet-change');
    expect(offered(element)).to.deep.equal(DEFINITIONS.map((d) => d.name));
    await add(element, 'zone');
    expect(shownFilters(element)).to.deep.equal(['Zone']);
    expect(field(element, 'Zone').value).to.equal('Europe');
    expect(offered(element)).not.to.include('zone');
    expect(addButton(element).disabled, 'the choice starts again').to.equal(true);
    await add(element, 'recorded');
    expect(field(element, 'Recorded').checked).to.equal(false);
    expect(events.map(([, query]) => query)).to.deep.equal(['zone=Europe', 'recorded=false&zone=Europe']);
  });

  it("after add the new filter's field has the focus; after delete the choice of filters has it", async () => {
    const element = await panel();
    await add(element, 'zone');
    expect(deepActiveElement()).to.equal(field(element, 'Zone'));
    await add(element, 'period');
    expect(deepActiveElement()?.id).to.match(/-from$/);
    shadowAll<HTMLButtonElement>(element, 'button[aria-label="Remove the filter Zone"]')[0]?.click();
    await settle();
    expect(deepActiveElement()).to.equal(chooser(element));
  });

  it('the delete icon removes the filter and offers it again', async () => {
    const element = await panel('subject=abc&recorded=true');
    const events = recordEvents(element, 'meet-change');
    shadowAll<HTMLButtonElement>(element, 'button[aria-label="Remove the filter Subject"]')[0]?.click();
    await settle();
    expect(shownFilters(element)).to.deep.equal(['Recorded']);
    expect(offered(element)).to.include('subject');
    expect(events).to.deep.equal([['meet-change', 'recorded=true']]);
  });

  it('any change re-emits the query', async () => {
    const element = await panel();
    const events = recordEvents(element, 'meet-change');
    for (const name of ['subject', 'attendees', 'recorded', 'state', 'day', 'start', 'period'])
      await add(element, name);
    expect(lastQuery(events), 'a string filter is sent even empty, a boolean as false').to.equal(
      'subject=&recorded=false',
    );
    field(element, 'Subject').focus();
    await sendKeys({ type: 'R&D' });
    await settle();
    expect(lastQuery(events)).to.equal('subject=R%26D&recorded=false');
    field(element, 'Recorded').click();
    enter(field(element, 'Attendees'), '12');
    enter(field<HTMLSelectElement>(element, 'State'), 'stopped', 'change');
    enter(field(element, 'Day'), '2024-05-31');
    enter(field(element, 'Start'), '2024-05-31T14:30');
    enter(field(element, 'From'), '2024-05-01');
    enter(field(element, 'To'), '2024-05-31');
    await settle();
    expect(lastQuery(events)).to.equal(
      'subject=R%26D&attendees=12&recorded=true&state=stopped&day=2024-05-31&start=2024-05-31%2014%3A30' +
        '&period=2024-05-01~2024-05-31',
    );
  });

  it('reads the query back when it opens', async () => {
    const element = await panel('attendees=5&subject=Weekly%20review&period=2024-01-01~2024-01-31');
    expect(shownFilters(element)).to.deep.equal(['Subject', 'Attendees', 'Period']);
    expect(field(element, 'Subject').value).to.equal('Weekly review');
    expect(field(element, 'Attendees').value).to.equal('5');
    expect(field(element, 'From').value).to.equal('2024-01-01');
    expect(field(element, 'To').value).to.equal('2024-01-31');
    expect(offered(element)).not.to.include('subject');
  });

  it('keeps a just-added filter without value when its own query comes back as the query attribute', async () => {
    const element = await panel();
    element.addEventListener('meet-change', (event) => {
      (element as HTMLElement & { query?: string }).query = (event as CustomEvent<string>).detail;
    });
    await add(element, 'attendees');
    await add(element, 'subject');
    await waitUntil(() => element.getAttribute('query') === 'subject=');
    await settle();
    expect(shownFilters(element)).to.deep.equal(['Subject', 'Attendees']);
  });

  it('is operated with the keyboard and passes axe-core', async () => {
    const element = await panel('subject=abc&state=started&day=2024-05-31&period=2024-05-01~2024-05-31');
    enter(chooser(element), 'recorded', 'change');
    await settle();
    chooser(element).focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(addButton(element));
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(shownFilters(element)).to.include('Recorded');
    await expectAccessible(element);
  });
});
