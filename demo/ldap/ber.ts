// What the embedded directory reads of LDAP's BER (RFC 4511), over ldapts' reader: the tags it knows and the two
// reading steps its requests and filters share.
import type { BerReader } from 'ldapts';

/** The tags of the protocol operations and filter choices the embedded directory reads or answers. */
export const TAG = {
  bindRequest: 0x60,
  bindResponse: 0x61,
  unbindRequest: 0x42,
  searchRequest: 0x63,
  searchEntry: 0x64,
  searchDone: 0x65,
  abandonRequest: 0x50,
  and: 0xa0,
  or: 0xa1,
  not: 0xa2,
  equality: 0xa3,
  substrings: 0xa4,
  present: 0x87,
  approximate: 0xa8,
} as const;

/** A value ldapts read; it answers null when the message ends before the value, which refuses the message. */
export function must<T>(value: T | null): T {
  if (value === null) throw new Error('The message ends early');
  return value;
}

/** Reads a constructed value of `tag` and each element in it with `readOne`: the reader then stands after it. */
export function readEach<T>(reader: BerReader, tag: number, readOne: () => T): T[] {
  must(reader.readSequence(tag));
  const end = reader.offset + reader.length;
  const elements: T[] = [];
  while (reader.offset < end) elements.push(readOne());
  return elements;
}
