import { useStore } from '@nanostores/react';
import { $auditVerification, verifyAuditTrail } from '../../../core/admin/audit';
import { routeHref } from '../../../core/router';
import { Alert } from '../../../widgets/alert/alert';
import { useT } from '../../../widgets/use-t';

/** What each way of breaking the chain is told: an altered entry, a broken link, an end that misses its head. */
const BROKEN = { hash: 'verify.brokenHash', link: 'verify.brokenLink', head: 'verify.brokenHead' } as const;

/** "Verify the trail": checks the hash chain and says that it holds, or which entry breaks it and how. */
export function VerifyTrail() {
  const t = useT('audit');
  const te = useT('error');
  const verification = useStore($auditVerification);
  const busy = verification.state === 'loading';
  let said = '';
  let broken: number | undefined;
  if (verification.state === 'failed') said = te(`code.${verification.code}`);
  if (verification.state === 'ready') {
    const { ok, checked, brokenAt, reason } = verification.data;
    if (ok) said = t('verify.holds', { count: checked });
    else {
      broken = brokenAt;
      said = t(BROKEN[reason ?? 'hash'], { id: brokenAt });
    }
  }
  return (
    <div className="toolbar">
      <button type="button" className="button button--secondary" disabled={busy} onClick={verifyAuditTrail}>
        {busy ? t('verify.running') : t('verify.open')}
      </button>
      {/* One live region for every verdict, so each is announced; the verdict itself is the one alert. */}
      <div role="status" className="verdict">
        {said && (
          <Alert
            tone={verification.state === 'ready' && verification.data.ok ? 'success' : 'error'}
            live={false}
          >
            <p>
              {said}
              {broken !== undefined && (
                <>
                  {' '}
                  <a href={routeHref('auditEntry', { id: String(broken) })}>
                    {t('verify.show', { id: broken })}
                  </a>
                </>
              )}
            </p>
          </Alert>
        )}
      </div>
    </div>
  );
}
