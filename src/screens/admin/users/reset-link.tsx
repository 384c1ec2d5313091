import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $resetLink, createResetLink, forgetResetLink } from '../../../core/admin/users';
import { formatDateTime } from '../../../core/format';
import { Alert } from '../../../widgets/alert/alert';
import { useT } from '../../../widgets/use-t';
import { CopyButton } from '../kit/copy-button';

/** A user's reset-password link: made on demand, shown, and copied with one click. */
export function ResetLink({ userId }: { userId: number }) {
  const t = useT('users');
  const te = useT('error');
  const link = useStore($resetLink);
  // A link shown belongs to the user it was made for: another user starts without one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the user's id is the reason to forget the link.
  useEffect(() => forgetResetLink(), [userId]);
  return (
    <section className="section" aria-labelledby="reset-link-heading">
      <h2 id="reset-link-heading">{t('resetLink.heading')}</h2>
      <p className="muted">{t('resetLink.text')}</p>
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={link.state === 'loading'}
          onClick={() => void createResetLink(userId)}
        >
          {t('resetLink.create')}
        </button>
      </div>
      {link.state === 'failed' && <Alert>{te(`code.${link.code}`)}</Alert>}
      {link.state === 'ready' && (
        <div className="link-box">
          <label className="visually-hidden" htmlFor="reset-link-url">
            {t('resetLink.label')}
          </label>
          <input id="reset-link-url" className="control link-box__url" readOnly value={link.data.url} />
          <CopyButton
            key={link.data.url}
            value={link.data.url}
            text={t('resetLink.copy')}
            copied={t('resetLink.copied')}
            failed={t('resetLink.copyFailed')}
          />
          <span className="muted">
            {t('resetLink.expires', { date: formatDateTime(link.data.expiresAt) })}
          </span>
        </div>
      )}
    </section>
  );
}
