// Which enabled parts of the authentication settings the server cannot use now (spec 8 "settings load
// failures"), each named as the settings screen words it: the OpenID discovery, SAML's issuer certificate and
// address, SAML's key file with its password, the LDAP reader's bind; and the directory settings' LDAP bind.
import type { Context } from '../context';
import type { Schemas } from '../http/types';
import { checkReader } from '../ldap/directory';
import { directoryAccessOf } from '../ldap/groups';
import { delegationOf } from '../ldap/sign-in';
import { readSettings } from '../lib/settings';
import { issuerCertificate, serviceKey } from '../saml/keys';
import { discoverProvider } from './relying-party';

/** A part of the authentication settings that failed. */
export type LoadFailure = NonNullable<Schemas['AuthenticationSettings']['loadFailures']>[number];

/** The failing parts, checked side by side (each within the API time-out). */
export async function authenticationLoadFailures(context: Context): Promise<LoadFailure[]> {
  const { sso, ldap, saml } = readSettings(context.db, 'authentication');
  const checks: [boolean, LoadFailure, () => Promise<unknown>][] = [
    [
      sso.enabled,
      'ssoOauth',
      () => discoverProvider(sso.configEndpoint, context.publicUrl, sso.clientId, sso.clientSecret),
    ],
    [
      saml.enabled,
      'saml',
      async () => [issuerCertificate(saml.issuerCertificate), new URL(saml.serverUrl, context.publicUrl)],
    ],
    [saml.enabled, 'samlKey', async () => serviceKey(saml.keyFileP12Base64, saml.keyPassword, saml.keyAlias)],
    [ldap.enabled, 'ldap', () => checkReader(delegationOf(context))],
  ];
  const results = await Promise.all(
    checks.map(async ([enabled, part, check]) => {
      if (!enabled) return undefined;
      return check().then(
        () => undefined,
        () => part,
      );
    }),
  );
  return results.filter((part): part is LoadFailure => part !== undefined);
}

/** The directory settings' failing part: an LDAP directory that refuses the login DN or does not answer. */
export async function directoryLoadFailures(
  context: Context,
): Promise<NonNullable<Schemas['DirectorySettings']['loadFailures']>> {
  if (readSettings(context.db, 'directory').type !== 'LDAP') return [];
  return checkReader(directoryAccessOf(context)).then(
    () => [],
    () => ['directory'],
  );
}
