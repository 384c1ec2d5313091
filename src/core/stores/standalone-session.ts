import { isRouting } from '../router/navigation';
import { restoreSession } from './restore-session';
import { $signedIn } from './session';

/**
 * A screen placed on a page as a standalone element (no `<meet-app>` routing it) brings back the session
 * a previous visit left; inside the application the shell has already done so.
 */
export async function restoreStandaloneSession(): Promise<void> {
  if (isRouting() || $signedIn.get()) return;
  await restoreSession();
}
