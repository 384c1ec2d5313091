import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { decodeFilterQuery, encodeFilterQuery } from './query';
import type { FilterDefinition, FilterType, FilterValue, FilterValues } from './types';

type Case = {
  type: FilterType;
  min?: number | string;
  max?: number | string;
  options?: string[];
  value: FilterValue;
};

const tricky = fc.constantFrom('&', '=', '%', '%25', '~', '?', '#', '+', ' ', 'é', '漢', '😀', '\u0000', 'a');
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: tricky }),
  fc.string({ unit: 'grapheme' }),
);
const noMinusZero = (n: number) => (n === 0 ? 0 : n);
const double = (bounds: { min?: number; max?: number } = {}) =>
  fc.double({ noNaN: true, noDefaultInfinity: true, ...bounds }).map(noMinusZero);
const dateText = fc
  .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 16).replace('T', ' '));

const numberCase = fc
  .tuple(fc.option(double(), { nil: undefined }), fc.option(double(), { nil: undefined }))
  .map(([a, b]) => (a !== undefined && b !== undefined && a > b ? [b, a] : [a, b]))
  .chain(([min, max]) =>
    double({ ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) }).map(
      (value): Case => ({ type: 'number', min, max, value }),
    ),
  );
const selectCase = fc
  .uniqueArray(fc.string({ unit: 'binary', minLength: 1 }), { minLength: 1, maxLength: 5 })
  .chain((options) => fc.constantFrom(...options).map((value): Case => ({ type: 'select', options, value })));
const dateCase = fc
  .tuple(fc.array(dateText, { minLength: 3, maxLength: 3 }), fc.boolean(), fc.boolean())
  .map(([dates, dayOnly, bounded]): Case => {
    const [min = '', value = '', max = ''] = dates.map((date) => (dayOnly ? date.slice(0, 10) : date)).sort();
    const type = dayOnly ? 'date' : 'date-time';
    return bounded ? { type, min, max, value } : { type, value };
  });
const anyCase: fc.Arbitrary<Case> = fc.oneof(
  text.map((value): Case => ({ type: 'string', value })),
  fc.boolean().map((value): Case => ({ type: 'boolean', value })),
  numberCase,
  selectCase,
  dateCase,
  text.filter((value) => value !== '').map((value): Case => ({ type: 'date', value })),
  fc
    .tuple(text, text)
    .filter(([start, stop]) => start !== '' || stop !== '')
    .map((value): Case => ({ type: 'date-range', value })),
);

/** Definitions with unique names, and values for the ones added to the panel. */
const panel = fc
  .uniqueArray(fc.tuple(text, anyCase, fc.boolean()), { selector: ([name]) => name, maxLength: 8 })
  .map((rows) => {
    const definitions: FilterDefinition[] = [];
    const values: FilterValues = {};
    for (const [name, { type, min, max, options, value }, added] of rows) {
      const selectOptions = options?.map((option) => ({ value: option, translation: option }));
      definitions.push({ name, translation: name, type, min, max, selectOptions });
      // Defined, not assigned, as the decoder does: a filter named "__proto__" is a value, not the prototype.
      if (added)
        Object.defineProperty(values, name, { value, enumerable: true, writable: true, configurable: true });
    }
    return { definitions, values };
  });

describe('filter query properties', () => {
  it('decoding an encoding gives the values back, whatever the names and values', () => {
    fc.assert(
      fc.property(panel, ({ definitions, values }) => {
        expect(decodeFilterQuery(definitions, encodeFilterQuery(definitions, values))).to.deep.equal(values);
      }),
      { numRuns: 500 },
    );
  });

  it('any value encodes to what its read-back encodes to (out-of-range and untyped values settle)', () => {
    const anyValue = fc.oneof(text, double(), fc.boolean(), fc.constant(null), fc.tuple(text, text));
    fc.assert(
      fc.property(panel, fc.array(anyValue), ({ definitions }, raw) => {
        const values = Object.fromEntries(
          definitions.map((definition, i) => [definition.name, raw[i] ?? null]),
        );
        const query = encodeFilterQuery(definitions, values);
        expect(encodeFilterQuery(definitions, decodeFilterQuery(definitions, query))).to.equal(query);
      }),
      { numRuns: 300 },
    );
  });

  it('reading back any text never fails and yields only defined filters', () => {
    const definitions: FilterDefinition[] = [
      { name: 'a', translation: 'a', type: 'number' },
      { name: 'b', translation: 'b', type: 'date-range' },
    ];
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', '=', '&', '%', '~', 'E', '9', '1') }),
        (query) => {
          const values = decodeFilterQuery(definitions, query);
          expect(Object.keys(values).every((name) => name === 'a' || name === 'b')).to.equal(true);
        },
      ),
    );
  });
});
