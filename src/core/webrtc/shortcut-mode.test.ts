import { expect } from '@open-wc/testing';
import {
  $shortcutMode,
  chooseShortcutMode,
  type KeyPress,
  pressRuns,
  SHORTCUT_MODE_KEY,
  shortcutKeys,
} from './shortcut-mode';

const press = (key: string, code: string, held: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code,
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...held,
});

describe('shortcut mode (WCAG 2.1.4)', () => {
  afterEach(() => chooseShortcutMode('keys'));

  it('single keys: M runs the microphone shortcut; with Alt, Ctrl or Meta it does not', () => {
    expect(pressRuns(press('m', 'KeyM'), 'M', 'keys')).to.equal(true);
    expect(pressRuns(press('M', 'KeyM', { shiftKey: true }), 'M', 'keys')).to.equal(true);
    expect(pressRuns(press('?', 'Slash', { shiftKey: true }), '?', 'keys')).to.equal(true);
    for (const held of [{ altKey: true }, { ctrlKey: true }, { metaKey: true }]) {
      expect(pressRuns(press('m', 'KeyM', held), 'M', 'keys')).to.equal(false);
    }
  });

  it('behind the modifier: a single key no longer runs a shortcut, Alt+Shift with the key does', () => {
    expect(pressRuns(press('m', 'KeyM'), 'M', 'modifier')).to.equal(false);
    expect(pressRuns(press('M', 'KeyM', { shiftKey: true }), 'M', 'modifier')).to.equal(false);
    expect(pressRuns(press('M', 'KeyM', { altKey: true, shiftKey: true }), 'M', 'modifier')).to.equal(true);
    // macOS types a character for Option+Shift+M: the physical key still counts.
    expect(pressRuns(press('Â', 'KeyM', { altKey: true, shiftKey: true }), 'M', 'modifier')).to.equal(true);
    expect(pressRuns(press('¿', 'Slash', { altKey: true, shiftKey: true }), '?', 'modifier')).to.equal(true);
    expect(pressRuns(press('V', 'KeyV', { altKey: true, shiftKey: true }), 'M', 'modifier')).to.equal(false);
  });

  it('off: no key press runs a shortcut', () => {
    expect(pressRuns(press('m', 'KeyM'), 'M', 'off')).to.equal(false);
    expect(pressRuns(press('M', 'KeyM', { altKey: true, shiftKey: true }), 'M', 'off')).to.equal(false);
  });

  it('the keys announced follow the mode, none while off', () => {
    expect([
      shortcutKeys('M', 'keys'),
      shortcutKeys('M', 'modifier'),
      shortcutKeys('M', 'off'),
    ]).to.deep.equal(['M', 'Alt+Shift+M', undefined]);
  });

  it('the choice is remembered for the next meeting', () => {
    chooseShortcutMode('modifier');
    expect($shortcutMode.get()).to.equal('modifier');
    expect(localStorage.getItem(SHORTCUT_MODE_KEY)).to.equal('modifier');
  });
});
