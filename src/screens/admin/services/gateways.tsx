import { useStore } from '@nanostores/react';
import { $gateways } from '../../../core/admin/services';
import { ProgressBar } from '../../../widgets/chart/progress-bar';
import { useT } from '../../../widgets/use-t';

/** The gateways: each type with its address, whether enabled, and used over total as a progress bar. */
export function Gateways() {
  const t = useT('services');
  const te = useT('error');
  const gateways = useStore($gateways);
  return (
    <section className="section" aria-labelledby="gateways">
      <h2 id="gateways">{t('gateways.heading')}</h2>
      {gateways.state === 'failed' && (
        <p className="alert" role="alert">
          {te(`code.${gateways.code}`)}
        </p>
      )}
      {gateways.state === 'ready' && (
        <div className="meters">
          {gateways.data.map((gateway) => (
            <div key={gateway.id} className="node">
              <h3>{t(`gatewayType.${gateway.type}`)}</h3>
              <p className="muted">
                {gateway.address} · {gateway.enabled ? t('gateways.enabled') : t('gateways.disabled')}
              </p>
              <ProgressBar
                value={gateway.used}
                max={Math.max(gateway.total, 1)}
                label={t('gateways.usage', { used: gateway.used, total: gateway.total })}
              />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
