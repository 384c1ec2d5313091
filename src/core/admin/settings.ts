// System settings: one form store per group of spec section 3, loaded from `get<Group>Settings` and saved
// whole with `update<Group>Settings`; secrets are write-only (`<name>Set` flags) and sent only when typed.
// A refused save (1022, 1023) names its fields in the server's message: they are kept to show on each field.
import { atom } from 'nanostores';
import { call } from '../api/call';
import type { components } from '../api/schema';
import { type FormStore, formStore } from '../lists/form-store';
import { answerInto, changeOf, loadable, loadInto } from '../stores/loadable';
import { attempt, type Result } from './result';
import { SETTINGS_GROUPS, type SettingsGroupId, settingsGroup, valueAt } from './settings-fields';

type Schemas = components['schemas'];
/** A settings group's values, as the generic form handles them. */
export type GroupValues = Record<string, unknown>;
/** An API client (a user's API key). */
export type ApiClient = Schemas['ApiClient'];
/** A gateway with its capacity. */
export type Gateway = Schemas['Gateway'];

/** The form of each group. */
export const settingsForms = Object.fromEntries(
  SETTINGS_GROUPS.map((group) => [group.id, formStore<GroupValues>({})]),
) as Record<SettingsGroupId, FormStore<GroupValues>>;

/** The load of each group: ready once its form holds the stored values. */
export const settingsLoads = Object.fromEntries(
  SETTINGS_GROUPS.map((group) => [group.id, loadable<GroupValues>()]),
) as Record<SettingsGroupId, ReturnType<typeof loadable<GroupValues>>>;

/** The fields a refused save named (dotted paths), with the code, for the group it concerns. */
export const $saveRefusal = atom<{ group: SettingsGroupId; code: number; fields: string[] } | null>(null);

/** The gateways, for the warnings of the meeting access and the recording. */
export const $settingsGateways = loadable<Gateway[]>();

// Operation names are built from the table's `name`: the contract names every group's pair alike.
const getter = (id: SettingsGroupId) => `get${settingsGroup(id).name}Settings` as 'getGeneralSettings';
const updater = (id: SettingsGroupId) => `update${settingsGroup(id).name}Settings` as 'updateGeneralSettings';

/** Loads a group into its form (the stored values become every field's old value). */
export async function loadSettingsGroup(id: SettingsGroupId): Promise<void> {
  const store = settingsLoads[id];
  await loadInto(
    store,
    () => call(getter(id)) as Promise<unknown> as Promise<GroupValues>,
    settingsForms[id].load,
  );
}

/** Loads a group unless it is there already (another group's warnings read it). */
export function ensureSettingsGroup(id: SettingsGroupId): Promise<void> {
  const state = settingsLoads[id].get().state;
  return state === 'ready' || state === 'loading' ? Promise.resolve() : loadSettingsGroup(id);
}

/** Loads the gateways for the warnings. */
export function loadSettingsGateways(): Promise<void> {
  return loadInto($settingsGateways, () => call('listGateways'));
}

/** The fields a refusal's message names: "Mandatory field(s) are empty: ldap.serverUrl, sso.clientId". */
export function fieldsOfMessage(message: string, id: SettingsGroupId): string[] {
  const named = message.slice(message.indexOf(':') + 1).split(',');
  const paths = new Set<string>(settingsGroup(id).fields.map((field) => field.path));
  return named.map((name) => name.trim()).filter((name) => paths.has(name));
}

/** The values to send: typed secrets only (an empty one keeps the stored secret), lists without blank lines. */
export function valuesToSend(id: SettingsGroupId, values: GroupValues): GroupValues {
  const copy = structuredClone(values);
  for (const field of settingsGroup(id).fields) {
    const parts = field.path.split('.');
    const name = parts.pop() as string;
    const holder = (parts.length ? valueAt(copy, parts.join('.')) : copy) as GroupValues | undefined;
    if (!holder) continue;
    if ((field.kind === 'secret' || field.kind === 'keyFile') && !holder[name]) delete holder[name];
    if (field.kind === 'list' && Array.isArray(holder[name]))
      holder[name] = (holder[name] as string[]).map((line) => line.trim()).filter((line) => line !== '');
  }
  return copy;
}

/** Saves a group whole. A refusal keeps the edits and names the fields the server's message names. */
export async function saveSettingsGroup(id: SettingsGroupId): Promise<Result<GroupValues>> {
  $saveRefusal.set(null);
  const saved = await settingsForms[id].save((_changes, values) => {
    const body = valuesToSend(id, values) as never;
    return answerInto(
      settingsLoads[id],
      () => call(updater(id), { body }) as Promise<unknown> as Promise<GroupValues>,
    );
  });
  if (!saved.done)
    $saveRefusal.set({ group: id, code: saved.code, fields: fieldsOfMessage(saved.message, id) });
  return saved;
}

/** Reads a chosen file (the SAML key, p12) as base64. */
export async function fileAsBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Replaces the GDPR texts from a CSV file. */
export function importGdprFile(file: File): Promise<Result> {
  return attempt(async () => {
    const text = await file.text();
    const show = changeOf(settingsLoads.gdpr);
    const saved = (await call('importGdprTexts', { body: text })) as unknown as GroupValues;
    if (show({ state: 'ready', data: saved })) settingsForms.gdpr.load(saved);
  });
}

/** The API clients. */
export const $apiClients = loadable<ApiClient[]>();

/** Loads the API clients. */
export function loadApiClients(): Promise<void> {
  return loadInto($apiClients, () => call('listApiClients'));
}

/** Creates an API key for a user; done with the client and its key in full (shown once). */
export function createApiClient(email: string): Promise<Result<ApiClient>> {
  return attempt(async () => {
    const created = await call('createApiClient', { body: { email } });
    await loadApiClients();
    return created;
  });
}

/** Revokes an API key. */
export function deleteApiClient(clientId: number): Promise<Result> {
  return attempt(async () => {
    await call('deleteApiClient', { path: { clientId } });
    await loadApiClients();
  });
}

/** True while the group's form holds edits not saved yet (moving to another group asks first). */
export function holdsSettingsEdits(id: SettingsGroupId): boolean {
  return settingsForms[id].$edited.get();
}

/** Drops the edits of a group (the user chose to leave them). */
export function dropSettingsEdits(id: SettingsGroupId): void {
  settingsForms[id].reset();
  $saveRefusal.set(null);
}
