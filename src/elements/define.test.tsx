import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../tests/support/wait';
import { defineElement } from './define';

function Echo({ label, onMeetChange }: { label?: string; onMeetChange?: (value: string) => void }) {
  return (
    <button type="button" onClick={() => onMeetChange?.(label ?? '')}>
      {label}
    </button>
  );
}
defineElement('meet-test-echo', Echo, {
  props: { label: 'string' },
  events: { onMeetChange: 'meet-change' },
});

function Flag({ on, text }: { on?: boolean; text?: string }) {
  return <output>{`${on ? 'on' : 'off'}:${text ?? 'none'}`}</output>;
}
defineElement('meet-test-flag', Flag, { props: { on: 'boolean', text: 'string' } });

const shown = (element: Element) => element.shadowRoot?.querySelector('output')?.textContent;
/** Waits until the element shows `text`, so a render that never comes fails the test. */
const showsSoon = (element: Element, text: string) =>
  waitUntil(() => shown(element) === text, `expected ${text}, got ${shown(element)}`);

describe('defineElement', () => {
  it('renders the component in an open shadow root from its attributes', async () => {
    const element = await fixture(html`<meet-test-echo label="Hello"></meet-test-echo>`);
    await waitUntil(() => element.shadowRoot?.querySelector('button'), 'the component renders');
    expect(element.shadowRoot?.querySelector('button')?.textContent).to.equal('Hello');
  });

  it('turns a callback prop into a bubbling, composed meet- event with the detail', async () => {
    const element = await fixture(html`<div><meet-test-echo label="Hi"></meet-test-echo></div>`);
    const echo = element.querySelector('meet-test-echo');
    await waitUntil(() => echo?.shadowRoot?.querySelector('button'), 'the component renders');
    setTimeout(() => echo?.shadowRoot?.querySelector('button')?.click());
    const event = (await oneEvent(element, 'meet-change')) as CustomEvent<string>;
    expect(event.detail).to.equal('Hi');
    expect(event.composed).to.equal(true);
  });

  it('a bare boolean attribute means true, "false" or removing it means false', async () => {
    const element = await fixture(html`<meet-test-flag on></meet-test-flag>`);
    await showsSoon(element, 'on:none');
    element.setAttribute('on', 'false');
    await showsSoon(element, 'off:none');
    element.setAttribute('on', '');
    await showsSoon(element, 'on:none');
    element.removeAttribute('on');
    await showsSoon(element, 'off:none');
  });

  it('an empty attribute gives an empty string and a removed one gives nothing', async () => {
    const element = await fixture(html`<meet-test-flag text="a"></meet-test-flag>`);
    await showsSoon(element, 'off:a');
    element.setAttribute('text', '');
    await showsSoon(element, 'off:');
    element.removeAttribute('text');
    await showsSoon(element, 'off:none');
  });

  it('defines a tag only once per page', () => {
    expect(() => defineElement('meet-test-echo', Echo)).not.to.throw();
  });
});
