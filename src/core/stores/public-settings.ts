import { atom } from 'nanostores';
import { getPublicSettings } from '../api/auth-calls';
import type { PublicSettings } from '../api/types';

/** The server's public settings (SSO, LDAP delegation, default language...), null until loaded. */
export const $publicSettings = atom<PublicSettings | null>(null);

/** Loads the public settings into `$publicSettings`. */
export async function loadPublicSettings(): Promise<PublicSettings> {
  const settings = await getPublicSettings();
  $publicSettings.set(settings);
  return settings;
}
