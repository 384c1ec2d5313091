// What the user list can be filtered by: the filter panel's definitions and the role filter's choices.
import type { FilterDefinition } from '../../../core/filters/types';
import { LANGUAGES } from '../../../core/i18n';
import { filterTable, selectOptions } from '../kit/columns';

/** The roles filter of the user list: all, or one role. */
export const ROLE_CHOICES = ['all', 'userManager', 'administrator', 'systemAdmin'] as const;

/** The filter panel's filters; server zones arrive from the server. */
export function userFilters(zones: { id: number; name: string }[]): FilterDefinition[] {
  return filterTable('users:filter', {
    name: { type: 'string' },
    email: { type: 'string' },
    activated: { type: 'boolean', defaultValue: true },
    language: { type: 'select', selectOptions: selectOptions('common:language', LANGUAGES) },
    serverZone: {
      type: 'select',
      selectOptions: zones.map((zone) => ({ value: String(zone.id), translation: zone.name })),
    },
    registrationDate: { type: 'date-range' },
    lastLoginDate: { type: 'date-range' },
    role: { type: 'select', selectOptions: selectOptions('users:role', ROLE_CHOICES) },
  });
}
