// The application shell against the reference server: routes and guards, the header and its menu by role,
// not-found, administration areas, screens loaded on demand, back navigation, language, session restore.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, focusedElement, giveDemoPins, openSignedIn } from './support';

const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
const MANAGER = { email: 'manager@example.com', password: 'MeetManager#2026' };
const USER = { email: 'user@example.com', password: 'MeetUser#2026' };

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** Signs in through the login form (the tests of where it leads; the others open signed in). */
async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('E-mail or username').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const header = (page: Page) => page.getByRole('banner');

/** The focused element's text (its tag name when it has none), through shadow roots. */
async function focused(page: Page): Promise<string> {
  return (await focusedElement(page)).evaluate((active) =>
    active.tagName === 'MAIN' ? 'MAIN' : (active.textContent?.trim() ?? ''),
  );
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Presses Tab (or Shift+Tab) until the element named `name` has the focus. */
async function tabTo(page: Page, name: string, key = 'Tab'): Promise<void> {
  for (let i = 0; i < 30 && (await focused(page)) !== name; i++) await page.keyboard.press(key);
  expect(await focused(page)).toBe(name);
}

test('an unknown address shows "Page not found" without the header', async ({ page }) => {
  await page.goto('no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(header(page)).toHaveCount(0);
  await expect(page).toHaveTitle('Page not found - Meet');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
  await expect(page).toHaveURL(/\/meet\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('a route that needs a session sends a visitor to login, then back to it', async ({ page }) => {
  await page.goto('account');
  await expect(page).toHaveURL(/\/meet\/\?redirect=%2Fmeet%2Faccount$/);
  await signIn(page, USER);
  await expect(page).toHaveURL(/\/meet\/account$/);
  await expect(nav(page).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
});

test('the header shows each role its menu; administration areas say where they belong', async ({ page }) => {
  await openSignedIn(page, ADMIN);
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await nav(page).getByRole('button', { name: 'Administration' }).click();
  const admin = nav(page).getByRole('list').nth(1);
  await expect(admin.getByRole('link')).toHaveText([
    'Users',
    'Tags',
    'Organizations',
    'Meetings',
    'Files',
    'Statistics',
    'Resources',
    'Services',
    'Maintenance',
    'Settings',
    'Audit',
  ]);
  await admin.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/meet\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expect(admin).toBeHidden();
  await expect(nav(page).getByRole('button', { name: 'Administration' })).toHaveClass(
    /header__link--current/,
  );
  // Every area has its screen: the last one written, resources, opens under its own heading,
  // the administration item current.
  await nav(page).getByRole('button', { name: 'Administration' }).click();
  await admin.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/meet\/resources$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible({ timeout: 20_000 });
  await expect(nav(page).getByRole('button', { name: 'Administration' })).toHaveClass(
    /header__link--current/,
  );
  await expectAccessible(page);
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
});

test('a user without roles sees only the organizations they manage, a user manager only users and tags', async ({
  page,
}) => {
  await openSignedIn(page, USER);
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // The demo user manages an organization of the seed: the console shows them organizations alone.
  await nav(page).getByRole('button', { name: 'Administration' }).click();
  await expect(nav(page).getByRole('list').nth(1).getByRole('link')).toHaveText(['Organizations']);
  await expect(nav(page).getByRole('link', { name: 'Help center' })).toHaveAttribute('target', '_blank');
  await nav(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/meet\/$/);
  await signIn(page, MANAGER);
  await nav(page).getByRole('button', { name: 'Administration' }).click();
  await expect(nav(page).getByRole('list').nth(1).getByRole('link')).toHaveText(['Users', 'Tags']);
});

test('links move inside the application without reloading it; back goes to the previous page', async ({
  page,
}) => {
  await openSignedIn(page, USER);
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await nav(page).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/meet\/support$/);
  await nav(page).getByRole('link', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/\/meet\/download$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/meet\/support$/);
  await expect(nav(page).getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('a screen looks the same whichever screens were shown before it: each keeps its styles to itself', async ({
  page,
}) => {
  const title = () =>
    page
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => [getComputedStyle(heading).fontSize, getComputedStyle(heading).lineHeight]);
  /** Moves inside the application, as a link would. */
  const move = (path: string) =>
    page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await page.goto('join-without-account');
  await expect(page.getByRole('heading', { name: 'Join a meeting' })).toBeVisible();
  const fresh = await title();
  await move('/meet/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  // The support screen gives its own title another size.
  expect(await title()).not.toEqual(fresh);
  await move('/meet/join-without-account');
  await expect(page.getByRole('heading', { name: 'Join a meeting' })).toBeVisible();
  expect(await title()).toEqual(fresh);
});

test('the session survives a reload; logout clears storage and returns to login', async ({ page }) => {
  await openSignedIn(page, USER);
  await nav(page).getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/meet\/account$/);
  await page.reload();
  await expect(page).toHaveURL(/\/meet\/account$/);
  await expect(nav(page).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => localStorage.getItem('meet.username'))).toBe(USER.email);
  await nav(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/meet\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('meet.'))),
  ).toEqual([]);
  await page.goto('account');
  await expect(page).toHaveURL(/\/meet\/\?redirect=%2Fmeet%2Faccount$/);
});

test('a page left while its session was being restored does not sign the user out', async ({ page }) => {
  await openSignedIn(page, USER, 'account');
  // The next load restores the session; the server spends the stored refresh token, but its answer never reaches
  // the page (as when the user reloads or follows a link while it is on its way).
  await page.route('**/login/refresh', async (route) => {
    await route.fetch();
    await route.abort();
  });
  const refreshed = page.waitForEvent('requestfailed', (request) => request.url().includes('login/refresh'));
  await page.reload();
  await refreshed;
  await page.unroute('**/login/refresh');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible({ timeout: 20_000 });
  await expect(nav(page).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
});

test('on a phone the burger toggles the menu, which closes on resize', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, USER);
  // The dashboard and its translations have arrived (not the loading state) before axe looks at the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const burger = header(page).getByRole('button', { name: 'Menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page)).toBeHidden();
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page).getByRole('link', { name: 'Support' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 380, height: 844 });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page)).toBeHidden();
});

test('the header works by keyboard alone; a new page takes the focus to its content', async ({ page }) => {
  await openSignedIn(page, ADMIN);
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
  // The header loads after sign-in: the keyboard walk starts once its menu is there.
  await expect(nav(page).getByRole('button', { name: 'Administration' })).toBeVisible();
  await tabTo(page, 'Administration');
  await page.keyboard.press('Enter');
  await expect(nav(page).getByRole('button', { name: 'Administration' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('Tags');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meet\/tags$/);
  expect(await focused(page)).toBe('MAIN');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe('Log out');
  await tabTo(page, 'Support', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meet\/support$/);
  await tabTo(page, 'Log out', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meet\/$/);
});

test('the live meeting route needs its umi and a connected meeting', async ({ page }) => {
  await giveDemoPins(page);
  await page.goto('meeting/webrtc/live?umi=100000001');
  await expect(page).toHaveURL(/\/meet\/meeting\/webrtc\?umi=100000001$/);
  await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
  await page.goto('meeting/webrtc/live');
  await expect(page).toHaveURL(/\/meet\/$/);
});

test('the gateway entry lives at the top level /meeting/webrtc/gateway, header hidden', async ({ page }) => {
  await giveDemoPins(page);
  await page.goto('/meeting/webrtc/gateway?umi=100000001');
  await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
  await expect(header(page)).toHaveCount(0);
});

test('the webview deep link (tcc flag and umi) opens the meeting video page after sign-in', async ({
  page,
}) => {
  await page.goto('?tcc=1&umi=100000004');
  await expect(page).toHaveURL(/\/meet\/\?redirect=%2Fmeet%2Fmeeting%2F100000004%2Fattachment-file$/);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/meet\/meeting\/100000004\/attachment-file$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Attachments and videos/ })).toBeVisible();
});

test('a screen that fails to load raises meet-preload-error; handled, the page says so', async ({ page }) => {
  await page.addInitScript(() => {
    window.addEventListener('meet-preload-error', (event) => {
      (window as unknown as { preloadErrors: string[] }).preloadErrors ??= [];
      (window as unknown as { preloadErrors: string[] }).preloadErrors.push(
        (event as CustomEvent).detail.screen,
      );
      event.preventDefault();
    });
  });
  await page.route(/\/assets\/support-[^/]*\.js$/, (route) => route.abort());
  await page.goto('support');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { preloadErrors: string[] }).preloadErrors)).toEqual(
    ['support'],
  );
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});

test('the interface speaks the browser language, then the signed-in user’s own', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.getByLabel('E-mail ou nom d’utilisateur').fill(USER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  // The demo user's own language is English.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await context.close();
});
