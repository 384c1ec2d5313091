// System settings, one group per call, with the mandatory fields of enabled parts and write-only secrets;
// API clients; GDPR import.
import { apiKeyDigest, newApiKey } from '../auth/api-keys';
import type { Context } from '../context';
import { ApiError, invalid, notFound } from '../http/errors';
import type { Handler, Handlers, OperationId, Schemas } from '../http/types';
import { csvRecords } from '../lib/csv';
import { mergeSecrets, withoutSecrets } from '../lib/secrets';
import { readSettings, type SettingsGroup, type SettingsGroups, writeSettings } from '../lib/settings';
import { nowIso } from '../lib/time';
import { authenticationLoadFailures, directoryLoadFailures } from '../sso/load-failures';
import { requireUserByEmail } from './users';

/** Mandatory fields of each group: a list of [condition, field label, value]. */
const MANDATORY: { [G in SettingsGroup]?: (s: SettingsGroups[G]) => [boolean, string, string][] } = {
  authentication: (s) => [
    [s.ldap.enabled, 'ldap.serverUrl', s.ldap.serverUrl],
    [s.sso.enabled, 'sso.clientId', s.sso.clientId],
    [s.sso.enabled, 'sso.configEndpoint', s.sso.configEndpoint],
    [s.saml.enabled, 'saml.serverUrl', s.saml.serverUrl],
    [s.saml.enabled, 'saml.issuer', s.saml.issuer],
  ],
  mobileNotification: (s) => [[s.enabled, 'address', s.address]],
  email: (s) => [
    [s.enabled, 'server', s.server],
    [s.enabled, 'address', s.address],
  ],
  statistics: (s) => [[s.enabled, 'address', s.address]],
  storage: (s) => [
    [s.enabled && s.type === 'LOCAL', 'path', s.path],
    [s.enabled && s.type === 'SMB', 'smbHost', s.smbHost],
    [s.enabled && s.type === 'SMB', 'smbPath', s.smbPath],
  ],
  meetingAccess: (s) => [[s.outgoingPstn || s.incomingPstn, 'pstnSipTrunkAddress', s.pstnSipTrunkAddress]],
  directory: (s) => [
    [s.type === 'LDAP', 'ldap.server', s.ldap.server],
    [s.type === 'SCIM', 'scim.serverUrl', s.scim.serverUrl],
  ],
};

function checkMandatory<G extends SettingsGroup>(group: G, value: SettingsGroups[G]): void {
  const empty = (MANDATORY[group]?.(value) ?? [])
    .filter(([needed, , v]) => needed && v.trim() === '')
    .map(([, label]) => label);
  if (empty.length > 0) throw new ApiError(1023, `Mandatory field(s) are empty: ${empty.join(', ')}`);
}

/** Values the server cannot use (spec 8, 1022): each group's [field label, value, acceptable]. */
const WEB_ADDRESS = /^https?:\/\/\S+$/;
/**
 * Where the server reaches the OpenID configuration, or sends the browser for SAML: an https address or a path
 * of this origin (not `//host`).
 */
const SSO_ENDPOINT = /^(https:\/\/\S+|\/(?!\/)\S*)$/;
/** Empty, or a web address: a link never runs `javascript:` or opens `data:`. */
const webAddress = (value: string) => value === '' || WEB_ADDRESS.test(value);
const BAD_VALUES: { [G in SettingsGroup]?: (s: SettingsGroups[G]) => [string, boolean][] } = {
  general: (s) =>
    (['helpUrl', 'supportUrl', 'privacyPolicyUrl'] as const).map((field) => [field, webAddress(s[field])]),
  authentication: (s) => [
    ['ldap.forgotPasswordUrl', webAddress(s.ldap.forgotPasswordUrl)],
    ['saml.serverUrl', s.saml.serverUrl === '' || SSO_ENDPOINT.test(s.saml.serverUrl)],
    ['sso.configEndpoint', s.sso.configEndpoint === '' || SSO_ENDPOINT.test(s.sso.configEndpoint)],
  ],
};

function checkValues<G extends SettingsGroup>(group: G, value: SettingsGroups[G]): void {
  const bad = (BAD_VALUES[group]?.(value) ?? []).filter(([, ok]) => !ok).map(([label]) => label);
  if (bad.length > 0) throw new ApiError(1022, `Bad setting value(s): ${bad.join(', ')}`);
}

const GROUPS: [SettingsGroup, string][] = [
  ['general', 'General'],
  ['authentication', 'Authentication'],
  ['mobileNotification', 'MobileNotification'],
  ['recording', 'Recording'],
  ['email', 'Email'],
  ['statistics', 'Statistics'],
  ['storage', 'Storage'],
  ['meetingAccess', 'MeetingAccess'],
  ['audioVideo', 'AudioVideo'],
  ['accounts', 'Accounts'],
  ['collaboration', 'Collaboration'],
  ['calendar', 'Calendar'],
  ['usersPermission', 'UsersPermission'],
  ['directory', 'Directory'],
  ['trial', 'Trial'],
  ['gdpr', 'Gdpr'],
];

const TEXTS = ['accountMessage', 'preInformationText', 'informationText', 'trialInformationText'] as const;
const LANGUAGES = ['cs', 'de', 'en', 'fr', 'hu', 'es'] as const;

type ClientRow = { id: number; email: string; key_end: string; creation_date: string };
const client = (row: ClientRow, apiKey?: string): Schemas['ApiClient'] => ({
  id: row.id,
  email: row.email,
  apiKey: apiKey ?? `********${row.key_end}`,
  creationDate: row.creation_date,
});

/** Handlers of the settings. */
export function settingsHandlers(context: Context): Handlers {
  const { db } = context;
  const handlers: Record<string, Handler<OperationId>> = {};
  for (const [group, name] of GROUPS) {
    handlers[`get${name}Settings`] = (() =>
      withoutSecrets(group, readSettings(db, group))) as unknown as Handler<OperationId>;
    handlers[`update${name}Settings`] = ((request: { body: SettingsGroups[typeof group] }) => {
      // What only a read answers (the authentication parts that failed) is not stored when written back.
      const { loadFailures: _answeredOnly, ...body } = request.body as typeof request.body & {
        loadFailures?: unknown;
      };
      const value = mergeSecrets(group, body as typeof request.body, readSettings(db, group));
      checkMandatory(group, value);
      checkValues(group, value);
      writeSettings(db, group, value);
      return withoutSecrets(group, value);
    }) as unknown as Handler<OperationId>;
  }
  handlers.getAuthenticationSettings = (async () => ({
    ...withoutSecrets('authentication', readSettings(db, 'authentication')),
    loadFailures: await authenticationLoadFailures(context),
  })) as unknown as Handler<OperationId>;
  handlers.getDirectorySettings = (async () => ({
    ...withoutSecrets('directory', readSettings(db, 'directory')),
    loadFailures: await directoryLoadFailures(context),
  })) as unknown as Handler<OperationId>;
  const clientRows =
    'SELECT c.id, u.email, c.key_end, c.creation_date FROM api_clients c JOIN users u ON u.id = c.user_id';
  return {
    ...(handlers as Handlers),
    listApiClients: () =>
      (db.prepare(`${clientRows} ORDER BY c.id`).all() as ClientRow[]).map((row) => client(row)),

    createApiClient: (request) => {
      const user = requireUserByEmail(context, request.body.email);
      const key = newApiKey();
      const { lastInsertRowid } = db
        .prepare('INSERT INTO api_clients (user_id, key_hash, key_end, creation_date) VALUES (?, ?, ?, ?)')
        .run(user.id, apiKeyDigest(key), key.slice(-4), nowIso());
      return client(db.prepare(`${clientRows} WHERE c.id = ?`).get(lastInsertRowid) as ClientRow, key);
    },

    deleteApiClient: (request) => {
      const { changes } = db.prepare('DELETE FROM api_clients WHERE id = ?').run(request.params.clientId);
      if (changes === 0) throw notFound('API client');
      return undefined;
    },

    importGdprTexts: (request) => {
      const gdpr = readSettings(db, 'gdpr');
      for (const { line, record } of csvRecords(request.body, ['language', 'text', 'content'])) {
        const language = LANGUAGES.find((l) => l === record.language);
        const text = TEXTS.find((t) => t === record.text);
        if (!language || !text || (record.content ?? '').length > 20_000) {
          throw invalid(`Invalid GDPR texts file: line ${line} names an unknown language or text.`);
        }
        gdpr[text][language] = record.content ?? '';
      }
      writeSettings(db, 'gdpr', gdpr);
      return gdpr;
    },
  };
}
