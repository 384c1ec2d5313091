import { atom } from 'nanostores';
import { getPublicSettings } from '../api/auth-calls';
import type { PublicSettings } from '../api/types';

/** The server's public settings (SSO, LDAP delegation, default language...), null until loaded. */
export const $publicSettings = atom<PublicSettings | null>(null);

let loading: Promise<PublicSettings> | undefined;

/** Loads the public settings into `$publicSettings`; a load under way is shared, not asked for twice. */
export function loadPublicSettings(): Promise<PublicSettings> {
  loading ??= getPublicSettings()
    .then((settings) => {
      $publicSettings.set(settings);
      return settings;
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}
