// A search filter of the embedded directory (RFC 4511 4.5.1), read from its BER form into a test of an entry:
// and, or, not, equality, substrings, presence and approximate (as equality). As in slapd's schema, no attribute
// of the demo directory has an ordering rule, so `>=` and `<=` are Undefined, as are an extensible match and a
// test of a password other than one's own: Undefined matches nothing, and neither does its negation.
import type { BerReader } from 'ldapts';
import { must, readEach, TAG } from './ber';
import { type LdifEntry, normalDn } from './ldif';

/** TRUE, FALSE or Undefined (RFC 4511's three values of a filter). */
type Truth = boolean | undefined;
/** A filter read from the wire, tested on an entry by the person bound (a normal DN; undefined: anonymous). */
export type EntryTest = (entry: LdifEntry & { normal: string }, bound?: string) => Truth;

/** Attributes whose values are DNs, compared in their normal form. */
const DN_VALUED = new Set(['member', 'uniquemember', 'owner', 'seealso', 'manager']);
/** Attributes only their own entry's person may test: a search never reveals a password one guess at a time. */
const SECRET = new Set(['userpassword']);

/** The values of `name` in `entry` in the form compared; undefined for another's secret attribute. */
function valuesOf(entry: Parameters<EntryTest>[0], name: string, bound?: string): string[] | undefined {
  const key = name.toLowerCase();
  if (SECRET.has(key) && entry.normal !== bound) return undefined;
  const values = entry.attributes.get(key)?.values ?? [];
  return values.map((value) => (DN_VALUED.has(key) ? (normalDn(value) ?? value) : value).toLowerCase());
}

/** A test whether one value of an attribute equals the asserted value. */
function equality(name: string, asserted: string): EntryTest {
  const key = name.toLowerCase();
  const wanted = (DN_VALUED.has(key) ? (normalDn(asserted) ?? asserted) : asserted).toLowerCase();
  return (entry, bound) => valuesOf(entry, key, bound)?.some((value) => value === wanted);
}

const literal = (text: string) => text.replace(/[$()*+./?[\\\]^{|}-]/g, '\\$&');

/** Reads the filter at the reader's position (the reader then stands after it). */
export function readFilter(reader: BerReader): EntryTest {
  const tag = must(reader.peek());
  const children = () => readEach(reader, tag, () => readFilter(reader));
  switch (tag) {
    case TAG.present: {
      const name = must(reader.readString(TAG.present));
      return (entry, bound) => {
        const values = valuesOf(entry, name, bound);
        return values === undefined ? undefined : values.length > 0;
      };
    }
    case TAG.and: {
      const tests = children();
      return (entry, bound) => {
        const truths = tests.map((test) => test(entry, bound));
        return truths.includes(false) ? false : truths.includes(undefined) ? undefined : true;
      };
    }
    case TAG.or: {
      const tests = children();
      return (entry, bound) => {
        const truths = tests.map((test) => test(entry, bound));
        return truths.includes(true) ? true : truths.includes(undefined) ? undefined : false;
      };
    }
    case TAG.not: {
      const [test, ...more] = children();
      if (!test || more.length > 0) throw new Error('A negation holds one filter');
      return (entry, bound) => {
        const truth = test(entry, bound);
        return truth === undefined ? undefined : !truth;
      };
    }
    case TAG.equality:
    case TAG.approximate:
      must(reader.readSequence(tag));
      return equality(must(reader.readString()), must(reader.readString()));
    case TAG.substrings: {
      must(reader.readSequence(tag));
      const name = must(reader.readString());
      const parts = { initial: '', any: [] as string[], final: '' };
      readEach(reader, 0x30, () => {
        const part = must(reader.peek());
        const text = must(reader.readString(part)).toLowerCase();
        if (part === 0x80) parts.initial = text;
        else if (part === 0x81) parts.any.push(text);
        else if (part === 0x82) parts.final = text;
        else throw new Error(`Not a substring part: 0x${part.toString(16)}`);
      });
      const pattern = new RegExp(
        `^${literal(parts.initial)}.*${parts.any.map((any) => `${literal(any)}.*`).join('')}${literal(parts.final)}$`,
        'su',
      );
      return (entry, bound) => valuesOf(entry, name, bound)?.some((value) => pattern.test(value));
    }
    default:
      // An ordering or extensible match (or a choice this directory does not know): skipped, and Undefined.
      must(reader.readSequence(tag));
      reader.offset += reader.length;
      return () => undefined;
  }
}
