// Which client suits the visitor's device, from what the browser says of itself.
import type { DownloadFile, DownloadPlatform } from '../api/public-calls';

/** A client platform of the downloads. */
export type Platform = DownloadPlatform['platform'];
/** The kind of a download file. */
export type FileKind = DownloadFile['kind'];

/** What the browser tells of its system: `navigator`'s user agent, client hints and touch points. */
export interface BrowserIdentity {
  userAgent: string;
  userAgentData?: { platform?: string; mobile?: boolean } | null;
  maxTouchPoints?: number;
}

/** The platforms in the order the page lists them when nothing is detected. */
export const PLATFORM_ORDER: readonly Platform[] = ['windows', 'mac', 'linux', 'android', 'ios'];

/** The visitor's platform and the file that suits it best, or null for an unknown system. */
export interface Detected {
  platform: Platform;
  kind: FileKind;
}

const byHint: Record<string, Platform> = {
  windows: 'windows',
  macos: 'mac',
  linux: 'linux',
  'chrome os': 'linux',
  chromeos: 'linux',
  android: 'android',
  ios: 'ios',
};

function platformOf(identity: BrowserIdentity): Platform | null {
  const ua = identity.userAgent;
  // Android and iOS before their desktop relatives: an Android UA also says Linux, an iPhone "like Mac OS X".
  if (/Android/i.test(ua)) return 'android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  const hint = byHint[identity.userAgentData?.platform?.toLowerCase() ?? ''];
  if (hint) return hint;
  if (/Windows/i.test(ua)) return 'windows';
  // iPadOS presents itself as a Mac; only a touch screen tells it apart.
  if (/Macintosh|Mac OS X/i.test(ua)) return (identity.maxTouchPoints ?? 0) > 1 ? 'ios' : 'mac';
  if (/Linux|X11|CrOS/i.test(ua)) return 'linux';
  return null;
}

function linuxKind(ua: string): FileKind {
  if (/Ubuntu|Debian|Mint/i.test(ua)) return 'deb';
  if (/SUSE/i.test(ua)) return 'opensuse';
  if (/Fedora|Red Hat|CentOS/i.test(ua)) return 'rpm';
  return 'tgz';
}

const MAIN_KIND: Record<Platform, FileKind> = {
  windows: 'exe',
  mac: 'dmg',
  linux: 'tgz',
  android: 'googlePlay',
  ios: 'appStore',
};

/** The visitor's platform and best file: client hints first, then the user agent string. */
export function detectPlatform(identity: BrowserIdentity): Detected | null {
  const platform = platformOf(identity);
  if (!platform) return null;
  if (platform === 'linux') return { platform, kind: linuxKind(identity.userAgent) };
  return { platform, kind: MAIN_KIND[platform] };
}

/** The platforms with the detected one first, the others in the page's usual order. */
export function orderPlatforms<T extends { platform: Platform }>(
  platforms: readonly T[],
  first: Platform | null,
): T[] {
  const rank = (p: Platform) => (p === first ? -1 : PLATFORM_ORDER.indexOf(p));
  return [...platforms].sort((a, b) => rank(a.platform) - rank(b.platform));
}

/** The browser's own identity (the edge: everything above is pure). */
export function browserIdentity(): BrowserIdentity {
  const nav = navigator as Navigator & { userAgentData?: BrowserIdentity['userAgentData'] };
  return { userAgent: nav.userAgent, userAgentData: nav.userAgentData, maxTouchPoints: nav.maxTouchPoints };
}

/** Platform names: brands, written the same in every language. */
export const PLATFORM_NAMES: Record<Platform, string> = {
  windows: 'Windows',
  mac: 'macOS',
  linux: 'Linux',
  android: 'Android',
  ios: 'iOS',
};
