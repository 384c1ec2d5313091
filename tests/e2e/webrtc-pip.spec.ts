// Picture-in-picture where the browser has no Document Picture-in-Picture (Firefox, Safari): the button puts the
// shown person's video element in the browser's own window, and takes it back.
import { expect, type Page, test } from '@playwright/test';
import { giveDemoPins } from './support';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** The video element in the browser's picture-in-picture window: its shadow root's element, with its picture. */
function videoInPip(page: Page): Promise<{ inPip: boolean; picture: boolean }> {
  return page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++)
      for (const element of roots[i]?.querySelectorAll('*') ?? [])
        if (element.shadowRoot) roots.push(element.shadowRoot);
    const video = roots
      .map((root) => root.pictureInPictureElement)
      .find((e) => e instanceof HTMLVideoElement);
    const media = video as HTMLVideoElement | undefined;
    return {
      inPip: Boolean(media),
      picture: Boolean(media && media.readyState >= 2 && media.videoWidth > 0),
    };
  });
}

test('without Document Picture-in-Picture, the button shows the video element in the browser’s own window and closes it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (Window.prototype as { documentPictureInPicture?: unknown }).documentPictureInPicture;
    delete (window as { documentPictureInPicture?: unknown }).documentPictureInPicture;
  });
  await giveDemoPins(page);
  await page.goto('meeting/webrtc?umi=100000001');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Connect' }).click({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => 'documentPictureInPicture' in window)).toBe(false);

  const pip = page.getByRole('button', { name: 'Picture in picture', exact: true });
  let windows = 0;
  page.context().on('page', () => windows++);
  await pip.click();
  await expect(pip).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => videoInPip(page), { timeout: 15_000 }).toEqual({ inPip: true, picture: true });
  await pip.click();
  await expect(pip).toHaveAttribute('aria-pressed', 'false');
  expect((await videoInPip(page)).inPip).toBe(false);
  expect(windows).toBe(0);
});
