// The server zones a user can be placed in (user detail, user filter).
import { call } from '../api/call';
import type { components } from '../api/schema';
import { loadable, loadInto } from '../stores/loadable';

/** A server zone with its counts and default flag. */
export type ServerZone = components['schemas']['ServerZone'];

/** Every server zone, once loaded. */
export const $serverZones = loadable<ServerZone[]>();

/** Loads the server zones unless they are there already. */
export function loadServerZones(): Promise<void> {
  if ($serverZones.get().state === 'ready') return Promise.resolve();
  return loadInto($serverZones, () => call('listServerZones'));
}
