import type { ElementOptions } from './define';

/**
 * What every administration area's element takes: `route` (one of the area's routes; its first by default)
 * and `params` (the route's parameters as JSON, `{"id": "7"}`), so a CMS page can open a detail directly.
 */
export const ADMIN_AREA_ELEMENT: ElementOptions<{ route?: string; params?: Record<string, string> }> = {
  props: { route: 'string', params: 'json' },
};
