// The directory of the directory settings, read for groups: a subscription's LDAP group of organizers and the
// group of forced contacts. Its answer is read before anything is written, so a directory that fails
// changes nothing.
import type { Context } from '../context';
import { ApiError } from '../http/errors';
import { readSettings } from '../lib/settings';
import type { Identity } from '../sso/accounts';
import { type DirectoryAccess, DirectoryUnavailable, groupMembers } from './directory';

/** The address of the directory settings' server: a host (`ldaps` on 636, else `ldap`) or an LDAP URL. */
export function directoryUrl(server: string, port: number): string {
  const url = /^(ldaps?):\/\/(\[[^\]]+\]|[^/:]+)/i.exec(server.trim());
  const [scheme, host] = url
    ? [url[1]?.toLowerCase(), url[2]]
    : [port === 636 ? 'ldaps' : 'ldap', server.trim()];
  return `${scheme}://${host}:${port}`;
}

/** How to read the directory settings' LDAP directory; 1022 when the settings name none. */
export function directoryAccessOf(context: Context): DirectoryAccess {
  const directory = readSettings(context.db, 'directory');
  if (directory.type !== 'LDAP') throw new ApiError(1022, 'No LDAP directory is configured.');
  const { server, port, loginDn, password, searchBaseDn } = directory.ldap;
  return { url: directoryUrl(server, port), bindDn: loginDn, password, searchBaseDn };
}

/** The members of the group `groupDn`: 1004 when the directory has no such group, 503 when it fails. */
export async function readGroup(context: Context, groupDn: string): Promise<Identity[]> {
  const access = directoryAccessOf(context);
  try {
    const members = await groupMembers(access, groupDn);
    if (!members) throw new ApiError(1004, `The directory has no group ${groupDn}.`);
    return members;
  } catch (error) {
    throw error instanceof DirectoryUnavailable ? directoryDown() : error;
  }
}

/** The answer when the directory is down, refuses the reader or stays silent (503 code 1000). */
export const directoryDown = () =>
  new ApiError(1000, 'The directory (LDAP) does not answer: try again in a moment.', { status: 503 });

/** The group of forced contacts the directory settings name; 1023 when none is set. */
export function contactsGroupOf(context: Context): string {
  directoryAccessOf(context);
  const group = readSettings(context.db, 'directory').ldap.contactsGroupDn ?? '';
  if (group.trim() === '')
    throw new ApiError(1023, 'No group of forced contacts is set in the directory settings.');
  return group.trim();
}
