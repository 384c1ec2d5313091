import { expect } from '@open-wc/testing';
import { hourText, isSupportOpen, supportSlots, webAddress } from './support';

// Paris is UTC+1 in winter (CET) and UTC+2 in summer (CEST).
const winter = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2025, 0, day, hour - 1, minute));
const summer = (day: number, hour: number) => new Date(Date.UTC(2025, 6, day, hour - 2));

describe('support hours', () => {
  it('Monday to Friday 9:00-12:00 and 14:00-18:00 Central European Time', () => {
    expect(supportSlots('en')).to.deep.equal([
      [9, 12],
      [14, 18],
    ]);
    // 2025-01-06 is a Monday.
    expect(isSupportOpen(winter(6, 9), 'en')).to.equal(true);
    expect(isSupportOpen(winter(6, 8, 59), 'en')).to.equal(false);
    expect(isSupportOpen(winter(6, 12, 30), 'fr')).to.equal(false);
    expect(isSupportOpen(winter(10, 17, 59), 'de')).to.equal(true);
    expect(isSupportOpen(winter(10, 18), 'de')).to.equal(false);
    expect(isSupportOpen(winter(11, 10), 'en')).to.equal(false);
    expect(isSupportOpen(winter(12, 10), 'en')).to.equal(false);
  });

  it('the Spanish variant is 9:00-18:00 without the noon break', () => {
    expect(supportSlots('es')).to.deep.equal([[9, 18]]);
    expect(isSupportOpen(winter(6, 12, 30), 'es')).to.equal(true);
    expect(isSupportOpen(winter(6, 18), 'es')).to.equal(false);
  });

  it('the hours follow Central European summer time', () => {
    // 2025-07-07 is a Monday: 9:00 in Paris is 7:00 UTC.
    expect(isSupportOpen(summer(7, 9), 'en')).to.equal(true);
    expect(isSupportOpen(summer(7, 8), 'en')).to.equal(false);
  });

  it('hours read as the spec writes them', () => {
    expect([hourText(9), hourText(18)]).to.deep.equal(['9:00', '18:00']);
  });

  it('support and help addresses link only to web pages', () => {
    expect(webAddress('https://support.example.com/')).to.equal('https://support.example.com/');
    expect(webAddress('/meet/help')).to.equal('/meet/help');
    expect(webAddress('javascript:alert(1)')).to.equal(undefined);
    expect(webAddress('//evil.example')).to.equal(undefined);
    expect(webAddress('')).to.equal(undefined);
  });
});
