import { atom } from 'nanostores';

/**
 * True once the session is lost (a token refresh failed): the application shell listens and shows the
 * login screen. Core never navigates itself. A successful login sets it back to false.
 */
export const $loginRequired = atom(false);
