import { atom } from 'nanostores';
import { forgotPassword } from '../api/visitor-calls';
import { type Failure, failureOf } from '../auth/sign-in-failure';
import { $translations, isLanguage } from '../i18n';

/** The forgot-password form: sending, sent, and why the last request failed. */
export interface ForgotPasswordState {
  busy: boolean;
  sent: boolean;
  failure: Failure | null;
}

const FRESH: ForgotPasswordState = { busy: false, sent: false, failure: null };

/** Where the forgot-password request stands. */
export const $forgotPassword = atom<ForgotPasswordState>(FRESH);

/** Asks the server to e-mail a reset link to `email`, in the interface language (it answers alike for any address). */
export async function requestPasswordReset(email: string): Promise<void> {
  if ($forgotPassword.get().busy) return;
  $forgotPassword.set({ busy: true, sent: false, failure: null });
  const { language } = $translations.get();
  try {
    await forgotPassword(email, isLanguage(language) ? language : undefined);
    $forgotPassword.set({ busy: false, sent: true, failure: null });
  } catch (error) {
    $forgotPassword.set({ busy: false, sent: false, failure: failureOf(error) });
  }
}

/** Forgets the last request (a new visit of the form). */
export function resetForgotPassword(): void {
  $forgotPassword.set(FRESH);
}
