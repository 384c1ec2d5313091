// The page policy in the browser: Trusted Types enforced, only the allowed policies, violations reported
// to the server (the reports these tests provoke carry the probe mark, which the run's check leaves out).
import { expect, test } from '@playwright/test';
import { PROBE, receivedViolations, type Violation } from './csp-reports';

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
