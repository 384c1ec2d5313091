import { expect } from '@open-wc/testing';
import {
  acceptText,
  differsFromOld,
  displayNumber,
  forceCase,
  lineCount,
  matchesPattern,
  parseNumber,
  textareaHeight,
  withinMaxLength,
} from './rules';

describe('input rules (spec 5)', () => {
  it('the pattern defaults to any value', () => {
    expect(matchesPattern('anything at all ✓')).to.equal(true);
    expect(matchesPattern('', '')).to.equal(true);
  });

  it('a value must match the whole pattern', () => {
    expect(matchesPattern('123', '[0-9]*')).to.equal(true);
    expect(matchesPattern('12a', '[0-9]*')).to.equal(false);
    expect(matchesPattern('a1', '[0-9]')).to.equal(false);
  });

  it('a pattern with a legacy escape still applies, and a malformed one refuses nothing', () => {
    expect(matchesPattern('a@b', '[a-z]+\\@[a-z]+')).to.equal(true);
    expect(matchesPattern('ab', '[a-z]+\\@[a-z]+')).to.equal(false);
    expect(matchesPattern('x', '(')).to.equal(true);
  });

  it('a change longer than the maximum length is refused; no maximum accepts any length', () => {
    expect(withinMaxLength('abcd', 4)).to.equal(true);
    expect(withinMaxLength('abcde', 4)).to.equal(false);
    expect(withinMaxLength('x'.repeat(10_000))).to.equal(true);
    expect(withinMaxLength('😀😀', 2)).to.equal(true);
  });

  it('text input can force upper or lower case', () => {
    expect(forceCase('Ab', 'upper')).to.equal('AB');
    expect(forceCase('Ab', 'lower')).to.equal('ab');
    expect(forceCase('Ab')).to.equal('Ab');
  });

  it('a change is accepted only if it matches the pattern and the maximum length, else the previous value stays', () => {
    const rules = { pattern: '[A-Z]*', maxLength: 3, letterCase: 'upper' as const };
    expect(acceptText('AB', 'ABc', rules)).to.equal('ABC');
    expect(acceptText('ABC', 'ABCD', rules)).to.equal('ABC');
    expect(acceptText('AB', 'AB1', rules)).to.equal('AB');
    expect(acceptText('AB', 'A', {})).to.equal('A');
  });

  it('number input: min default 0, max default 1000000, multiply default 1', () => {
    expect(parseNumber('0')).to.equal(0);
    expect(parseNumber('1000000')).to.equal(1_000_000);
    expect(parseNumber('-1')).to.equal(null);
    expect(parseNumber('1000001')).to.equal(null);
    expect(parseNumber('42.5')).to.equal(42.5);
  });

  it('number input shows value divided by the multiply factor', () => {
    expect(displayNumber(1500, 1000)).to.equal('1.5');
    expect(displayNumber(0.3, 0.1)).to.equal('3');
    expect(displayNumber(7)).to.equal('7');
    expect(displayNumber(null, 10)).to.equal('');
  });

  it('number input takes the shown number times the factor, within range and not empty', () => {
    expect(parseNumber('1.5', { multiply: 1000 })).to.equal(1500);
    expect(parseNumber('5', { min: 10 })).to.equal(null);
    expect(parseNumber('50', { max: 20 })).to.equal(null);
    expect(parseNumber('')).to.equal(null);
    expect(parseNumber('  ')).to.equal(null);
    expect(parseNumber('abc')).to.equal(null);
  });

  it('textarea height: 5rem under 3 lines, 12.5rem above 10 lines, otherwise 1.25rem x (lines + 1)', () => {
    expect(textareaHeight(1)).to.equal('5rem');
    expect(textareaHeight(2)).to.equal('5rem');
    expect(textareaHeight(3)).to.equal('5rem');
    expect(textareaHeight(4)).to.equal('6.25rem');
    expect(textareaHeight(10)).to.equal('13.75rem');
    expect(textareaHeight(11)).to.equal('12.5rem');
    expect(textareaHeight(50)).to.equal('12.5rem');
  });

  it('the lines of a text are counted by its line breaks', () => {
    expect(lineCount('')).to.equal(1);
    expect(lineCount('a\nb\nc')).to.equal(3);
  });

  it('the edited marker shows only when an old value is supplied and the value differs from it', () => {
    expect(differsFromOld('a', undefined)).to.equal(false);
    expect(differsFromOld('a', 'a')).to.equal(false);
    expect(differsFromOld('a', 'b')).to.equal(true);
    expect(differsFromOld(null, '')).to.equal(false);
    expect(differsFromOld(5, 5)).to.equal(false);
    expect(differsFromOld(true, false)).to.equal(true);
    expect(differsFromOld(['a', 'b'], ['a', 'b'])).to.equal(false);
    expect(differsFromOld(['a'], ['a', 'b'])).to.equal(true);
  });
});
