// User administration: the list, one user's form, deletion, the reset-password link, export, import and
// e-mail migration. Screens read these stores and call these actions.
import { atom } from 'nanostores';
import { call } from '../api/call';
import type { components } from '../api/schema';
import { ERROR_ALREADY_EXISTS } from '../constants';
import { formStore } from '../lists/form-store';
import { listStore } from '../lists/list-store';
import { answerInto, type Loadable, loadable, loadInto, showIn } from '../stores/loadable';
import { importStore, runImport, saveCsv } from './imports';
import { deleteEach, type Refusal, type Result } from './result';

type Schemas = components['schemas'];
/** A user as the detail shows it. */
export type AdminUser = Schemas['User'];
/** A row of the user list. */
export type UserRow = Schemas['UserSummary'];
/** A reset-password link of a user. */
export type ResetLink = Schemas['ResetLink'];

/** Columns the user list sorts by (the contract's `sort` values). */
export const USER_SORTS = [
  'email',
  'firstName',
  'lastName',
  'login',
  'registrationDate',
  'lastLoginDate',
  'language',
];

/** The user list, its view in the address. */
export const users = listStore('listUsers', { sort: 'email', sorts: USER_SORTS });

/** What a new user starts from. */
export const NEW_USER: AdminUser = {
  id: 0,
  firstName: '',
  lastName: '',
  email: '',
  login: '',
  activated: true,
  registrationDate: '',
  lastLoginDate: null,
  language: 'en',
  roles: [],
  timeZoneId: 'Europe/Paris',
  serverZoneId: null,
  source: 'INTERNAL',
};

/** True for an account whose password lives in a directory or identity provider (source LDAP or SSO, spec 6). */
export function isExternalAccount<U extends Pick<AdminUser, 'source'>>(
  user: U,
): user is U & { source: Exclude<AdminUser['source'], 'INTERNAL'> } {
  return user.source !== 'INTERNAL';
}

/** The server's words when 1006 is about the login reading like another account's (contract, `updateUser`). */
const LOOKALIKE_LOGIN = /\blogin reads like\b/i;

/** The form of the user shown (a loaded one, or a new one); 1006 names the login when it is a look-alike. */
export const userForm = formStore<AdminUser>(NEW_USER, ({ code, message }) => {
  if (code !== ERROR_ALREADY_EXISTS) return undefined;
  return LOOKALIKE_LOGIN.test(message) ? 'login' : 'email';
});

/** The user loaded for the detail. */
export const $user = loadable<AdminUser>();

/** Loads a user into `$user` and into the form. */
export async function loadUser(id: number): Promise<void> {
  await loadInto($user, () => call('getUser', { path: { id } }), userForm.load);
}

/** The user a detail shows, keyed by the address's id: `new` starts a new user's form, any other is loaded. */
export const userDetail = {
  $record: $user,
  keyOf: (user: AdminUser) => (user.id === NEW_USER.id ? 'new' : String(user.id)),
  load: async (id: string) => (id === 'new' ? startNewUser() : loadUser(Number(id))),
};

/** Starts the form of a new user. */
export function startNewUser(defaults: Partial<AdminUser> = {}): void {
  showIn($user, { state: 'ready', data: NEW_USER });
  userForm.load(null);
  for (const [field, value] of Object.entries(defaults))
    userForm.edit(field as keyof AdminUser, value as never);
}

const editable = (user: Partial<AdminUser>) => {
  const { id: _id, registrationDate: _r, lastLoginDate: _l, source: _s, ...rest } = user;
  return rest;
};

/** Saves the form: creates the user when new, else sends what changed; done with the saved user. */
export async function saveUser(): Promise<Result<AdminUser>> {
  const saved = await userForm.save(async (changes, values) => {
    const id = userForm.$form.get().original?.id;
    if (id) return answerInto($user, () => call('updateUser', { path: { id }, body: editable(changes) }));
    const { email, firstName, lastName, language, timeZoneId, serverZoneId, roles, activated } = values;
    const login = values.login || undefined;
    return answerInto($user, () =>
      call('createUser', {
        body: {
          email,
          login,
          firstName,
          lastName,
          language,
          timeZoneId,
          serverZoneId,
          roles,
          activated,
          sendResetMail: true,
        },
      }),
    );
  });
  if (saved.done) void users.reload();
  return saved;
}

/** Deletes users one by one; answers the refusals (1027 for the administrator). */
export function deleteUsers(ids: readonly number[]): Promise<Refusal[]> {
  return deleteEach(ids, (id) => call('deleteUser', { path: { id } }), users);
}

/** The last reset-password link made. */
export const $resetLink = atom<Loadable<ResetLink>>({ state: 'idle' });

/** Makes a new reset-password link for a user (e-mailed to them when `sendMail`). */
export function createResetLink(id: number, sendMail = false): Promise<void> {
  return loadInto($resetLink, () => call('createResetPasswordLink', { path: { id }, query: { sendMail } }));
}

/** Forgets the link made (another user is shown). */
export function forgetResetLink(): void {
  $resetLink.set({ state: 'idle' });
}

/** Downloads the whole filtered list as the server's CSV. */
export async function exportUsers(filter: string): Promise<void> {
  saveCsv('users.csv', await call('exportUsers', { query: { filter } }));
}

/** The user import under way or done. */
export const $userImport = importStore();

/** Imports users from a CSV file; each created user gets a reset e-mail unless told not to. */
export function importUsers(
  file: Blob,
  options: { sendResetMail: boolean; dryRun: boolean },
): Promise<boolean> {
  return runImport($userImport, file, async (text) => {
    const report = await call('importUsers', { query: options, body: text });
    if (!options.dryRun) void users.reload();
    return report.lines.map((line) => ({ line: line.line, key: line.email, result: line.result }));
  });
}

/** The e-mail migration under way or done. */
export const $emailMigration = importStore();

/** Changes users' e-mail addresses from `oldEmail;newEmail` lines; a dry run changes nothing. */
export function migrateEmails(
  file: Blob,
  options: { sendResetMail: boolean; dryRun: boolean },
): Promise<boolean> {
  return runImport($emailMigration, file, async (text) => {
    const report = await call('migrateUserEmails', { query: options, body: text });
    if (!options.dryRun) void users.reload();
    return report.lines.map((line) => ({
      line: line.line,
      key: `${line.oldEmail} → ${line.newEmail}`,
      result: line.result,
    }));
  });
}

/** The template of a user import file: its header and one example line. */
export const USER_IMPORT_TEMPLATE =
  'email;firstName;lastName;login;language;timeZoneId;roles\r\njane.doe@example.com;Jane;Doe;jdoe;en;Europe/Paris;\r\n';
