import { $publicSettings, loadPublicSettings } from './public-settings';

let pending: Promise<void> | null = null;

/**
 * Loads the public settings unless they are there (the screens a visitor opens first need the app's
 * protocol, store and support addresses); a failure leaves them null and the screens show without them.
 */
export function ensurePublicSettings(): Promise<void> {
  if ($publicSettings.get()) return Promise.resolve();
  pending ??= loadPublicSettings().then(
    () => {
      pending = null;
    },
    () => {
      pending = null;
    },
  );
  return pending;
}
