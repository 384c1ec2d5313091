// Calls of the visitors' sign-in pages that spec section 7 does not list: password reset e-mail and
// sign-up confirmation (shapes from the contract).

import { request } from './request';
import type { components } from './schema';

type Schemas = components['schemas'];

/** POST web/users/forgot-password: e-mails a reset link when the account exists (always answers 204). */
export function forgotPassword(email: string, language?: Schemas['Language']): Promise<void> {
  const body: Schemas['ForgotPasswordRequest'] = language ? { email, language } : { email };
  return request('web/users/forgot-password', { method: 'post', json: body, auth: false });
}

/** POST web/users/signup-confirmation: activates an account with its e-mailed code. */
export function confirmSignUp(email: string, code: string): Promise<void> {
  const body: Schemas['SignUpConfirmation'] = { email, code };
  return request('web/users/signup-confirmation', { method: 'post', json: body, auth: false });
}
