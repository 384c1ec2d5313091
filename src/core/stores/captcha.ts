import { atom } from 'nanostores';
import { getCaptcha } from '../api/auth-calls';
import type { Captcha } from '../api/types';

/** The captcha the login must answer (image and challenge), null while none is asked. */
export const $captcha = atom<Captcha | null>(null);

/** Fetches a captcha for `login` into `$captcha`. */
export async function loadCaptcha(login: string): Promise<Captcha> {
  const captcha = await getCaptcha(login);
  $captcha.set(captcha);
  return captcha;
}
