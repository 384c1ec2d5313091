// The reference server's LDAP / Active Directory client (ldapts): delegated sign-in (spec 5: the password as
// typed, checked by a bind as the person found under the search base), the required group, and the
// members of a group. Filters are built as objects, so what a person types is a value, never filter syntax.
import {
  Client,
  type Entry,
  EqualityFilter,
  type Filter,
  InvalidCredentialsError,
  InvalidDNSyntaxError,
  NoSuchObjectError,
  OrFilter,
} from 'ldapts';
import type { Identity } from '../sso/accounts';

/** The whole of a directory exchange ends within this, answered or not (the API time-out, spec 8). */
export const LDAP_DEADLINE_MS = 8_000;

/** Where and as whom the server reads the directory. */
export interface DirectoryAccess {
  url: string;
  /** The reader's DN (AD: also `reader@domain`) and password. */
  bindDn: string;
  password: string;
  searchBaseDn: string;
}

/** Delegated sign-in settings (the authentication settings' LDAP part). */
export interface Delegation extends DirectoryAccess {
  activeDirectory: boolean;
  domain: string;
  requiredGroupDn: string;
}

/** What a delegated sign-in ends with. */
export type SignInOutcome =
  | { ok: true; identity: Identity }
  | { ok: false; reason: 'credentials' | 'outsideGroup' | 'unavailable' };

/** The directory did not answer in time, refused the reader's bind, or could not be reached. */
export class DirectoryUnavailable extends Error {}

const text = (entry: Entry, name: string) => {
  const value = entry[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : '';
};

const identityOf = (entry: Entry): Identity => ({
  email: text(entry, 'mail') || text(entry, 'userPrincipalName'),
  firstName: text(entry, 'givenName') || undefined,
  lastName: text(entry, 'sn') || undefined,
});

const PERSON_ATTRIBUTES = ['mail', 'userPrincipalName', 'givenName', 'sn'];

/** The filter finding the person who types `login`: uid or e-mail; on AD, sAMAccountName and `user@domain`. */
export function personFilter(
  login: string,
  delegation: Pick<Delegation, 'activeDirectory' | 'domain'>,
): Filter {
  const equal = (attribute: string, value: string) => new EqualityFilter({ attribute, value });
  if (!delegation.activeDirectory)
    return new OrFilter({ filters: [equal('uid', login), equal('mail', login)] });
  const [account = login, domain] = login.split('@');
  const own = domain === undefined || domain.toLowerCase() === delegation.domain.toLowerCase();
  return new OrFilter({
    filters: [
      equal('userPrincipalName', login),
      equal('mail', login),
      ...(own ? [equal('sAMAccountName', account)] : []),
    ],
  });
}

/** Runs `work` on a client bound as the reader; everything within the deadline, the connection closed after. */
async function withReader<T>(access: DirectoryAccess, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ url: access.url, timeout: LDAP_DEADLINE_MS, connectTimeout: LDAP_DEADLINE_MS });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new DirectoryUnavailable('The directory did not answer in time.')),
      LDAP_DEADLINE_MS,
    );
  });
  const run = async () => {
    try {
      await client.bind(access.bindDn, access.password);
    } catch (error) {
      throw new DirectoryUnavailable(`The directory refused the reader: ${(error as Error).message}`);
    }
    return work(client);
  };
  try {
    return await Promise.race([run(), deadline]);
  } catch (error) {
    if (error instanceof DirectoryUnavailable || error instanceof InvalidCredentialsError) throw error;
    throw new DirectoryUnavailable((error as Error).message);
  } finally {
    clearTimeout(timer);
    void client.unbind().catch(() => undefined);
  }
}

/** Resolves when the reader can bind (the settings' check of the directory), rejects otherwise. */
export const checkReader = (access: DirectoryAccess): Promise<void> =>
  withReader(access, async () => undefined);

/** Is `dn` a member of the group `groupDn` (groupOfNames `member` or groupOfUniqueNames `uniqueMember`)? */
async function isMember(client: Client, groupDn: string, dn: string): Promise<boolean> {
  const filter = new OrFilter({
    filters: [
      new EqualityFilter({ attribute: 'member', value: dn }),
      new EqualityFilter({ attribute: 'uniqueMember', value: dn }),
    ],
  });
  const { searchEntries } = await client.search(groupDn, { scope: 'base', filter, attributes: ['dn'] });
  return searchEntries.length === 1;
}

/** Delegated sign-in: find the person as the reader, bind as them with the password, check the group. */
export async function delegatedSignIn(
  delegation: Delegation,
  login: string,
  password: string,
): Promise<SignInOutcome> {
  // An empty password would be an unauthenticated bind, which directories accept: never a sign-in.
  if (login.trim() === '' || password === '') return { ok: false, reason: 'credentials' };
  try {
    return await withReader(delegation, async (client) => {
      const { searchEntries } = await client.search(delegation.searchBaseDn, {
        scope: 'sub',
        filter: personFilter(login, delegation),
        attributes: PERSON_ATTRIBUTES,
        sizeLimit: 2,
      });
      const [person] = searchEntries;
      if (!person || searchEntries.length > 1) return { ok: false, reason: 'credentials' } as const;
      try {
        await client.bind(person.dn, password);
      } catch (error) {
        if (error instanceof InvalidCredentialsError) return { ok: false, reason: 'credentials' } as const;
        throw error;
      }
      await client.bind(delegation.bindDn, delegation.password);
      if (delegation.requiredGroupDn && !(await isMember(client, delegation.requiredGroupDn, person.dn)))
        return { ok: false, reason: 'outsideGroup' } as const;
      return { ok: true, identity: identityOf(person) } as const;
    });
  } catch (error) {
    if (error instanceof DirectoryUnavailable) return { ok: false, reason: 'unavailable' };
    throw error;
  }
}

/**
 * The people of a group (its `member` and `uniqueMember` DNs read one by one), for organizers and contacts;
 * undefined when the directory has no such group (or `groupDn` is no DN at all).
 */
export async function groupMembers(
  access: DirectoryAccess,
  groupDn: string,
): Promise<Identity[] | undefined> {
  return withReader(access, async (client) => {
    const answer = await client
      .search(groupDn, {
        scope: 'base',
        attributes: ['member', 'uniqueMember'],
      })
      .catch((error: unknown) => {
        if (error instanceof NoSuchObjectError || error instanceof InvalidDNSyntaxError) return undefined;
        throw error;
      });
    const group = answer?.searchEntries[0];
    if (!group) return undefined;
    const dns = new Set(
      [group.member, group.uniqueMember]
        .flat()
        .filter((dn): dn is string => typeof dn === 'string' && dn !== ''),
    );
    const people: Identity[] = [];
    for (const dn of dns) {
      const found = await client
        .search(dn, { scope: 'base', attributes: PERSON_ATTRIBUTES })
        .catch(() => undefined);
      const person = found?.searchEntries[0];
      if (person && identityOf(person).email) people.push(identityOf(person));
    }
    return people;
  });
}
