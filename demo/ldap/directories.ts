// The two demo directories over demo/ldap/directory.ldif: OpenLDAP's slapd (Debian's package, what the tests
// hold the client to) and the embedded one (this process, what `npm start` runs where slapd is not installed).
import { startEmbeddedDirectory } from './embedded';
import { type DirectoryServer, startSlapd } from './slapd';

/** The kinds of demo directory, each with how to start it on a port (0 or none: any free one). */
export const DIRECTORIES = {
  slapd: startSlapd,
  embedded: startEmbeddedDirectory,
} satisfies Record<string, (port?: number) => Promise<DirectoryServer>>;

/** A kind of demo directory. */
export type DirectoryKind = keyof typeof DIRECTORIES;

/** Which demo directory runs: the one asked for, else slapd when it is installed, else the embedded one. */
export const directoryKindOf = (asked: DirectoryKind | undefined, slapdInstalled: boolean): DirectoryKind =>
  asked ?? (slapdInstalled ? 'slapd' : 'embedded');
