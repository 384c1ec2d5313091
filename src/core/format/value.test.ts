import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { formatValue, roundValue } from './index';

describe('value rounding (spec 5)', () => {
  it('rounds to two decimals, halves away from zero', () => {
    expect(roundValue(1.005)).to.equal(1.01);
    expect(roundValue(2.675)).to.equal(2.68);
    expect(roundValue(-1.005)).to.equal(-1.01);
    expect(roundValue(12.344)).to.equal(12.34);
  });

  it('never moves a value by more than half a hundredth', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rounded = roundValue(value);
        return Math.abs(rounded - value) <= 0.005 + 1e-6 && Number.isInteger(Math.round(rounded * 100));
      }),
    );
  });

  it('formats a value followed by its unit, or alone without one', () => {
    expect(formatValue(19.456, 'kB', 'en')).to.equal('19.46 kB');
    expect(formatValue(7, '', 'en')).to.equal('7');
    expect(formatValue(1234.5, '', 'de')).to.equal('1.234,5');
  });
});
