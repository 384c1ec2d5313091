// What the user list can be filtered by: the filter panel's definitions and the role filter's choices.
import type { FilterDefinition } from '../../../core/filters/types';
import { LANGUAGES } from '../../../core/i18n';

/** The roles filter of the user list: all, or one role. */
export const ROLE_CHOICES = ['all', 'userManager', 'administrator', 'systemAdmin'] as const;

/** The filter panel's filters; server zones arrive from the server. */
export function userFilters(zones: { id: number; name: string }[]): FilterDefinition[] {
  return [
    { name: 'name', translation: 'users:filter.name', type: 'string' },
    { name: 'email', translation: 'users:filter.email', type: 'string' },
    { name: 'activated', translation: 'users:filter.activated', type: 'boolean', defaultValue: true },
    {
      name: 'language',
      translation: 'users:filter.language',
      type: 'select',
      selectOptions: LANGUAGES.map((language) => ({
        value: language,
        translation: `common:language.${language}`,
      })),
    },
    {
      name: 'serverZone',
      translation: 'users:filter.serverZone',
      type: 'select',
      selectOptions: zones.map((zone) => ({ value: String(zone.id), translation: zone.name })),
    },
    { name: 'registrationDate', translation: 'users:filter.registrationDate', type: 'date-range' },
    { name: 'lastLoginDate', translation: 'users:filter.lastLoginDate', type: 'date-range' },
    {
      name: 'role',
      translation: 'users:filter.role',
      type: 'select',
      selectOptions: ROLE_CHOICES.map((role) => ({ value: role, translation: `users:role.${role}` })),
    },
  ];
}
