// Logins that read alike: a skeleton in the manner of Unicode TR 39 (compatibility decomposition, each character
// replaced by the Latin letter it is mistaken for, lower case), from a small table of the letters of Cyrillic,
// Greek and Armenian that look Latin, and the digits and pairs that look like letters. Two logins with one
// skeleton are one login to a person reading them: `аdmin@example.com` (Cyrillic а) is `admin@example.com`.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';

/** Each lookalike and the Latin letter it reads as (upper case ones before lower-casing, so Н reads as H). */
const PROTOTYPES: Record<string, string> = Object.fromEntries(
  [
    // Cyrillic
    'аa еe оo рp сc уy хx ѕs іi јj һh ԁd ԛq ԝw ӏl ѵv үy',
    'АA ВB ЕE КK МM НH ОO РP СC ТT ХX ЅS ІI ЈJ ҮY ԚQ ԜW ӀI',
    // Greek
    'αa οo νv ρp υu ιi κk χx γy ϲc',
    'ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX',
    // Armenian, Latin letters of other alphabets, digits and signs
    'օo սu հh ոn ցg զq ɡg ɑa ıi ȷj ℓl 0o 1l |l',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [...pair] as [string, string]),
);

const ASCII = /^[\x20-\x7e]*$/;
const ASCII_LOOKALIKES = /[01|]/g;

/** The skeleton of a login: two logins a person cannot tell apart have the same one. */
export function loginSkeleton(login: string): string {
  // Most logins are plain ASCII: every index write computes this, so they take the short way.
  const folded = ASCII.test(login)
    ? login.replace(ASCII_LOOKALIKES, (character) => PROTOTYPES[character] ?? character)
    : [...login.normalize('NFKD')].map((character) => PROTOTYPES[character] ?? character).join('');
  return folded.toLowerCase().replaceAll('rn', 'm').replaceAll('vv', 'w');
}

/** The SQL function of the skeleton (an expression index of migration 040 reads it): every connection has it. */
export function registerLoginSkeleton(db: Db): void {
  db.function('meet_login_skeleton', { deterministic: true }, (login: unknown) =>
    typeof login === 'string' ? loginSkeleton(login) : null,
  );
}

const lookups = new WeakMap<Db, Statement<[string, number]>>();

/** True when another account than `except` has a login that reads as `login` (the same one included). */
export function loginLookalikeTaken(db: Db, login: string, except = 0): boolean {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = db.prepare('SELECT 1 FROM users WHERE meet_login_skeleton(login) = ? AND id <> ? LIMIT 1');
    lookups.set(db, lookup);
  }
  return lookup.get(loginSkeleton(login), except) !== undefined;
}
