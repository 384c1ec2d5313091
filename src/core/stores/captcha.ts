import { atom } from 'nanostores';
import { getCaptcha, mailCaptcha as postCaptchaMail } from '../api/auth-calls';
import type { Captcha } from '../api/types';

/** The captcha the login must answer (image and challenge), null while none is asked. */
export const $captcha = atom<Captcha | null>(null);

/** The captcha's answer by e-mail: not asked, on its way, sent (when the account exists), or failed. */
export type CaptchaMail = 'idle' | 'sending' | 'sent' | 'failed';

/** Where the e-mail of the shown captcha's answer stands. */
export const $captchaMail = atom<CaptchaMail>('idle');

/** Fetches a captcha for `login` into `$captcha` (a new challenge: no e-mail of it asked yet). */
export async function loadCaptcha(login: string): Promise<Captcha> {
  const captcha = await getCaptcha(login);
  $captcha.set(captcha);
  $captchaMail.set('idle');
  return captcha;
}

/** Asks the server to e-mail the shown captcha's answer to the account of `login` (the image's alternative). */
export async function mailCaptcha(login: string): Promise<void> {
  const captcha = $captcha.get();
  if (!captcha || $captchaMail.get() === 'sending') return;
  $captchaMail.set('sending');
  try {
    await postCaptchaMail(login, captcha.challenge);
    if ($captcha.get() === captcha) $captchaMail.set('sent');
  } catch {
    if ($captcha.get() === captcha) $captchaMail.set('failed');
  }
}
