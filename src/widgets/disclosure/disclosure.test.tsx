import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { Disclosure } from './disclosure';

describe('<Disclosure>', () => {
  it('the button opens its group in the top layer, expanded to screen readers; Escape closes it and gives the focus back', async () => {
    const { host, unmount } = render(
      <Disclosure button="Columns" legend="Columns shown">
        <label>
          <input type="checkbox" /> Name
        </label>
      </Disclosure>,
    );
    try {
      await waitUntil(() => host.querySelector('button'), 'button drawn');
      const button = host.querySelector('button') as HTMLButtonElement;
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      button.click();
      await waitUntil(() => host.querySelector('fieldset')?.matches(':popover-open'), 'group open');
      const group = host.querySelector('fieldset') as HTMLFieldSetElement;
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(button.getAttribute('aria-controls')).to.equal(group.id);
      expect(group.querySelector('legend')?.textContent).to.equal('Columns shown');
      (group.querySelector('input') as HTMLInputElement).focus();
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !host.querySelector('fieldset'), 'group closed');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(document.activeElement).to.equal(button);
    } finally {
      unmount();
    }
  });

  it('the button closes the group it opened', async () => {
    const { host, unmount } = render(
      <Disclosure button="Layout" legend="Layout" legendHidden>
        <p>choices</p>
      </Disclosure>,
    );
    try {
      await waitUntil(() => host.querySelector('button'), 'button drawn');
      const button = host.querySelector('button') as HTMLButtonElement;
      button.click();
      await waitUntil(() => host.querySelector('fieldset'), 'group open');
      expect(host.querySelector('legend')?.className).to.equal('visually-hidden');
      button.click();
      await waitUntil(() => !host.querySelector('fieldset'), 'group closed');
    } finally {
      unmount();
    }
  });
});
