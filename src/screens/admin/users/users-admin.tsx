import { listOrDetail } from '../kit/area-screen';
import { UserDetail } from './user-detail';
import { UserList } from './user-list';

/** The users area of the administration console: the list, or one user (`new` for a new one). */
export const UsersAdmin = listOrDetail(UserList, 'user', UserDetail);
