// Generated from dist-spec/openapi.yaml and src/core/admin/areas.ts by `npm run contract`: do not edit. The roles of the `x-roles`
// of each operation that lists an area of the administration console.
/* biome-ignore-all format: one line per operation */

/** The roles that may call each area's operation, as the contract says. */
export const AREA_ROLES = {
  listUsers: ['userManager', 'administrator', 'systemAdmin'],
  listTags: ['userManager', 'administrator', 'systemAdmin'],
  listOrganizations: ['administrator', 'systemAdmin'],
  listSubscriptions: ['administrator', 'systemAdmin'],
  listMeetings: ['administrator', 'systemAdmin'],
  listFiles: ['administrator', 'systemAdmin'],
  getStatistics: ['administrator', 'systemAdmin'],
  getSystemDashboard: ['administrator', 'systemAdmin'],
  listMeetingServers: ['administrator', 'systemAdmin'],
  listMaintenancePeriods: ['administrator', 'systemAdmin'],
  getGeneralSettings: ['systemAdmin'],
  listAuditEntries: ['systemAdmin'],
} as const;
