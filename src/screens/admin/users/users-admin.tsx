import type { RouteParams } from '../../../core/router';
import { UserDetail } from './user-detail';
import { UserList } from './user-list';

/** Props of the users area: the route it shows (`users` or `user`) and its parameters. */
export interface UsersAdminProps {
  route?: string;
  params?: RouteParams;
}

/** The users area of the administration console: the list, or one user (`new` for a new one). */
export function UsersAdmin({ route, params }: UsersAdminProps) {
  if (route === 'user' && params?.id) return <UserDetail key={params.id} id={params.id} />;
  return <UserList />;
}
