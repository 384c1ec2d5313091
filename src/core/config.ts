import { map } from 'nanostores';
import { BASE_PATH } from './constants';

/** Where an element finds its server and look: set by attributes, else by a global `MeetConfig`. */
export interface MeetConfig {
  /** Base URL of the JSON API, ending with a slash. */
  apiBase: string;
  /** Base path of the application (links, redirects). */
  basePath: string;
  /** A custom theme file to load instead of the one the public settings name. */
  themeUrl?: string;
}

declare global {
  interface Window {
    MeetConfig?: Partial<MeetConfig>;
  }
}

const defaults: MeetConfig = { apiBase: `${BASE_PATH}services/json/`, basePath: BASE_PATH };

/** The configuration every element shares; defaults to the same-origin `/meet/` deployment. */
export const $config = map<MeetConfig>({ ...defaults, ...globalThis.window?.MeetConfig });

/** Applies the configuration attributes of an element (only the ones it was given). */
export function configure(patch: Partial<MeetConfig>): void {
  for (const [key, value] of Object.entries(patch) as [keyof MeetConfig, string | undefined][]) {
    if (value !== undefined && value !== '' && $config.get()[key] !== value) $config.setKey(key, value);
  }
}
