import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $gateways, loadGateways } from '../../../core/admin/subscriptions';
import { ProgressBar } from '../../../widgets/chart/progress-bar';
import { useT } from '../../../widgets/use-t';

/** The gateways of the subscription per type: enabled or not, and how many of the total are in use. */
export function GatewaysTab({ uid }: { uid: string }) {
  const t = useT('subscriptions');
  const tc = useT('common');
  const te = useT('error');
  const loaded = useStore($gateways);
  useEffect(() => {
    void loadGateways(uid);
  }, [uid]);
  if (loaded.state === 'failed')
    return (
      <p className="alert" role="alert">
        {te(`code.${loaded.code}`)}
      </p>
    );
  if (loaded.state !== 'ready')
    return (
      <p className="muted" role="status">
        {tc('loading')}
      </p>
    );
  return (
    <div className="features">
      {loaded.data.map((gateway) => {
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
              unit={` / ${gateway.total}`}
            />
          </div>
        );
      })}
    </div>
  );
}
