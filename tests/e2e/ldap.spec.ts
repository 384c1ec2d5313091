// Sign-in delegated to an LDAP directory, through the login screen, against OpenLDAP's slapd seeded with the
// demo directory (demo/ldap/directory.ldif).
import { expect, test } from '@playwright/test';
import { type DirectoryServer, hasSlapd, READER, SUFFIX, startSlapd } from '../../demo/ldap/slapd';
import { ACCOUNTS, API, apiSession, expectAccessible, loginTakenOver } from './support';

// slapd comes with Debian's slapd package, which `.ci/run` installs: without it this spec fails, never skips.
test.beforeAll(() =>
  expect(hasSlapd(), 'slapd is installed (apt-get install -y slapd ldap-utils)').toBe(true),
);

let slapd: DirectoryServer;
let admin: Record<string, string>;
/** The administrator's context, kept open: its XSRF cookie is the one `admin`'s header echoes. */
let adminRequest: import('@playwright/test').APIRequestContext;
let original: { ldap: Record<string, unknown> } & Record<string, unknown>;

test.beforeAll(async ({ playwright, baseURL }) => {
  slapd = await startSlapd();
  const request = await playwright.request.newContext({ baseURL });
  adminRequest = request;
  admin = await apiSession(request, ACCOUNTS.admin);
  original = await (await request.get(`${API}web/admin/settings/authentication`, { headers: admin })).json();
  const ldap = {
    ...original.ldap,
    enabled: true,
    serverUrl: slapd.url,
    activeDirectory: false,
    searchLogin: READER.dn,
    password: READER.password,
    searchBaseDn: `ou=people,${SUFFIX}`,
    requiredGroupDn: `cn=meet-users,ou=groups,${SUFFIX}`,
  };
  const put = await request.put(`${API}web/admin/settings/authentication`, {
    headers: admin,
    data: { ...original, ldap },
  });
  expect(put.status()).toBe(200);
});

test.afterAll(async () => {
  // The group as it was, without what the server answers but never stores (the load failures): the specs after
  // this one sign in without a directory. The session of before: with delegation on, a hashed password no longer
  // signs the administrator in.
  const { loadFailures: _answered, ...stored } = original;
  const put = await adminRequest.put(`${API}web/admin/settings/authentication`, {
    headers: admin,
    data: stored,
  });
  expect(put.status(), await put.text()).toBe(200);
  await adminRequest.dispose();
  await slapd?.stop();
});

const fill = async (page: import('@playwright/test').Page, login: string, password: string) => {
  await page.goto('./');
  await loginTakenOver(page);
  await page.getByLabel('E-mail or username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

test('a directory person signs in with their LDAP password and lands on the dashboard', async ({ page }) => {
  await fill(page, 'robin.dupont', 'MeetRobin#2026');
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
});

test('a wrong LDAP password is refused with the credentials message, the login kept', async ({ page }) => {
  await fill(page, 'robin.dupont', 'MeetRobin#2025');
  await expect(page.getByRole('alert')).toHaveText(
    'The e-mail address, username or password is not correct.',
  );
  await expect(page.getByLabel('E-mail or username')).toHaveValue('robin.dupont');
  await expectAccessible(page);
});

test('a person outside the required group is refused', async ({ page }) => {
  await fill(page, 'casey.outsider', 'MeetCasey#2026');
  await expect(page.getByRole('alert')).toHaveText('You do not have sufficient rights for this action.');
  await expect(page).not.toHaveURL(/dashboard/);
});

test('a directory that does not answer is said so on the login screen, the login kept', async ({ page }) => {
  const current = await (
    await adminRequest.get(`${API}web/admin/settings/authentication`, { headers: admin })
  ).json();
  const { loadFailures: _answered, ...stored } = current;
  const save = async (serverUrl: string) => {
    const put = await adminRequest.put(`${API}web/admin/settings/authentication`, {
      headers: admin,
      data: { ...stored, ldap: { ...stored.ldap, serverUrl } },
    });
    expect(put.status(), await put.text()).toBe(200);
  };
  // Nothing listens on the discard port: the directory is down.
  await save('ldap://127.0.0.1:9');
  try {
    await fill(page, 'robin.dupont', 'MeetRobin#2026');
    await expect(page.getByRole('alert')).toHaveText(
      'The directory that checks your password does not answer. Try again in a moment; if it goes on, tell your administrator.',
    );
    await expect(page.getByLabel('E-mail or username')).toHaveValue('robin.dupont');
    await expectAccessible(page);
  } finally {
    await save(slapd.url);
  }
});
