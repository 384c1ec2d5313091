// The gateway entry (/meeting/webrtc/gateway?umi=) needs the meeting's PIN like any guest: a machine client hands
// it in the address's fragment (`#pin=`, which no server receives, taken out of the address at once); without it
// the join page asks for it ("PIN needed", in light and dark, wide and narrow); a wrong one is refused.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, useDarkTheme } from './support';

const OPEN = '100000001';
const GATEWAY = `/meeting/webrtc/gateway?umi=${OPEN}`;
const ASKED = 'Enter the PIN code of your invitation';
/** Screenshots land here when SHOTS=1 (looked at by hand, not compared). */
const SHOTS = process.env.SHOTS === '1' ? '/tmp/gateway-shots' : '';

test.use({ locale: 'en-US' });

/** Expects the join page's "PIN needed" state for the demo meeting. */
async function expectPinNeeded(page: Page): Promise<void> {
  await expect(page.getByText(ASKED)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/meet/meeting/join\\?umi=${OPEN}$`));
  await expect(page.getByLabel('Meeting ID')).toHaveValue(OPEN);
  await expect(page.getByLabel('Full name')).toHaveCount(0);
}

/** Opens the gateway entry without a PIN and checks the "PIN needed" state with axe (a screenshot when SHOTS=1). */
async function expectPinNeededShown(page: Page, name: string): Promise<void> {
  await page.goto(GATEWAY);
  await expectPinNeeded(page);
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pin-needed-${name}.png`, fullPage: true });
}

test('a machine client with the PIN in the fragment joins; the PIN leaves the address at once', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url()));
  await page.goto(`${GATEWAY}#pin=1234`);
  await expect(page.getByLabel('Full name')).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).hash).toBe('');
  expect(sent.filter((url) => url.includes('#'))).toEqual([]);
  await page.getByLabel('Full name').fill('Recorder');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible({ timeout: 20_000 });
});

test('without the PIN the gateway entry asks for it like any guest; a wrong one is refused as an unknown meeting', async ({
  page,
  context,
}) => {
  await page.goto(GATEWAY);
  await expectPinNeeded(page);
  // A tab of its own: the PIN a tab was given stays in that tab.
  const wrong = await context.newPage();
  await wrong.goto(`${GATEWAY}#pin=9999`);
  await expect(wrong.getByRole('alert')).toHaveText(
    'This meeting does not exist. Check the meeting ID of your invitation.',
    { timeout: 20_000 },
  );
  await expect(wrong).toHaveURL(new RegExp(`/meet/meeting/join\\?umi=${OPEN}$`));
  await expect(wrong.getByLabel('Full name')).toHaveCount(0);
  await wrong.close();
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the "PIN needed" state passes axe in light at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await expectPinNeededShown(page, `light-${width}`);
  });

  test(`the "PIN needed" state passes axe in dark at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await useDarkTheme(page);
    await expectPinNeededShown(page, `dark-${width}`);
  });
}
