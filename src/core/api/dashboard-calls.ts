// The dashboards: the user's own and the system's (administrators), typed from the contract.
import { request } from './request';
import type { components } from './schema';

/** The user dashboard: meetings, messages, contacts, discussions, top contacts, meetings per week. */
export type UserDashboard = components['schemas']['UserDashboard'];
/** The system dashboard: server, runtime, users, meetings and subscriptions. */
export type SystemDashboard = components['schemas']['SystemDashboard'];

/** GET web/dashboard/me: the signed-in user's dashboard. */
export function getMyDashboard(): Promise<UserDashboard> {
  return request('web/dashboard/me');
}

/** GET web/admin/dashboard: the system dashboard (administrators and system administrators). */
export function getSystemDashboard(): Promise<SystemDashboard> {
  return request('web/admin/dashboard');
}
