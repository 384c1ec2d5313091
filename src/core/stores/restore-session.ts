import { refreshSession } from '../api/refresh';
import { $loginRequired } from './login-required';
import { loadMe } from './me';
import { clearSession, loadStoredSession } from './session';

/**
 * At startup: a stored user name and refresh token are refreshed into a session and `$me` is loaded.
 * True when signed in; any failure clears the session (without asking for the login screen).
 */
export async function restoreSession(): Promise<boolean> {
  if (!loadStoredSession()) return false;
  try {
    if (!(await refreshSession())) return false;
    await loadMe();
    $loginRequired.set(false);
    return true;
  } catch {
    clearSession();
    return false;
  }
}
