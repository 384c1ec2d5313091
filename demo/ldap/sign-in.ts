// `POST web/login` under LDAP delegation (spec 5): the password arrives as typed; the directory checks it.
// People the directory does not know (the operator's own accounts) sign in with their local password.
import { clientHash, verifyPassword } from '../auth/passwords';
import type { Context } from '../context';
import { ApiError } from '../http/errors';
import { readSettings } from '../lib/settings';
import { type UserRow, userBySignIn } from '../lib/users';
import { accountFor } from '../sso/accounts';
import { type Delegation, delegatedSignIn } from './directory';
import { directoryDown } from './groups';

/** The delegation the authentication settings describe. */
export function delegationOf(context: Context): Delegation {
  const { ldap } = readSettings(context.db, 'authentication');
  return {
    url: ldap.serverUrl,
    bindDn: ldap.searchLogin,
    password: ldap.password ?? '',
    searchBaseDn: ldap.searchBaseDn,
    activeDirectory: ldap.activeDirectory,
    domain: ldap.domain,
    requiredGroupDn: ldap.requiredGroupDn,
  };
}

/** True when sign-in is delegated to the directory (the public settings' `ldapDelegate`). */
export const isDelegated = (context: Context): boolean =>
  readSettings(context.db, 'authentication').ldap.enabled;

/**
 * The account signing in with `login` and the password as typed: the directory's person (created on first
 * sign-in, source LDAP, when registration is open), else a local account. Undefined: wrong credentials.
 * A person outside the required group is refused (1005); a directory that cannot answer says so (503).
 */
export async function delegatedLogin(
  context: Context,
  login: string,
  password: string,
): Promise<UserRow | undefined> {
  const outcome = await delegatedSignIn(delegationOf(context), login, password);
  if (outcome.ok) return accountFor(context.db, outcome.identity, 'LDAP');
  if (outcome.reason === 'outsideGroup')
    throw new ApiError(1005, 'This account is not in the group allowed to use Meet.', { status: 403 });
  const local = userBySignIn(context.db, login);
  if (
    local?.source === 'INTERNAL' &&
    (await verifyPassword(clientHash(password, login), local.password_hash))
  )
    return local;
  if (outcome.reason === 'unavailable') throw directoryDown();
  return undefined;
}
