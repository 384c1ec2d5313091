import { expect } from '@open-wc/testing';
import {
  appJoinLink,
  browserJoin,
  countdown,
  countdownByMinute,
  joinPhase,
  phoneNumbersFor,
} from './meeting-join-rules';

const START = Date.UTC(2030, 0, 10, 9, 0, 0);
const DAY = 86_400_000;

describe('meeting join rules', () => {
  it('"starts in N" splits the time left into days, hours, minutes and seconds', () => {
    const now = START - (DAY + 3 * 3_600_000 + 12 * 60_000 + 5_000);
    expect(countdown(now, START)).to.deep.equal({
      total: 97_925,
      days: 1,
      hours: 3,
      minutes: 12,
      seconds: 5,
    });
  });

  it('the countdown rounds up to the second and reaches 0 only at the start, never below', () => {
    expect(countdown(START - 1, START).total).to.equal(1);
    expect(countdown(START, START).total).to.equal(0);
    expect(countdown(START + 60_000, START)).to.deep.equal({
      total: 0,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('the spoken countdown changes at most once a minute: the time left rounded up to the minute', () => {
    const spoken = (msLeft: number) => countdownByMinute(countdown(START - msLeft, START));
    expect(spoken(125_000)).to.deep.equal({ total: 180, days: 0, hours: 0, minutes: 3, seconds: 0 });
    // Every second of one minute gives the same text.
    const texts = new Set(
      Array.from({ length: 60 }, (_, s) => JSON.stringify(spoken(120_000 + s * 1000 + 1))),
    );
    expect(texts.size).to.equal(1);
    expect(spoken(DAY).days).to.equal(1);
  });

  it('scheduled starts in; started and waiting to end are started; stopped is over', () => {
    expect(joinPhase({ state: 'scheduled' })).to.equal('startsIn');
    expect(joinPhase({ state: 'started' })).to.equal('started');
    expect(joinPhase({ state: 'waitingToEnd' })).to.equal('started');
    expect(joinPhase({ state: 'stopped' })).to.equal('ended');
  });

  it('browser join: available, too early, disabled (needs an account), none once over', () => {
    const m = (state: 'scheduled' | 'started' | 'stopped', webRtcEnabled: boolean, webRtcTooEarly: boolean) =>
      browserJoin({ state, webRtcEnabled, webRtcTooEarly });
    expect(m('started', true, false)).to.equal('available');
    expect(m('scheduled', true, true)).to.equal('tooEarly');
    expect(m('scheduled', true, false)).to.equal('available');
    expect(m('started', false, false)).to.equal('disabled');
    expect(m('scheduled', false, true)).to.equal('disabled');
    expect(m('stopped', true, false)).to.equal('none');
  });

  it('open in app: a version protocol keeps the app scheme and travels as a parameter, with the server', () => {
    expect(
      appJoinLink({ protocol: '3.2', serverName: 'meet.example.com' }, '100000001', 'localhost:8080'),
    ).to.equal('meet://join?umi=100000001&protocol=3.2&server=meet.example.com');
  });

  it('open in app: a protocol that is a URL scheme becomes the scheme; the page host names the server', () => {
    expect(appJoinLink({ protocol: 'Acme' }, '100000001', 'portal.example.org')).to.equal(
      'acme://join?umi=100000001&server=portal.example.org',
    );
    expect(appJoinLink(null, '100000002', '')).to.equal('meet://join?umi=100000002');
  });

  it('dial-in numbers in the interface language come first, the rest in the server order', () => {
    const n = (identifier: string, language: 'fr' | 'en' | 'de') => ({
      identifier,
      language,
      country: 'FR',
      phoneNumber: '+33',
    });
    const numbers = [n('paris', 'fr'), n('london', 'en'), n('berlin', 'de'), n('lyon', 'fr')];
    expect(phoneNumbersFor(numbers, 'fr').map((x) => x.identifier)).to.deep.equal([
      'paris',
      'lyon',
      'london',
      'berlin',
    ]);
    expect(phoneNumbersFor(numbers, 'hu').map((x) => x.identifier)).to.deep.equal([
      'paris',
      'london',
      'berlin',
      'lyon',
    ]);
  });
});
