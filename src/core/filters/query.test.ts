import { expect } from '@open-wc/testing';
import { decodeFilterQuery, defaultFilterValue, encodeFilterQuery } from './query';
import type { FilterDefinition } from './types';

const text: FilterDefinition = { name: 'subject', translation: 'filter.subject', type: 'string' };
const active: FilterDefinition = { name: 'active', translation: 'filter.active', type: 'boolean' };
const seats: FilterDefinition = {
  name: 'seats',
  translation: 'filter.seats',
  type: 'number',
  min: 1,
  max: 500,
};
const state: FilterDefinition = {
  name: 'state',
  translation: 'filter.state',
  type: 'select',
  selectOptions: [
    { value: 'STARTED', translation: 'meeting.started' },
    { value: 'STOPPED', translation: 'meeting.stopped' },
  ],
};
const day: FilterDefinition = {
  name: 'day',
  translation: 'filter.day',
  type: 'date',
  min: '2024-01-01',
  max: '2024-12-31',
};
const period: FilterDefinition = { name: 'period', translation: 'filter.period', type: 'date-range' };
const all = [text, active, seats, state, day, period];

describe('filter query', () => {
  it('a filter named like an object built-in ("__proto__", "constructor") reads back as its own value', () => {
    const definitions: FilterDefinition[] = [
      { name: '__proto__', translation: 'Prototype', type: 'number' },
      { name: 'constructor', translation: 'Constructor', type: 'string' },
    ];
    const values = Object.fromEntries([
      ['__proto__', 0],
      ['constructor', 'x'],
    ]);
    const query = encodeFilterQuery(definitions, values);
    expect(query).to.equal('__proto__=0&constructor=x');
    const back = decodeFilterQuery(definitions, query);
    expect(Object.entries(back)).to.deep.equal([
      ['__proto__', 0],
      ['constructor', 'x'],
    ]);
    expect(Object.getPrototypeOf(back)).to.equal(Object.prototype);
  });

  it('string filters are always included, even when empty', () => {
    expect(encodeFilterQuery(all, { subject: '' })).to.equal('subject=');
    expect(encodeFilterQuery(all, { subject: null })).to.equal('subject=');
  });

  it('other filters are included only with a value', () => {
    expect(encodeFilterQuery(all, { seats: null, state: null, day: null, period: null })).to.equal('');
    expect(encodeFilterQuery(all, { state: '', day: '', period: ['', ''] })).to.equal('');
  });

  it('a boolean filter with no value is sent as the text false', () => {
    expect(encodeFilterQuery(all, { active: null })).to.equal('active=false');
    expect(encodeFilterQuery(all, { active: true })).to.equal('active=true');
  });

  it('only filters added to the panel are in the query, in definition order', () => {
    expect(encodeFilterQuery(all, { seats: 3, subject: 'a' })).to.equal('subject=a&seats=3');
  });

  it('name=value pairs are joined by & with URI-encoded values', () => {
    expect(encodeFilterQuery(all, { subject: 'R&D = 100% été' })).to.equal(
      `subject=${encodeURIComponent('R&D = 100% été')}`,
    );
    expect(encodeFilterQuery(all, { subject: 'a b', active: true })).to.equal('subject=a%20b&active=true');
  });

  it('number filters respect min and max by clamping to the nearest bound', () => {
    expect(encodeFilterQuery(all, { seats: 0 })).to.equal('seats=1');
    expect(encodeFilterQuery(all, { seats: 9000 })).to.equal('seats=500');
    expect(encodeFilterQuery(all, { seats: 42 })).to.equal('seats=42');
    expect(decodeFilterQuery(all, 'seats=9000')).to.deep.equal({ seats: 500 });
  });

  it('date filters respect min and max by clamping to the nearest bound', () => {
    expect(encodeFilterQuery(all, { day: '2023-06-01' })).to.equal('day=2024-01-01');
    expect(encodeFilterQuery(all, { day: '2025-02-01' })).to.equal('day=2024-12-31');
    const range = { ...period, min: '2024-01-01', max: '2024-12-31' };
    expect(decodeFilterQuery([range], 'period=2023-01-01~2025-01-01')).to.deep.equal({
      period: ['2024-01-01', '2024-12-31'],
    });
  });

  it('a day bound covers every time of that day for date-time filters', () => {
    const at: FilterDefinition = { name: 'at', translation: 'at', type: 'date-time', max: '2024-05-31' };
    expect(encodeFilterQuery([at], { at: '2024-05-31 23:55' })).to.equal('at=2024-05-31%2023%3A55');
    expect(encodeFilterQuery([at], { at: '2024-06-01 00:05' })).to.equal('at=2024-05-31');
  });

  it('a date range is one value, start~stop, with ~ and % escaped inside each end', () => {
    expect(encodeFilterQuery(all, { period: ['2024-05-01', '2024-05-31'] })).to.equal(
      'period=2024-05-01~2024-05-31',
    );
    expect(encodeFilterQuery(all, { period: ['2024-05-01', ''] })).to.equal('period=2024-05-01~');
    const odd = encodeFilterQuery(all, { period: ['a~b', '50%'] });
    expect(decodeFilterQuery(all, odd)).to.deep.equal({ period: ['a~b', '50%'] });
  });

  it('the query is read back with typed values when the filter opens', () => {
    const query =
      'subject=R%26D&active=true&seats=12&state=STARTED&day=2024-03-04&period=2024-01-01~2024-02-01';
    expect(decodeFilterQuery(all, query)).to.deep.equal({
      subject: 'R&D',
      active: true,
      seats: 12,
      state: 'STARTED',
      day: '2024-03-04',
      period: ['2024-01-01', '2024-02-01'],
    });
    expect(decodeFilterQuery(all, '?active=false')).to.deep.equal({ active: false });
  });

  it('reading back skips unknown names, malformed pairs and values a filter cannot hold', () => {
    const query = 'nope=1&subject=%E0%A4%A&seats=abc&state=DELETED&period=2024-01-01&&active';
    expect(decodeFilterQuery(all, query)).to.deep.equal({ active: false });
  });

  it('an optional formatter formats the value before encoding', () => {
    const formatted = { ...day, formatter: (value: unknown) => `${value}T00:00:00Z` };
    expect(encodeFilterQuery([formatted], { day: '2024-03-04' })).to.equal('day=2024-03-04T00%3A00%3A00Z');
    const flag = { ...active, formatter: (value: unknown) => (value ? '1' : '0') };
    expect(encodeFilterQuery([flag], { active: null })).to.equal('active=0');
  });

  it('a lone surrogate is sent as the replacement character instead of failing', () => {
    expect(encodeFilterQuery(all, { subject: 'a\uD800b' })).to.equal('subject=a%EF%BF%BDb');
  });

  it('an added filter starts with its default value, else empty text, false or nothing', () => {
    expect(defaultFilterValue({ ...seats, defaultValue: 10 })).to.equal(10);
    expect(defaultFilterValue(text)).to.equal('');
    expect(defaultFilterValue(active)).to.equal(false);
    expect(defaultFilterValue(seats)).to.equal(null);
    expect(defaultFilterValue(period)).to.equal(null);
  });
});
