// The e-mails of the product: reset-password links, sign-up confirmations and captcha codes, written to the outbox.
import { randomUUID } from 'node:crypto';
import type { Context } from '../context';
import { addMinutes, nowIso } from './time';
import type { UserRow } from './users';

const RESET_LINK_MINUTES = 24 * 60;

/** A new single-use reset link for a user, e-mailed when `mail` is true. */
export function resetLink(
  context: Context,
  user: UserRow,
  mail: boolean,
): { url: string; expiresAt: string } {
  const uuid = randomUUID();
  const expiresAt = addMinutes(nowIso(), RESET_LINK_MINUTES);
  context.db
    .prepare('INSERT INTO password_resets (uuid, user_id, expires_at) VALUES (?, ?, ?)')
    .run(uuid, user.id, expiresAt);
  const query = new URLSearchParams({ email: user.email, uuid });
  const url = `${context.publicUrl}/meet/change-password?${query}`;
  if (mail) {
    context.outbox.send(
      user.email,
      'Choose your Meet password',
      `Hello ${user.first_name},\n\nOpen this link to choose a new password (valid 24 hours, once):\n${url}\n\nIf you did not ask for it, ignore this e-mail.`,
    );
  }
  return { url, expiresAt };
}

/** The sign-up confirmation e-mail with its activation link. */
export function confirmationMail(context: Context, user: UserRow, code: string): void {
  const query = new URLSearchParams({ email: user.email, code });
  context.outbox.send(
    user.email,
    'Confirm your Meet account',
    `Hello ${user.first_name},\n\nOpen this link to activate your account:\n${context.publicUrl}/meet/signup-confirmation?${query}\n\nConfirmation code: ${code}`,
  );
}

/** The answer of a captcha, for whoever cannot read its image. */
export function captchaMail(context: Context, user: UserRow, answer: string): void {
  context.outbox.send(
    user.email,
    'Your Meet sign-in code',
    `Hello ${user.first_name},\n\nType or paste this code in the sign-in page's security check:\n${answer}\n\nIt works once, within 5 minutes. If you are not signing in, ignore this e-mail: failed sign-ins asked for the check, and your password still protects your account.`,
  );
}
