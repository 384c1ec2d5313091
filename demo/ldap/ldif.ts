// The entries of an LDIF file (RFC 2849's content records: folded lines, `name:: base64` values, comments),
// and the one DN form the embedded directory compares: attribute names and values lower-cased, spaces around
// separators dropped. Enough for the demo directory's file; change records are not content and are refused.

/** One directory entry: its DN as written and its attributes (each name as written, its values in order). */
export interface LdifEntry {
  dn: string;
  attributes: Map<string, { name: string; values: string[] }>;
}

/** The entries of `text`, in file order; throws on a line that is neither an attribute nor a continuation. */
export function parseLdif(text: string): LdifEntry[] {
  const records = text
    .replace(/\r\n/g, '\n')
    .replace(/\n /g, '')
    .split(/\n{2,}/)
    .map((record) => record.split('\n').filter((line) => line !== '' && !line.startsWith('#')))
    .filter((lines) => lines.length > 0);
  return records.map((lines) => {
    const entry: LdifEntry = { dn: '', attributes: new Map() };
    for (const line of lines) {
      const match = /^([A-Za-z][\w;-]*|\d+(?:\.\d+)*)(::?) ?(.*)$/.exec(line);
      if (!match) throw new Error(`Not an LDIF attribute line: ${line}`);
      const [, name = '', separator, raw = ''] = match;
      const value = separator === '::' ? Buffer.from(raw, 'base64').toString('utf8') : raw;
      if (name.toLowerCase() === 'dn') entry.dn = value;
      else if (name.toLowerCase() === 'changetype') throw new Error('LDIF change records are not content');
      else {
        const key = name.toLowerCase();
        const attribute = entry.attributes.get(key) ?? { name, values: [] };
        attribute.values.push(value);
        entry.attributes.set(key, attribute);
      }
    }
    if (!normalDn(entry.dn)) throw new Error(`An LDIF record without a valid dn: ${lines[0]}`);
    return entry;
  });
}

/**
 * The DN `dn` in the form compared (`uid=user,ou=people,dc=example,dc=com`), or undefined when it is none:
 * each RDN `name=value` with a name that is an attribute type. The empty DN is the root.
 */
export function normalDn(dn: string): string | undefined {
  if (dn.trim() === '') return '';
  // Split on the commas no backslash escapes; an escaped character stays as written.
  const rdns = dn.match(/(?:\\.|[^,\\])+/g);
  if (!rdns || rdns.join(',').length !== dn.length) return undefined;
  const normal: string[] = [];
  for (const rdn of rdns) {
    const equals = rdn.indexOf('=');
    const name = rdn.slice(0, equals).trim();
    const value = rdn.slice(equals + 1).trim();
    if (equals < 0 || value === '' || !/^([A-Za-z][\w-]*|\d+(\.\d+)*)$/.test(name)) return undefined;
    normal.push(`${name.toLowerCase()}=${value.toLowerCase()}`);
  }
  return normal.join(',');
}
