// The page policy in the browser: Trusted Types enforced, only the allowed policies, violations reported
// to the server (the reports these tests provoke carry the probe mark, which the run's check leaves out).
import { expect, type Page, test } from '@playwright/test';
import { PROBE, receivedViolations, type Violation } from './csp-reports';
import { ACCOUNTS, openSignedIn } from './support';

/** Provokes a marked violation and waits for its report: the reports of what the page did before are in. */
async function flushReports(page: Page): Promise<void> {
  const mark = `${PROBE}-flush-${Date.now()}`;
  await page.evaluate((markup) => {
    try {
      document.createElement('div').innerHTML = markup;
    } catch {
      // Refused, as it should be: only its report matters.
    }
  }, mark);
  await reportsOf(mark);
}

/** The violations whose sample carries `mark`, once the browser has sent them. */
async function reportsOf(mark: string): Promise<Violation[]> {
  let found: Violation[] = [];
  await expect
    .poll(async () => {
      found = (await receivedViolations()).filter((violation) => violation.sample.includes(mark));
      return found.length;
    })
    .toBeGreaterThan(0);
  return found;
}

test('a string written into an HTML sink is refused and reported to the server', async ({ page }) => {
  await page.goto('./');
  const mark = `${PROBE}-sink-${Date.now()}`;
  const error = await page.evaluate((markup) => {
    try {
      document.createElement('div').innerHTML = markup;
      return '';
    } catch (caught) {
      return String(caught);
    }
  }, mark);
  expect(error).toMatch(/TrustedHTML/);
  const [report] = await reportsOf(mark);
  expect(report?.effectiveDirective).toBe('require-trusted-types-for');
  expect(report?.documentURL).toMatch(/\/meet\/$/);
});

test('only the allowed policies can be created; others are refused and reported', async ({ page }) => {
  await page.goto('./');
  const name = `${PROBE}-policy-${Date.now()}`;
  const created = await page.evaluate((policyName) => {
    const factory = (
      window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }
    ).trustedTypes;
    try {
      factory.createPolicy(policyName, {});
      return true;
    } catch {
      return false;
    }
  }, name);
  expect(created).toBe(false);
  const [report] = await reportsOf(name);
  expect(report?.effectiveDirective).toBe('trusted-types');
});

test('the widget gallery and the demo pages run under the policy without a violation', async ({ page }) => {
  const before = (await receivedViolations()).length;
  for (const path of [
    'demo/widgets.html',
    'demo/pages/admin-elements.html',
    'demo/pages/admin-console.html',
    'demo/pages/personal-screens.html',
    'demo/pages/portal.html',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The gallery's date inputs build their calendars (arrows, month list, weekday row) as they mount.
    if (path === 'demo/widgets.html') await expect(page.locator('.flatpickr-weekday').first()).toBeAttached();
  }
  await flushReports(page);
  const violations = (await receivedViolations())
    .slice(before)
    .filter((violation) => !violation.sample.includes(PROBE));
  expect(violations).toEqual([]);
});

test('the GDPR account text, sanitized and typed by DOMPurify, shows under the policy', async ({ page }) => {
  const text =
    'Your data <b>stays here</b>.<br>Read <a href="https://example.com/privacy">the policy</a>.<script>x()</script>';
  await page.route('**/web/users/gdpr/text/account?*', (route) =>
    route.fulfill({ json: { gdprText: Buffer.from(text).toString('base64') } }),
  );
  await openSignedIn(page, ACCOUNTS.admin);
  const before = (await receivedViolations()).length;
  await page.goto('account?tab=delete');
  const notice = page.getByRole('region', { name: 'Privacy' });
  await expect(notice.locator('b')).toHaveText('stays here');
  await expect(notice.getByRole('link', { name: 'the policy' })).toHaveAttribute(
    'href',
    'https://example.com/privacy',
  );
  await expect(notice.locator('script')).toHaveCount(0);
  await flushReports(page);
  const violations = (await receivedViolations())
    .slice(before)
    .filter((violation) => !violation.sample.includes(PROBE));
  expect(violations).toEqual([]);
});
