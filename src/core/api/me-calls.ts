import { request } from './request';
import type {
  ApiLanguage,
  ApiPath,
  DeleteMeRequest,
  GdprText,
  Me,
  MeUpdate,
  MyPasswordChange,
  UserTag,
} from './types';

const ME = 'web/users/me' satisfies ApiPath;

/** GET web/users/me: the signed-in user. */
export function getMe(): Promise<Me> {
  return request(ME);
}

/** PATCH web/users/me: saves the profile fields; answers the saved user ("user saved"). */
export function updateMe(update: MeUpdate): Promise<Me> {
  return request(ME, { method: 'patch', json: update });
}

/** PATCH web/users/me: changes the password (both hashed); the server then ends the session. */
export function changeMyPassword(change: MyPasswordChange): Promise<void> {
  return request(ME, { method: 'patch', json: change });
}

/** POST web/users/me/delete: deletes the account; `password` is the hashed current password. */
export function deleteMe(password: string): Promise<void> {
  const body: DeleteMeRequest = { password };
  return request('web/users/me/delete' satisfies ApiPath, { method: 'post', json: body });
}

/** GET tags/users/me: the signed-in user's tags. */
export function getMyTags(): Promise<UserTag[]> {
  return request('tags/users/me' satisfies ApiPath);
}

/** GET web/users/gdpr/text/account: the GDPR account text (base64) in a language. */
export function getGdprAccountText(lang: ApiLanguage): Promise<GdprText> {
  return request('web/users/gdpr/text/account' satisfies ApiPath, { searchParams: { lang } });
}
