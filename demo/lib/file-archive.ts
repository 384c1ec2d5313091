// Many stored files as one zip archive: each entry's name made safe and unique, the archive written as it is sent,
// one file's bytes in memory at a time.
import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/** A file to put in an archive: its name as stored, when it was made, and how to read its bytes. */
export interface ArchiveEntry {
  name: string;
  date: string;
  bytes: () => Uint8Array;
}

/**
 * Names safe to unpack anywhere: no folder (`/` and `\` become `_`), no control character, never `.` or `..` alone,
 * and a name met before gets ` (2)`, ` (3)`... before its extension.
 */
export function safeEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const flat = name
      .replace(/[/\\]/g, '_')
      .replace(/\p{Cc}/gu, '')
      .trim();
    const safe = flat === '' || /^\.+$/.test(flat) ? `file${flat}` : flat;
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let unique = safe;
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = `${stem} (${n})${extension}`;
    taken.add(unique.toLowerCase());
    return unique;
  });
}

/** The zip archive of the entries (stored, not compressed), as a stream written while it is read. */
export function archiveStream(entries: readonly ArchiveEntry[]): Readable {
  const names = safeEntryNames(entries.map((entry) => entry.name));
  async function* chunks(): AsyncGenerator<Uint8Array> {
    let ready: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      ready.push(chunk);
    });
    for (const [index, entry] of entries.entries()) {
      const file = new ZipPassThrough(names[index] ?? entry.name);
      file.mtime = new Date(entry.date);
      zip.add(file);
      file.push(entry.bytes(), true);
      yield* ready;
      ready = [];
    }
    zip.end();
    yield* ready;
  }
  return Readable.from(chunks());
}
