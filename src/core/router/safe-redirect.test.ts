import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { safeRedirect } from './safe-redirect';

const ORIGIN = 'https://meet.example.com';
const BASE = '/meet/';
const DASHBOARD = '/meet/dashboard';

/** Redirect targets that stay in the application, and what the login page opens for each. */
const ACCEPTED: [string, string][] = [
  ['/meet/users', '/meet/users'],
  ['/meet/users/42?tab=roles#top', '/meet/users/42?tab=roles#top'],
  ['/meet/meeting/100000001/attachment-file', '/meet/meeting/100000001/attachment-file'],
  ['/meet/', '/meet/'],
  ['/meet', '/meet/'],
  ['/meet/join-without-account?umi=100000001', '/meet/join-without-account?umi=100000001'],
  ['/meet/users?search=Ann%20Lee', '/meet/users?search=Ann%20Lee'],
  [`${ORIGIN}/meet/account`, '/meet/account'],
  ['/meet/./account', '/meet/account'],
];

/** Redirect targets that would leave the application: every one ends on the dashboard. */
const REFUSED: string[] = [
  '//evil.example',
  '//evil.example/meet/users',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%5C%5Cevil.example',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%252F%252Fevil.example',
  '/meet/%5C..%5C..%5Cevil',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'https://evil.example/meet/users',
  'http://meet.example.com/meet/users',
  'https://meet.example.com.evil.example/meet/users',
  'https://meet.example.com@evil.example/meet/',
  '/\t/evil.example',
  '/%09/evil.example',
  '/ /evil.example',
  '/elsewhere',
  '/meet/../admin',
  '/meet/%2e%2e/admin',
  '/meetings',
  'users',
  '',
  '/MEET/users',
  '/meet/%E0%A4%A',
];

describe('safeRedirect', () => {
  for (const [target, expected] of ACCEPTED) {
    it(`a same-origin path under /meet/ is kept: ${target}`, () => {
      expect(safeRedirect(target, ORIGIN, BASE)).to.equal(expected);
    });
  }

  for (const target of REFUSED) {
    it(`anything that could leave the application ends on the dashboard: ${JSON.stringify(target)}`, () => {
      expect(safeRedirect(target, ORIGIN, BASE)).to.equal(DASHBOARD);
    });
  }

  it('a missing or non-text target ends on the dashboard', () => {
    for (const target of [undefined, null, 42, {}, ['/meet/users']]) {
      expect(safeRedirect(target, ORIGIN, BASE)).to.equal(DASHBOARD);
    }
  });

  it('a very long target ends on the dashboard', () => {
    expect(safeRedirect(`/meet/${'a'.repeat(3000)}`, ORIGIN, BASE)).to.equal(DASHBOARD);
  });

  it('whatever the input, the result is a same-origin path under /meet/', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%5C',
      '%2F',
      '%252F',
      '.',
      '..',
      '%2e',
      'meet',
      'meet/',
      'evil.example',
      '@',
      ':',
      'javascript:',
      'data:',
      'https://',
      ORIGIN,
      '?',
      '#',
      '\t',
      ' ',
      '%09',
      '%',
    );
    const crafted = fc
      .array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 8 })
      .map((parts) => parts.join(''));
    const target = fc.oneof(crafted, fc.string(), fc.webUrl(), fc.string({ unit: 'binary' }));
    fc.assert(
      fc.property(target, (input) => {
        const result = safeRedirect(input, ORIGIN, BASE);
        const url = new URL(result, ORIGIN);
        return (
          result.startsWith(BASE) &&
          !result.startsWith('//') &&
          url.origin === ORIGIN &&
          url.pathname.startsWith(BASE) &&
          `${url.pathname}${url.search}${url.hash}` === result
        );
      }),
      { numRuns: 3000 },
    );
  });
});
