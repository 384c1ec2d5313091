// Every handler of the contract, by operation id.
import type { Context } from '../context';
import type { Handlers } from '../http/types';
import { accountHandlers } from './account';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { bulkHandlers } from './bulk';
import { fileHandlers } from './files';
import { maintenanceHandlers } from './maintenance';
import { meetingHandlers } from './meetings';
import { organizationHandlers } from './organizations';
import { publicHandlers } from './public';
import { serviceHandlers } from './services';
import { settingsHandlers } from './settings';
import { statisticsHandlers } from './statistics';
import { subscriptionHandlers } from './subscriptions';
import { tagHandlers } from './tags';
import { userHandlers } from './users';

/** The handlers of every area. */
export function allHandlers(context: Context): Handlers {
  const handlers: Handlers = {
    ...publicHandlers(context),
    ...authHandlers(context),
    ...accountHandlers(context),
    ...userHandlers(context),
    ...tagHandlers(context),
    ...organizationHandlers(context),
    ...subscriptionHandlers(context),
    ...meetingHandlers(context),
    ...fileHandlers(context),
    ...statisticsHandlers(context),
    ...serviceHandlers(context),
    ...maintenanceHandlers(context),
    ...settingsHandlers(context),
    ...auditHandlers(context),
  };
  return { ...handlers, ...bulkHandlers(context, handlers) };
}
