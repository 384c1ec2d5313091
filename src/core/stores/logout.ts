import { logout as postLogout } from '../api/auth-calls';
import { $captcha } from './captcha';
import { $me } from './me';
import { clearSession } from './session';

/** Ends the session on the server, then clears storage and the session stores even if that call failed. */
export async function logout(): Promise<void> {
  try {
    await postLogout();
  } catch {
    // An unreachable server or an already expired session must not keep the user signed in here.
  } finally {
    clearSession();
    $me.set(null);
    $captcha.set(null);
  }
}
