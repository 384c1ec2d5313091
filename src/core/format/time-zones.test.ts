import { expect } from '@open-wc/testing';
import { timeZoneOptions } from '../../widgets/inputs/select/time-zones';
import { formatDateTimeIn } from './index';
import {
  canonicalTimeZone,
  dayIn,
  isKnownTimeZone,
  TIME_ZONES,
  timeZoneChoice,
  timeZoneChoices,
} from './time-zones';

const WINTER = Date.UTC(2026, 0, 15);
const SUMMER = Date.UTC(2026, 6, 15);
const label = (language: string, zone: string, now = WINTER) => timeZoneChoice(zone, language, now)?.label;

describe('time zones', () => {
  it('one canonical IANA list whatever the browser: current names, UTC included, no old name', () => {
    expect(TIME_ZONES).to.include.members([
      'UTC',
      'Asia/Kolkata',
      'Europe/Kyiv',
      'America/Argentina/Buenos_Aires',
    ]);
    expect(TIME_ZONES).not.to.include.members(['Asia/Calcutta', 'Europe/Kiev', 'Etc/UTC']);
    expect(new Set(TIME_ZONES).size).to.equal(TIME_ZONES.length);
  });

  it('an old name read from data is its canonical one; an unknown id stays as given', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).to.equal('Asia/Kolkata');
    expect(canonicalTimeZone('Etc/UTC')).to.equal('UTC');
    expect(canonicalTimeZone('Europe/Paris')).to.equal('Europe/Paris');
    expect(canonicalTimeZone('Mars/Olympus')).to.equal('Mars/Olympus');
  });

  it('labels are in the interface language with the current offset (German, Hungarian)', () => {
    expect(label('de', 'Europe/Berlin')).to.equal('Berlin, Deutschland (UTC+01:00)');
    expect(label('de', 'Europe/Berlin', SUMMER)).to.match(/^Berlin, Deutschland \(UTC\+02:00\)$/);
    expect(label('hu', 'Europe/Budapest')).to.equal('Budapest, Magyarország (UTC+01:00)');
    expect(label('hu', 'Europe/Berlin')).to.equal('Berlin, Németország (UTC+01:00)');
    expect(label('hu', 'Asia/Kolkata')).to.match(/^Kolkata, India \(UTC\+05:30\)$/);
    expect(label('de', 'America/New_York')).to.match(/^New York, Vereinigte Staaten \(UTC−05:00\)$/);
    expect(label('de', 'UTC')).to.equal('UTC');
  });

  it('every zone is listed, sorted by offset, in both languages', () => {
    for (const language of ['de', 'hu']) {
      const choices = timeZoneChoices(language, WINTER);
      expect(choices.map(({ id }) => id).sort()).to.deep.equal([...TIME_ZONES].sort());
      const offsets = choices.map(({ offset }) => offset);
      expect(offsets).to.deep.equal([...offsets].sort((a, b) => a - b));
      expect(offsets[0]).to.be.below(-600);
      expect(offsets.at(-1)).to.be.above(780);
    }
  });

  it("a select keeps a stored old name as its current zone's entry, and an unknown one first", () => {
    const legacy = timeZoneOptions('Asia/Calcutta', 'de');
    expect(legacy.find(({ value }) => value === 'Asia/Calcutta')?.label).to.match(/Kolkata, Indien/);
    expect(legacy.some(({ value }) => value === 'Asia/Kolkata')).to.equal(false);
    expect(legacy).to.have.length(TIME_ZONES.length);
    expect(timeZoneOptions('Mars/Olympus', 'de')[0]).to.deep.equal({
      value: 'Mars/Olympus',
      label: 'Mars/Olympus',
    });
  });

  it("the day is the zone's own: half past midnight in Paris is still the day before in UTC and New York", () => {
    const halfPast = Date.UTC(2026, 0, 14, 23, 30);
    expect(dayIn('Europe/Paris', halfPast)).to.equal('2026-01-15');
    expect(dayIn('UTC', halfPast)).to.equal('2026-01-14');
    expect(dayIn('America/New_York', halfPast)).to.equal('2026-01-14');
  });

  it("a moment is written on the zone's wall clock, and only zones the browser knows are known", () => {
    const halfPast = Date.UTC(2026, 0, 14, 23, 30);
    expect(formatDateTimeIn(halfPast, 'Europe/Paris', 'en-GB')).to.equal('15 Jan 2026, 00:30');
    expect(formatDateTimeIn(halfPast, 'Asia/Kathmandu', 'en-GB')).to.equal('15 Jan 2026, 05:15');
    expect(isKnownTimeZone('Europe/Paris')).to.equal(true);
    expect(isKnownTimeZone('Mars/Olympus')).to.equal(false);
  });
});
