import { expect } from '@open-wc/testing';
import { datesFromValue, formatLocalDate, parseLocalDate, valueFromDates } from './date-values';
import { pickerLocale, pickerOptions } from './flatpickr-adapter';

const WORDS = {
  to: 'to',
  year: 'Year',
  month: 'Month',
  hour: 'Hour',
  minute: 'Minute',
  week: 'Wk',
  scrollTitle: 's',
  toggleTitle: 't',
};

describe('date picker options (spec 5 and 9)', () => {
  it('the type defaults to date, shown as year-month-day without time', () => {
    const options = pickerOptions();
    expect(options.mode).to.equal('single');
    expect(options.dateFormat).to.equal('Y-m-d');
    expect(options.enableTime).to.equal(false);
  });

  it('date-time adds 24-hour hours and minutes, and only date-time selects a time', () => {
    const options = pickerOptions('date-time');
    expect(options.dateFormat).to.equal('Y-m-d H:i');
    expect(options.enableTime).to.equal(true);
    expect(options.time_24hr).to.equal(true);
    expect(pickerOptions('range').enableTime).to.equal(false);
  });

  it('range picks two days, shown as year-month-day', () => {
    const options = pickerOptions('range');
    expect(options.mode).to.equal('range');
    expect(options.dateFormat).to.equal('Y-m-d');
  });

  it('default hour 12, minute 0, seconds 0; increments of 1 hour and 5 minutes; close on select', () => {
    const options = pickerOptions('date-time');
    expect([options.defaultHour, options.defaultMinute, options.defaultSeconds]).to.deep.equal([12, 0, 0]);
    expect(options.animate, 'the calendar opens without a fade').to.equal(false);
    expect([options.hourIncrement, options.minuteIncrement]).to.deep.equal([1, 5]);
    expect(options.closeOnSelect).to.equal(true);
  });

  it('min and max limit picks', () => {
    const options = pickerOptions('date', '2024-01-10', '2024-02-20');
    expect(options.minDate?.getTime()).to.equal(new Date(2024, 0, 10).getTime());
    expect(options.maxDate?.getTime()).to.equal(new Date(2024, 1, 20).getTime());
    expect(pickerOptions('date').minDate).to.equal(undefined);
  });

  it('the text field stays typeable and day cells are read in the display format', () => {
    const options = pickerOptions();
    expect(options.allowInput).to.equal(true);
    expect(options.ariaDateFormat).to.equal('F j, Y');
  });

  it('range is shown as "start to stop", with "to" translated', () => {
    expect(pickerLocale('en', WORDS).rangeSeparator).to.equal(' to ');
    expect(pickerLocale('de', { ...WORDS, to: 'bis' }).rangeSeparator).to.equal(' bis ');
  });

  it('month and day names come in the interface language', () => {
    const french = pickerLocale('fr', WORDS);
    expect(french.months.longhand[0].toLowerCase()).to.equal('janvier');
    expect(french.weekdays.longhand[0].toLowerCase()).to.equal('dimanche');
    expect(french.firstDayOfWeek).to.equal(1);
  });
});

describe('date values', () => {
  it('empty value gives null', () => {
    expect(valueFromDates('date', [])).to.equal(null);
    expect(valueFromDates('range', [new Date(2024, 0, 1)])).to.equal(null);
    expect(datesFromValue('date', null)).to.deep.equal([]);
    expect(datesFromValue('date', '')).to.deep.equal([]);
  });

  it('a date is YYYY-MM-DD, a date-time adds HH:mm, a range joins two days with a slash', () => {
    const day = new Date(2024, 2, 5, 14, 30);
    expect(valueFromDates('date', [day])).to.equal('2024-03-05');
    expect(valueFromDates('date-time', [day])).to.equal('2024-03-05 14:30');
    expect(valueFromDates('range', [day, new Date(2024, 2, 9)])).to.equal('2024-03-05/2024-03-09');
  });

  it('values read back into the same dates', () => {
    for (const [type, value] of [
      ['date', '2024-03-05'],
      ['date-time', '2024-03-05 14:30'],
      ['range', '2024-03-05/2024-03-09'],
    ] as const) {
      expect(valueFromDates(type, datesFromValue(type, value))).to.equal(value);
    }
  });

  it('a text that is not a calendar date is no date', () => {
    expect(parseLocalDate('2024-02-31')).to.equal(undefined);
    expect(parseLocalDate('31/12/2024')).to.equal(undefined);
    expect(formatLocalDate(parseLocalDate('2024-02-29 07:05') as Date, true)).to.equal('2024-02-29 07:05');
  });
});
