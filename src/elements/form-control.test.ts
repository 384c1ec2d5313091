// Input elements in a native <form> on a plain page, as a portal uses them: FormData, validity, reset, a
// disabled fieldset, <label for>, and the autofill hints on the inner inputs.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../../tests/support/wait';
import './meet-add-input';
import './meet-checkbox';
import './meet-color-input';
import './meet-date-input';
import './meet-file-import';
import './meet-number-input';
import './meet-password-input';
import './meet-radio';
import './meet-search-input';
import './meet-select';
import './meet-text-button-input';
import './meet-text-input';
import './meet-textarea';
import './meet-toggle-switch';

const control = (element: Element | null) =>
  element?.shadowRoot?.querySelector<HTMLInputElement>('[part~="control"]') ?? null;

/** Waits until every meet-* element of `root` has drawn its control. */
async function drawn(root: ParentNode) {
  const elements = [...root.querySelectorAll('[name]')].filter((e) => e.localName.startsWith('meet-'));
  await waitUntil(() => elements.every((e) => control(e)), 'every input draws its control');
}

/**
 * Types `text` into an element's control as a user does, over what it holds. The control takes the keyboard focus
 * first (asked again until it has it: a control drawn again at start would drop a focus given too early).
 */
async function typeInto(element: Element | null, text: string) {
  await waitUntil(() => {
    const field = control(element);
    if (field && element?.shadowRoot?.activeElement !== field) {
      field.focus();
      field.select();
    }
    return field !== null && element?.shadowRoot?.activeElement === field;
  }, 'the control has the keyboard focus');
  await sendKeys({ type: text });
}

const entries = (form: HTMLFormElement) =>
  [...new FormData(form)].map(([key, value]) => [key, value instanceof File ? value.name : value]);

describe('input elements in a native form', () => {
  it('every input element is form-associated and submits its value under its name', async () => {
    const form = await fixture<HTMLFormElement>(html`<form>
      <meet-text-input name="text" value="Ada"></meet-text-input>
      <meet-password-input name="password" value="Secret1!"></meet-password-input>
      <meet-number-input name="number" value="42"></meet-number-input>
      <meet-select name="select" value="b" options='[{"value":"a","label":"A"},{"value":"b","label":"B"}]'></meet-select>
      <meet-textarea name="textarea" value="Two lines"></meet-textarea>
      <meet-date-input name="date" value="2026-11-26"></meet-date-input>
      <meet-color-input name="color" value="#112233"></meet-color-input>
      <meet-checkbox name="checkbox" checked></meet-checkbox>
      <meet-checkbox name="unchecked"></meet-checkbox>
      <meet-radio name="radio" value="low"></meet-radio>
      <meet-radio name="radio" value="high" checked></meet-radio>
      <meet-toggle-switch name="toggle" checked value="yes"></meet-toggle-switch>
      <meet-add-input name="list" value='["a@example.com","b@example.com"]'></meet-add-input>
      <meet-search-input name="search" value="find"></meet-search-input>
      <meet-text-button-input name="textButton" value="code"></meet-text-button-input>
      <meet-file-import name="file"></meet-file-import>
    </form>`);
    await drawn(form);
    const tags = () => new Set([...form.elements].map((e) => e.localName)).size;
    // Each element joins its form once its own module has run and it has drawn: on a cold, loaded
    // machine some draw a moment after the others.
    await waitUntil(() => tags() === 14, 'every input element is in form.elements');
    const expected = [
      ['text', 'Ada'],
      ['password', 'Secret1!'],
      ['number', '42'],
      ['select', 'b'],
      ['textarea', 'Two lines'],
      ['date', '2026-11-26'],
      ['color', '#112233'],
      ['checkbox', 'on'],
      ['radio', 'high'],
      ['toggle', 'yes'],
      ['list', 'a@example.com'],
      ['list', 'b@example.com'],
      ['search', 'find'],
      ['textButton', 'code'],
      ['file', ''],
    ];
    await waitUntil(
      () => JSON.stringify(entries(form)) === JSON.stringify(expected),
      'every value in the form data',
    ).catch(() => undefined);
    expect(entries(form)).to.deep.equal(expected);
  });

  it("the user's typing is submitted, and form.reset() restores the page's value", async () => {
    const form = await fixture<HTMLFormElement>(html`<form>
      <meet-text-input name="name" value="Ada"></meet-text-input>
      <meet-text-button-input name="code" value=""></meet-text-button-input>
      <meet-checkbox name="agree"></meet-checkbox>
    </form>`);
    await drawn(form);
    await typeInto(form.querySelector('meet-text-input'), 'Grace');
    await typeInto(form.querySelector('meet-text-button-input'), 'X1');
    control(form.querySelector('meet-checkbox'))?.click();
    await waitUntil(() => new FormData(form).get('agree') === 'on', 'the checkbox checks');
    expect(entries(form)).to.deep.equal([
      ['name', 'Grace'],
      ['code', 'X1'],
      ['agree', 'on'],
    ]);
    form.reset();
    expect(entries(form)).to.deep.equal([
      ['name', 'Ada'],
      ['code', ''],
    ]);
    await waitUntil(
      () => control(form.querySelector('meet-text-input'))?.value === 'Ada',
      'the field shows Ada',
    );
    await waitUntil(
      () => control(form.querySelector('meet-checkbox'))?.checked === false,
      'the box unchecks',
    );
  });

  it('choosing a radio unchecks the others of its name in the form', async () => {
    const form = await fixture<HTMLFormElement>(html`<form>
      <meet-radio name="quality" value="low" checked></meet-radio>
      <meet-radio name="quality" value="high"></meet-radio>
    </form>`);
    await drawn(form);
    control(form.querySelectorAll('meet-radio')[1] ?? null)?.click();
    await waitUntil(() => !control(form.querySelector('meet-radio'))?.checked, 'the first radio unchecks');
    expect(new FormData(form).getAll('quality')).to.deep.equal(['high']);
  });

  it('an empty required input blocks the form with a message, matches :invalid, and user-invalid once refused', async () => {
    const form = await fixture<HTMLFormElement>(html`<form>
      <meet-text-input name="email" type="email" required></meet-text-input>
      <meet-select name="choice" required options='[{"value":"a","label":"A"}]'></meet-select>
      <meet-checkbox name="agree" required></meet-checkbox>
      <button>Send</button>
    </form>`);
    await drawn(form);
    const [email, choice, agree] = [...form.elements].slice(0, 3) as HTMLElement[];
    // Each element writes its validity once it has drawn (a loaded machine draws them one by one).
    await waitUntil(
      () => [email, choice, agree].every((element) => element?.matches(':invalid')),
      'all invalid',
    );
    for (const element of [email, choice, agree]) {
      expect(element?.matches(':invalid'), element?.localName).to.equal(true);
      expect((element as HTMLInputElement).validationMessage, element?.localName).to.not.equal('');
      expect(element?.matches(':state(user-invalid)'), element?.localName).to.equal(false);
    }
    expect(form.checkValidity()).to.equal(false);
    expect((email as HTMLInputElement).checkValidity()).to.equal(false);
    for (const element of [email, choice, agree])
      expect(
        element?.matches(':state(user-invalid)'),
        `${element?.localName} after checkValidity()`,
      ).to.equal(false);
    let submitted = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted = true;
    });
    form.querySelector('button')?.click();
    expect(submitted).to.equal(false);
    for (const element of [email, choice, agree])
      expect(element?.matches(':state(user-invalid)'), element?.localName).to.equal(true);
    await typeInto(email ?? null, 'not-an-address');
    expect((email as HTMLInputElement).validity.typeMismatch).to.equal(true);
    await sendKeys({ type: '@example.com' });
    expect(email?.matches(':valid')).to.equal(true);
    expect(email?.matches(':state(user-invalid)')).to.equal(false);
    const select = control(choice ?? null) as unknown as HTMLSelectElement;
    select.value = 'a';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    control(agree ?? null)?.click();
    await waitUntil(() => form.checkValidity(), 'the form is valid once every field is filled');
    form.querySelector('button')?.click();
    expect(submitted).to.equal(true);
    expect(entries(form)).to.deep.equal([
      ['email', 'not-an-address@example.com'],
      ['choice', 'a'],
      ['agree', 'on'],
    ]);
  });

  it('min, max and maximum length come from the inner control with the browser message', async () => {
    const form = await fixture<HTMLFormElement>(html`<form>
      <meet-number-input name="n" value="12" min="1" max="10"></meet-number-input>
      <meet-text-input name="t" value="abc" error="Taken already"></meet-text-input>
    </form>`);
    await drawn(form);
    const [number, text] = [...form.elements] as HTMLInputElement[];
    await waitUntil(() => number?.validity.rangeOverflow, 'the number is over its maximum');
    expect(number?.validationMessage).to.not.equal('');
    expect(text?.validity.customError).to.equal(true);
    expect(text?.validationMessage).to.equal('Taken already');
  });

  it('a date before min or after max (either end of a range) blocks the form with our message; one inside passes', async () => {
    const form = await fixture<HTMLFormElement>(html`<form>
      <meet-date-input name="early" value="2024-03-01" min="2024-03-05" max="2024-03-20"></meet-date-input>
      <meet-date-input name="late" value="2024-03-21" min="2024-03-05" max="2024-03-20"></meet-date-input>
      <meet-date-input name="period" type="range" value="2024-03-10/2024-03-25" max="2024-03-20"></meet-date-input>
      <meet-date-input name="inside" value="2024-03-05" min="2024-03-05" max="2024-03-20"></meet-date-input>
      <meet-date-input name="meeting" type="date-time" value="2024-03-05 08:55" min="2024-03-05 09:00"></meet-date-input>
    </form>`);
    await drawn(form);
    const [early, late, period, inside, meeting] = [...form.elements] as HTMLInputElement[];
    await waitUntil(() => early?.validity.rangeUnderflow, 'the early date is refused');
    expect(early?.validationMessage).to.equal('The date must be 2024-03-05 or later.');
    expect(late?.validity.rangeOverflow).to.equal(true);
    expect(late?.validationMessage).to.equal('The date must be 2024-03-20 or earlier.');
    expect(period?.validity.rangeOverflow, 'the end of the range').to.equal(true);
    expect(meeting?.validity.rangeUnderflow, 'five minutes early').to.equal(true);
    expect(inside?.validity.valid, 'the first day allowed').to.equal(true);
    expect(early?.matches(':invalid')).to.equal(true);
    expect(form.checkValidity()).to.equal(false);
    for (const element of [early, late, period, meeting]) element?.setAttribute('value', '');
    await waitUntil(() => form.checkValidity(), 'emptied, the dates block nothing');
    late?.setAttribute('value', '2024-03-20');
    expect(late?.validity.valid, 'the last day allowed').to.equal(true);
  });

  it('a disabled fieldset disables the element and leaves it out of the data', async () => {
    const form = await fixture<HTMLFormElement>(html`<form>
      <fieldset disabled><meet-text-input name="inside" value="x" required></meet-text-input></fieldset>
      <meet-text-input name="outside" value="y"></meet-text-input>
    </form>`);
    await drawn(form);
    const inside = form.querySelector('meet-text-input');
    await waitUntil(() => control(inside)?.disabled, 'the inner input is disabled');
    expect(entries(form)).to.deep.equal([['outside', 'y']]);
    expect(form.checkValidity()).to.equal(true);
    form.querySelector('fieldset')?.removeAttribute('disabled');
    await waitUntil(() => control(inside)?.disabled === false, 'the inner input is enabled again');
  });

  it('<label for> names the inner control and focuses it; e-mail and password keep their autofill hints', async () => {
    const root = await fixture<HTMLElement>(html`<form>
      <label for="mail">Work e-mail</label>
      <meet-text-input id="mail" name="email" type="email" autocomplete="username"></meet-text-input>
      <meet-password-input name="password" autocomplete="current-password"></meet-password-input>
    </form>`);
    await drawn(root);
    const mail = control(root.querySelector('meet-text-input'));
    expect(mail?.getAttribute('aria-label')).to.equal('Work e-mail');
    root.querySelector('label')?.click();
    expect(root.querySelector('meet-text-input')?.shadowRoot?.activeElement).to.equal(mail);
    expect(mail?.autocomplete).to.equal('username');
    expect(control(root.querySelector('meet-password-input'))?.autocomplete).to.equal('current-password');
  });

  it("a password manager's fill of the inner inputs (values set natively, input and change fired) is what the form submits", async () => {
    const form = await fixture<HTMLFormElement>(html`<form>
      <meet-text-input name="email" type="email" autocomplete="username"></meet-text-input>
      <meet-password-input name="password" autocomplete="current-password"></meet-password-input>
    </form>`);
    await drawn(form);
    // The manager's script runs in a world of its own: it sets the value through the input's own setter.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const fills = { username: 'ada@example.com', 'current-password': 'Secret1!' };
    for (const element of form.children) {
      const input = control(element);
      if (!input) throw new Error(`${element.localName} drew no input`);
      setValue?.call(input, fills[input.autocomplete as keyof typeof fills]);
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const expected = [
      ['email', 'ada@example.com'],
      ['password', 'Secret1!'],
    ];
    await waitUntil(
      () => JSON.stringify(entries(form)) === JSON.stringify(expected),
      'both values in the form data',
    ).catch(() => undefined);
    expect(entries(form)).to.deep.equal(expected);
    expect(form.checkValidity()).to.equal(true);
  });
});
