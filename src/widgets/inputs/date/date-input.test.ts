import { expect, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { waitUntil } from '../../../../tests/support/wait';
import '../../../elements/meet-checkbox';
import '../../../elements/meet-date-input';
import {
  clickMiddle,
  inner,
  press,
  record,
  render,
  settle,
  typeInto,
  violations,
} from '../../../../tests/support/inputs';
import { CLIPPING_CARD, expectUnclipped } from '../../../../tests/support/popup';
import { setLanguage } from '../../../core/i18n';

const field = (element: HTMLElement) => inner<HTMLInputElement>(element, 'input.date__control');
const day = (element: HTMLElement, label: string) => inner(element, `.flatpickr-day[aria-label="${label}"]`);

describe('<meet-date-input>', () => {
  afterEach(() => setLanguage('en'));

  it('date shows year-month-day, and the calendar is drawn inside the shadow root', async () => {
    const element = await render(html`<meet-date-input label="Start" value="2024-03-05"></meet-date-input>`);
    expect(field(element).value).to.equal('2024-03-05');
    expect(element.shadowRoot?.querySelector('.flatpickr-calendar')).not.to.equal(null);
    expect(document.querySelector('.flatpickr-calendar')).to.equal(null);
  });

  it('a clicked day is emitted as year-month-day and the calendar closes on select', async () => {
    const element = await render(html`<meet-date-input label="Start" value="2024-03-05"></meet-date-input>`);
    const changes = record<string>(element, 'meet-change');
    field(element).click();
    await settle();
    const calendar = inner(element, '.flatpickr-calendar');
    expect(calendar.classList.contains('open')).to.equal(true);
    day(element, 'March 15, 2024').click();
    await settle();
    expect(changes).to.deep.equal(['2024-03-15']);
    expect(field(element).value).to.equal('2024-03-15');
    expect(calendar.classList.contains('open')).to.equal(false);
  });

  it('the text field stays typeable: a typed date and Enter set the value', async () => {
    const element = await render(html`<meet-date-input label="Start"></meet-date-input>`);
    const changes = record<string>(element, 'meet-change');
    await typeInto(field(element), '2024-12-24');
    await press('Enter');
    expect(changes).to.deep.equal(['2024-12-24']);
  });

  it('a typed date counts once the calendar is left by a click on a button, as a form searching it needs', async () => {
    // The button above the field: the calendar opens below it.
    const card = await render(html`<div>
      <button type="button">Search</button>
      <meet-date-input label="Day" value="2024-03-05"></meet-date-input>
    </div>`);
    const element = card.querySelector('meet-date-input') as HTMLElement;
    const button = card.querySelector('button') as HTMLButtonElement;
    const changes = record<string>(element, 'meet-change');
    field(element).click();
    field(element).select();
    await typeInto(field(element), '2024-03-21');
    const box = button.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + 4), Math.round(box.y + 4)] });
    await settle();
    expect(changes).to.deep.equal(['2024-03-21']);
  });

  it('a typed date that is not a day (2024-02-31, 31.12.2024) is refused with a translated error, the text and the value kept', async () => {
    const card = await render(html`<div>
      <meet-date-input label="Day" value="2024-03-05"></meet-date-input>
      <button type="button">Search</button>
    </div>`);
    const element = card.querySelector('meet-date-input') as HTMLElement;
    const changes = record<string | null>(element, 'meet-change');
    for (const [typed, how] of [
      ['2024-02-31', 'Tab'],
      ['31.12.2024', 'Enter'],
    ] as const) {
      field(element).select();
      await typeInto(field(element), typed);
      await press(how);
      await waitUntil(() => element.shadowRoot?.querySelector('.field__message--error'), 'the error shown');
      expect(field(element).value, 'nothing typed is lost').to.equal(typed);
      expect(inner(element, '.field__message--error').textContent).to.contain('YYYY-MM-DD');
      expect(field(element).getAttribute('aria-invalid')).to.equal('true');
    }
    expect(changes, 'the value stays the last good date').to.deep.equal([]);
    await setLanguage('de');
    await waitUntil(
      () => inner(element, '.field__message--error').textContent?.includes('JJJJ'),
      'the error in German',
    );
    field(element).select();
    await typeInto(field(element), '2024-03-21');
    await press('Tab');
    expect(changes).to.deep.equal(['2024-03-21']);
    expect(
      element.shadowRoot?.querySelector('.field__message--error'),
      'a good date clears the error',
    ).to.equal(null);
  });

  it('empty value gives null', async () => {
    const element = await render(html`<meet-date-input label="Start" value="2024-03-05"></meet-date-input>`);
    const changes = record<string | null>(element, 'meet-change');
    field(element).focus();
    field(element).select();
    await press('Backspace');
    await press('Enter');
    expect(changes).to.deep.equal([null]);
  });

  it('date-time adds 24-hour hours and minutes', async () => {
    const element = await render(
      html`<meet-date-input type="date-time" value="2024-03-05 14:30"></meet-date-input>`,
    );
    expect(field(element).value).to.equal('2024-03-05 14:30');
    expect(element.shadowRoot?.querySelector('.flatpickr-time')).not.to.equal(null);
    expect(element.shadowRoot?.querySelector('.flatpickr-am-pm')).to.equal(null);
  });

  it('time selection only for date-time', async () => {
    for (const type of ['date', 'range']) {
      const element = await render(html`<meet-date-input label="When" type=${type}></meet-date-input>`);
      expect(element.shadowRoot?.querySelector('.flatpickr-time'), type).to.equal(null);
    }
  });

  it('range is shown as "start to stop" and emitted once both days are picked', async () => {
    const element = await render(
      html`<meet-date-input label="Period" type="range" value="2024-03-01/2024-03-10"></meet-date-input>`,
    );
    expect(field(element).value).to.equal('2024-03-01 to 2024-03-10');
    const changes = record<string>(element, 'meet-change');
    field(element).click();
    await settle();
    day(element, 'March 4, 2024').click();
    await settle();
    expect(changes).to.deep.equal([]);
    day(element, 'March 8, 2024').click();
    await settle();
    expect(changes).to.deep.equal(['2024-03-04/2024-03-08']);
  });

  it('range shows "to" translated', async () => {
    await setLanguage('de');
    const element = await render(
      html`<meet-date-input label="Zeitraum" type="range" value="2024-03-01/2024-03-10"></meet-date-input>`,
    );
    await waitUntil(() => field(element).value.includes('bis'), 'German separator');
    expect(field(element).value).to.equal('2024-03-01 bis 2024-03-10');
  });

  it('min and max limit picks', async () => {
    const element = await render(
      html`<meet-date-input label="Day" value="2024-03-10" min="2024-03-05" max="2024-03-20"></meet-date-input>`,
    );
    const changes = record<string>(element, 'meet-change');
    field(element).click();
    await settle();
    const early = day(element, 'March 4, 2024');
    expect(early.classList.contains('flatpickr-disabled')).to.equal(true);
    early.click();
    day(element, 'March 21, 2024').click();
    await settle();
    expect(changes).to.deep.equal([]);
  });

  it('Arrow Down moves into the calendar and Enter picks the focused day', async () => {
    const element = await render(html`<meet-date-input label="Day" value="2024-03-10"></meet-date-input>`);
    const changes = record<string>(element, 'meet-change');
    field(element).focus();
    await press('ArrowDown');
    expect(element.shadowRoot?.activeElement?.getAttribute('aria-label')).to.equal('March 10, 2024');
    await press('ArrowRight');
    await press('Enter');
    expect(changes).to.deep.equal(['2024-03-11']);
  });

  it('by keyboard alone: arrows move by day and week, Enter picks and Escape closes, the focus back in the field', async () => {
    const element = await render(html`<meet-date-input label="Day" value="2024-03-10"></meet-date-input>`);
    const changes = record<string>(element, 'meet-change');
    const focused = () => element.shadowRoot?.activeElement;
    const calendar = () => inner(element, '.flatpickr-calendar');
    field(element).focus();
    await press('ArrowDown');
    expect(focused()?.getAttribute('aria-label')).to.equal('March 10, 2024');
    await press('ArrowDown');
    expect(focused()?.getAttribute('aria-label')).to.equal('March 17, 2024');
    await press('ArrowUp');
    await press('ArrowLeft');
    expect(focused()?.getAttribute('aria-label')).to.equal('March 9, 2024');
    await press('Enter');
    expect(changes).to.deep.equal(['2024-03-09']);
    expect(calendar().classList.contains('open')).to.equal(false);
    expect(focused()).to.equal(field(element));

    await press('ArrowDown');
    expect(calendar().classList.contains('open')).to.equal(true);
    expect(focused()?.getAttribute('aria-label')).to.equal('March 9, 2024');
    await press('ArrowRight');
    await press('Escape');
    expect(calendar().classList.contains('open')).to.equal(false);
    expect(focused()).to.equal(field(element));
    expect(changes).to.deep.equal(['2024-03-09']);
    expect(field(element).value).to.equal('2024-03-09');
  });

  it('Escape closes the calendar', async () => {
    const element = await render(html`<meet-date-input label="Day"></meet-date-input>`);
    field(element).focus();
    field(element).click();
    await settle();
    await press('Escape');
    expect(inner(element, '.flatpickr-calendar').classList.contains('open')).to.equal(false);
  });

  it('the old value shows while a different date is typed: a click after it lands where it was aimed', async () => {
    // Committing on leaving the field used to add the old value line under it as the mouse went down on the next
    // control: that control moved away before the button came up, and the click was lost.
    const form = await render(
      html`<div>
        <meet-date-input label="End" value="2024-03-10" old-value="2024-03-10"></meet-date-input>
        <meet-checkbox label="Perpetual"></meet-checkbox>
      </div>`,
    );
    const [end, perpetual] = [...form.children] as [HTMLElement, HTMLElement];
    const changes = record<string>(end, 'meet-change');
    const toggles = record<boolean>(perpetual, 'meet-change');
    field(end).select();
    await typeInto(field(end), '2025-03-10');
    // The calendar, open under the field, would take the click: it is closed, the field still focused.
    await press('Escape');
    expect(inner(end, '.flatpickr-calendar').classList.contains('open')).to.equal(false);
    expect(inner(end, '.field__old').textContent).to.equal('old value : 2024-03-10');
    await clickMiddle(inner(perpetual, 'input'));
    expect(changes).to.deep.equal(['2025-03-10']);
    expect(toggles).to.deep.equal([true]);
  });

  it('a date typed back to the old value hides the old value line before it is committed', async () => {
    const element = await render(
      html`<meet-date-input label="End" value="2025-03-10" old-value="2024-03-10"></meet-date-input>`,
    );
    field(element).select();
    await typeInto(field(element), '2024-03-10');
    expect(element.shadowRoot?.querySelector('.field__old')).to.equal(null);
  });

  it('shows the pencil and the old value when the date differs', async () => {
    const element = await render(
      html`<meet-date-input label="Day" value="2024-03-10" old-value="2024-01-01"></meet-date-input>`,
    );
    expect(inner(element, '.field__old').textContent).to.equal('old value : 2024-01-01');
  });

  it('has no axe violations, closed and open', async () => {
    const element = await render(
      html`<meet-date-input label="Day" value="2024-03-10" helper="h"></meet-date-input>`,
    );
    expect(await violations(element)).to.deep.equal([]);
    field(element).click();
    await settle();
    expect(await violations(element)).to.deep.equal([]);
  });

  /** Opens the calendar of the date input inside a card that clips, placed at `corner` of the window. */
  async function openInCard(corner: string) {
    const card = await render(html`<div style="${CLIPPING_CARD}; ${corner}">
      <meet-date-input label="Day" value="2024-03-10"></meet-date-input>
    </div>`);
    const element = card.querySelector('meet-date-input') as HTMLElement;
    field(element).click();
    await settle();
    return { card, element, popup: inner(element, '.date__popup') };
  }

  it('inside an overflow: hidden card at the top left, the calendar opens whole under the field, over the card', async () => {
    const { card, element, popup } = await openInCard('top: 2px; left: 2px');
    expect(popup.getBoundingClientRect().top).to.be.at.least(field(element).getBoundingClientRect().bottom);
    expectUnclipped(popup, card);
    day(element, 'March 15, 2024').click();
    await settle();
    expect(popup.matches(':popover-open'), 'a pick closes it').to.equal(false);
  });

  it('inside an overflow: hidden card at the bottom right, the calendar opens above the field and moves inside the window', async () => {
    const { card, element, popup } = await openInCard('bottom: 2px; right: 2px');
    expect(popup.getBoundingClientRect().bottom).to.be.at.most(field(element).getBoundingClientRect().top);
    expectUnclipped(popup, card);
  });

  it('the open calendar follows its field when the card scrolls', async () => {
    const card = await render(html`<div style="${CLIPPING_CARD}; top: 2px; left: 2px; overflow: auto">
      <meet-date-input label="Day" value="2024-03-10"></meet-date-input>
      <div style="height: 400px"></div>
    </div>`);
    const element = card.querySelector('meet-date-input') as HTMLElement;
    field(element).click();
    await settle();
    const popup = inner(element, '.date__popup');
    const gap = () => popup.getBoundingClientRect().top - field(element).getBoundingClientRect().bottom;
    const before = gap();
    const top = field(element).getBoundingClientRect().top;
    card.scrollTop = 30;
    expect(field(element).getBoundingClientRect().top, 'the field moved up').to.be.below(top - 20);
    await waitUntil(() => Math.abs(gap() - before) < 1, 'the calendar moves with it');
  });
});
