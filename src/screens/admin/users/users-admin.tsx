import type { AreaScreenProps } from '../kit/area-screen';
import { UserDetail } from './user-detail';
import { UserList } from './user-list';

/** The users area of the administration console: the list, or one user (`new` for a new one). */
export function UsersAdmin({ route, params }: AreaScreenProps) {
  if (route === 'user' && params?.id) return <UserDetail key={params.id} id={params.id} />;
  return <UserList />;
}
