import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $gateways, loadGateways } from '../../../core/admin/subscriptions';
import { formatNumber } from '../../../core/format';
import { ProgressBar } from '../../../widgets/chart/progress-bar';
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { useT } from '../../../widgets/use-t';

/** The gateways of the subscription per type: enabled or not, and how many of the total are in use. */
export function GatewaysTab({ uid }: { uid: string }) {
  const t = useT('subscriptions');
  const loaded = useStore($gateways);
  useEffect(() => {
    void loadGateways(uid);
  }, [uid]);
  return (
    <LoadGate loaded={loaded} retry={() => void loadGateways(uid)}>
      {(gateways) =>
        gateways.length === 0 ? (
          <p className="muted">{t('gateways.none')}</p>
        ) : (
          <div className="features">
            {gateways.map((gateway) => {
              const name = t(`gateways.type.${gateway.type}`);
              const state = gateway.enabled ? t('gateways.enabled') : t('gateways.disabled');
              return (
                <div key={gateway.type}>
                  <p className="gateway">
                    <strong>{name}</strong> <span className="muted">({state})</span>
                  </p>
                  <ProgressBar
                    value={gateway.used}
                    max={gateway.total}
                    label={`${name} (${state})`}
                    unit={`/ ${formatNumber(gateway.total)}`}
                  />
                </div>
              );
            })}
          </div>
        )
      }
    </LoadGate>
  );
}
