import { expect, fixture, html, oneEvent } from '@open-wc/testing';
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

describe('defineElement', () => {
  it('renders the component in an open shadow root from its attributes', async () => {
    const element = await fixture(html`<meet-test-echo label="Hello"></meet-test-echo>`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.shadowRoot?.querySelector('button')?.textContent).to.equal('Hello');
  });

  it('turns a callback prop into a bubbling, composed meet- event with the detail', async () => {
    const element = await fixture(html`<div><meet-test-echo label="Hi"></meet-test-echo></div>`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const echo = element.querySelector('meet-test-echo');
    setTimeout(() => echo?.shadowRoot?.querySelector('button')?.click());
    const event = (await oneEvent(element, 'meet-change')) as CustomEvent<string>;
    expect(event.detail).to.equal('Hi');
    expect(event.composed).to.equal(true);
  });

  it('defines a tag only once per page', () => {
    expect(() => defineElement('meet-test-echo', Echo)).not.to.throw();
  });
});
