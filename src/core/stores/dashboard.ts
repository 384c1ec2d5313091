import { computed } from 'nanostores';
import {
  getMyDashboard,
  getSystemDashboard,
  type SystemDashboard,
  type UserDashboard,
} from '../api/dashboard-calls';
import { loadable, loadInto } from './loadable';
import { $me, loadMe } from './me';

/** Roles that see the system dashboard. */
const SYSTEM_DASHBOARD_ROLES = ['administrator', 'systemAdmin'];

/** True when the signed-in user is an administrator or a system administrator. */
export const $seesSystemDashboard = computed($me, (me) =>
  (me?.roles ?? []).some((role) => SYSTEM_DASHBOARD_ROLES.includes(role)),
);

/** The signed-in user's dashboard. */
export const $userDashboard = loadable<UserDashboard>();
/** The system dashboard; stays idle for users who may not see it. */
export const $systemDashboard = loadable<SystemDashboard>();

/** Loads the dashboards the signed-in user may see: the system one for administrators, their own for all. */
export async function loadDashboards(): Promise<void> {
  // Who may see what comes from the user's roles: know the user first.
  if ($me.get() === null) await loadMe().catch(() => undefined);
  const loads = [loadInto($userDashboard, getMyDashboard)];
  if ($seesSystemDashboard.get()) loads.push(loadInto($systemDashboard, getSystemDashboard));
  await Promise.all(loads);
}
