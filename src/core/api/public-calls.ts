// Calls a visitor makes without signing in, beyond the settings and the join call (see meeting-calls.ts).
import { request } from './request';
import type { components } from './schema';

/** Answer of GET web/downloads: the client version and its files per platform. */
export type Downloads = components['schemas']['Downloads'];
/** One platform of the downloads (windows, mac, linux, android, ios). */
export type DownloadPlatform = Downloads['platforms'][number];
/** One file or store link of a platform. */
export type DownloadFile = DownloadPlatform['files'][number];

/** GET web/downloads: the client installers, packages and store links (no session needed). */
export function getDownloads(): Promise<Downloads> {
  return request('web/downloads', { auth: false });
}
