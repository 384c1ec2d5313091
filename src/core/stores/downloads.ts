import { atom } from 'nanostores';
import { ApiError } from '../api/errors';
import { type DownloadFile, type Downloads, getDownloads } from '../api/public-calls';
import type { PublicSettings } from '../api/types';
import { ERROR_GENERIC } from '../constants';

/** The client downloads: loading, there, or failed with an error code (spec 8). */
export type DownloadsState =
  | { status: 'loading' }
  | { status: 'ready'; downloads: Downloads }
  | { status: 'failed'; code: number };

/** The client version and its files per platform, as the server lists them. */
export const $downloads = atom<DownloadsState>({ status: 'loading' });

/** Loads the downloads (once; again after a failure). */
export async function loadDownloads(): Promise<void> {
  if ($downloads.get().status === 'ready') return;
  $downloads.set({ status: 'loading' });
  try {
    $downloads.set({ status: 'ready', downloads: await getDownloads() });
  } catch (error) {
    $downloads.set({ status: 'failed', code: error instanceof ApiError ? error.code : ERROR_GENERIC });
  }
}

/**
 * The downloads with the store addresses of the public settings (clientSetupAppStoreURL,
 * clientSetupGooglePlayURL), which the administrator sets and which win over the list's; a store missing
 * from the list but set in the settings is added, so a phone always has its store link.
 */
export function withStoreLinks(downloads: Downloads, settings: Partial<PublicSettings> | null): Downloads {
  const stores: Partial<Record<DownloadFile['kind'], string | undefined>> = {
    appStore: settings?.clientSetupAppStoreURL,
    googlePlay: settings?.clientSetupGooglePlayURL,
  };
  const home = { appStore: 'ios', googlePlay: 'android' } as const;
  const platforms = downloads.platforms.map((platform) => {
    const files = platform.files.map((file) => {
      const url = stores[file.kind];
      return url ? { ...file, url } : file;
    });
    for (const kind of ['appStore', 'googlePlay'] as const) {
      const url = stores[kind];
      if (url && home[kind] === platform.platform && !files.some((f) => f.kind === kind)) {
        files.unshift({ kind, url });
      }
    }
    return { ...platform, files };
  });
  for (const kind of ['appStore', 'googlePlay'] as const) {
    const url = stores[kind];
    if (url && !platforms.some((p) => p.platform === home[kind])) {
      platforms.push({ platform: home[kind], files: [{ kind, url }] });
    }
  }
  return { ...downloads, platforms };
}

/** Whole megabytes of a file size (at least 1), for "94 MB". */
export function megabytes(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1_048_576));
}
