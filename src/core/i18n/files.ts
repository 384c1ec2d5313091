// Every text file of every language, loaded on demand. This map (one entry per language and namespace) is
// itself loaded only when a view asks for a namespace the first screen does not have: the login route carries
// the small map of its own texts instead (index.ts).
import type { Texts } from './index';

export const files = import.meta.glob<{ default: Texts }>('./locales/*/*.json');
