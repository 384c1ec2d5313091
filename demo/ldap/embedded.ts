// The embedded demo directory: a small read-only LDAP v3 server in the reference server's own process, over the
// demo directory's LDIF, for `npm start` where Debian's slapd is not installed. It answers what our client
// (ldapts) asks and what slapd would answer it: a simple bind (a wrong password refused), a search with base, one
// or sub scope, any filter of RFC 4511 but extensible matches, a size limit, the attributes asked for, and unbind.
// Like slapd's demo configuration, only a bound person reads the directory, and a password only its own person.
// Its BER comes from ldapts, the client the server already uses.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { BerReader, BerWriter } from 'ldapts';
import { must, readEach, TAG } from './ber';
import { readFilter } from './embedded-filter';
import { type LdifEntry, normalDn, parseLdif } from './ldif';
import { DEMO_LDIF, type DirectoryServer } from './slapd';

/** RFC 4511's result codes this directory answers with. */
const RESULT = {
  success: 0,
  protocolError: 2,
  sizeLimitExceeded: 4,
  authMethodNotSupported: 7,
  noSuchObject: 32,
  invalidDNSyntax: 34,
  invalidCredentials: 49,
  unwillingToPerform: 53,
} as const;

/** The answer's tag for each request a read-only directory refuses: modify, add, delete, rename, compare, extended. */
const REFUSED = new Map([
  [0x66, 0x67],
  [0x68, 0x69],
  [0x4a, 0x6b],
  [0x6c, 0x6d],
  [0x6e, 0x6f],
  [0x77, 0x78],
]);
/** A message larger than this closes the connection: no request of a client comes near it. */
const MAX_MESSAGE_BYTES = 1 << 20;
const HIDDEN = new Set(['userpassword']);
/** A normal DN's first RDN and its comma (an escaped comma belongs to the value). */
const FIRST_RDN = /^(?:\\.|[^,\\])+,?/;

type Entry = LdifEntry & { normal: string };

/** The same digest for the same text: compared in constant time, so a guess learns nothing from timing. */
const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** Starts the embedded directory over `ldif` on 127.0.0.1:`port` (0: any free port). */
export async function startEmbeddedDirectory(port = 0, ldif = DEMO_LDIF): Promise<DirectoryServer> {
  const entries: Entry[] = parseLdif(readFileSync(ldif, 'utf8')).map((entry) => ({
    ...entry,
    normal: normalDn(entry.dn) ?? '',
  }));
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, entries);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as { port: number };
  return {
    url: `ldap://127.0.0.1:${bound}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Answers one connection's messages in order; anything that is not LDAP closes it. */
function serve(socket: Socket, entries: Entry[]) {
  const session = { bound: undefined as string | undefined };
  let pending = Buffer.alloc(0);
  socket.on('error', () => undefined);
  socket.on('data', (data) => {
    pending = Buffer.concat([pending, data]);
    try {
      for (;;) {
        const reader = new BerReader(pending);
        if (reader.readSequence(0x30) === null) break;
        if (reader.length > MAX_MESSAGE_BYTES) throw new Error('Message too large');
        if (reader.remain < reader.length) break;
        const end = reader.offset + reader.length;
        const message = new BerReader(pending.subarray(reader.offset, end));
        pending = pending.subarray(end);
        const answers = answer(message, session, entries);
        if (answers === 'close') return void socket.end();
        for (const buffer of answers) socket.write(buffer);
      }
    } catch {
      socket.destroy();
    }
  });
}

/** The buffers answering one LDAPMessage (its envelope read off), or 'close' for an unbind. */
function answer(reader: BerReader, session: { bound?: string }, entries: Entry[]): Buffer[] | 'close' {
  const id = must(reader.readInt());
  const operation = must(reader.peek());
  if (operation === TAG.unbindRequest) return 'close';
  if (operation === TAG.abandonRequest) return [];
  must(reader.readSequence(operation));
  if (operation === TAG.bindRequest) {
    const [code, message] = bind(reader, session, entries);
    return [result(id, TAG.bindResponse, code, message)];
  }
  if (operation === TAG.searchRequest) return search(id, reader, session, entries);
  const refused = REFUSED.get(operation);
  if (refused === undefined) throw new Error(`Not an LDAP request: 0x${operation.toString(16)}`);
  const code = refused === 0x78 ? RESULT.protocolError : RESULT.unwillingToPerform;
  return [result(id, refused, code, 'The demo directory is read-only.')];
}

/** A simple bind: anonymous with no name and no password, else the entry's own password, as written. */
function bind(reader: BerReader, session: { bound?: string }, entries: Entry[]): [number, string] {
  const version = must(reader.readInt());
  const name = must(reader.readString());
  session.bound = undefined;
  if (version !== 3) return [RESULT.protocolError, 'Only LDAP version 3 is spoken.'];
  if (reader.peek() !== 0x80) return [RESULT.authMethodNotSupported, 'Only simple binds are accepted.'];
  const password = must(reader.readString(0x80));
  const dn = normalDn(name);
  if (dn === undefined) return [RESULT.invalidDNSyntax, 'Not a DN.'];
  if (dn === '' && password === '') return [RESULT.success, ''];
  // As slapd: a name without a password is an unauthenticated bind, never a sign-in.
  if (password === '')
    return [RESULT.unwillingToPerform, 'Unauthenticated bind (DN with no password) disallowed.'];
  const stored = entries.find((entry) => entry.normal === dn)?.attributes.get('userpassword')?.values ?? [];
  if (!stored.some((value) => sameSecret(value, password))) return [RESULT.invalidCredentials, ''];
  session.bound = dn;
  return [RESULT.success, ''];
}

/** The entries under the base in the scope that the filter matches, then the search's end. */
function search(id: number, reader: BerReader, session: { bound?: string }, entries: Entry[]): Buffer[] {
  const base = normalDn(must(reader.readString()));
  const scope = must(reader.readEnumeration());
  must(reader.readEnumeration());
  const sizeLimit = must(reader.readInt());
  must(reader.readInt());
  const typesOnly = must(reader.readBoolean());
  const test = readFilter(reader);
  const asked = readEach(reader, 0x30, () => must(reader.readString()).toLowerCase());

  if (base === undefined) return [result(id, TAG.searchDone, RESULT.invalidDNSyntax, 'Not a DN.')];
  // Only a bound person reads (slapd's `by users read by * none`): to anyone else, nothing is there.
  const baseEntry = session.bound === undefined ? undefined : entries.find((entry) => entry.normal === base);
  if (!baseEntry) return [result(id, TAG.searchDone, RESULT.noSuchObject, '')];
  const inScope = (entry: Entry) =>
    scope === 0
      ? entry.normal === base
      : scope === 1
        ? entry.normal.replace(FIRST_RDN, '') === base && entry.normal !== base
        : entry.normal === base || entry.normal.endsWith(`,${base}`);
  const found = entries.filter((entry) => inScope(entry) && test(entry, session.bound) === true);
  const sent = sizeLimit > 0 ? found.slice(0, sizeLimit) : found;
  const everything = asked.length === 0 || asked.includes('*');
  const answers = sent.map((entry) => {
    const writer = envelope(id, TAG.searchEntry);
    writer.writeString(entry.dn);
    writer.startSequence(0x30);
    for (const [key, { name, values }] of entry.attributes) {
      if ((HIDDEN.has(key) && entry.normal !== session.bound) || !(everything || asked.includes(key)))
        continue;
      writer.startSequence(0x30);
      writer.writeString(name);
      writer.startSequence(0x31);
      for (const value of typesOnly ? [] : values) writer.writeString(value);
      writer.endSequence();
      writer.endSequence();
    }
    writer.endSequence();
    return close(writer);
  });
  const code = sent.length < found.length ? RESULT.sizeLimitExceeded : RESULT.success;
  return [...answers, result(id, TAG.searchDone, code, '')];
}

/** A writer holding an LDAPMessage's start: its id and the operation's tag. */
function envelope(id: number, operation: number): BerWriter {
  const writer = new BerWriter();
  writer.startSequence(0x30);
  writer.writeInt(id);
  writer.startSequence(operation);
  return writer;
}

const close = (writer: BerWriter) => {
  writer.endSequence();
  writer.endSequence();
  return writer.buffer;
};

/** An LDAPResult answer: the code, no matched DN, and the diagnostic message. */
function result(id: number, operation: number, code: number, message: string): Buffer {
  const writer = envelope(id, operation);
  writer.writeEnumeration(code);
  writer.writeString('');
  writer.writeString(message);
  return close(writer);
}
