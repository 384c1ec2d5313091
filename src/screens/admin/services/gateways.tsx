import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $gateways, type Gateway, setGatewayEnabled } from '../../../core/admin/services';
import { Alert } from '../../../widgets/alert/alert';
import { ProgressBar } from '../../../widgets/chart/progress-bar';
import { ToggleSwitch } from '../../../widgets/inputs/toggle-switch/toggle-switch';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';
import { ReadOnlyNote } from '../kit/read-only-note';
import { useMayCall } from '../kit/use-may-call';
import { useTellRefusal } from '../kit/use-refusal';

/** One gateway: its address, an enabled switch (disabling asks first) and used over total as a bar. */
function GatewayCard({ gateway, changeable }: { gateway: Gateway; changeable: boolean }) {
  const t = useT('services');
  const tell = useTellRefusal();
  const tc = useT('common');
  // A cancelled or refused flip remounts the switch so it shows the gateway's state again.
  const [attempt, setAttempt] = useState(0);
  const name = t(`gatewayType.${gateway.type}`);

  async function change(enabled: boolean) {
    const asked =
      enabled ||
      (await confirmed({
        destructive: true,
        title: t('gateways.disable.title'),
        message: t('gateways.disable.message', { name }),
        validateLabel: t('gateways.disable.confirm'),
        cancelLabel: tc('cancel'),
      }));
    if (!asked || !tell(t('gateways.heading'), await setGatewayEnabled(gateway, enabled)))
      setAttempt((n) => n + 1);
  }

  return (
    <div className="node">
      <h3>{name}</h3>
      <p className="muted">
        {gateway.address} · {gateway.enabled ? t('gateways.enabled') : t('gateways.disabled')}
      </p>
      {changeable && (
        <ToggleSwitch
          key={attempt}
          label={t('gateways.enabledOf', { name })}
          checked={gateway.enabled}
          onMeetChange={(enabled) => void change(enabled)}
        />
      )}
      <ProgressBar
        value={gateway.used}
        max={Math.max(gateway.total, 1)}
        label={t('gateways.usage', { used: gateway.used, total: gateway.total })}
      />
    </div>
  );
}

/** The gateways: each type with its address, an enabled switch, and used over total as a progress bar. */
export function Gateways() {
  const t = useT('services');
  const te = useT('error');
  const gateways = useStore($gateways);
  const changeable = useMayCall('updateGateway');
  return (
    <section className="section" aria-labelledby="gateways">
      <h2 id="gateways">{t('gateways.heading')}</h2>
      {gateways.state === 'failed' && <Alert>{te(`code.${gateways.code}`)}</Alert>}
      {!changeable && <ReadOnlyNote />}
      {gateways.state === 'ready' && (
        <div className="meters">
          {gateways.data.map((gateway) => (
            <GatewayCard key={gateway.id} gateway={gateway} changeable={changeable} />
          ))}
        </div>
      )}
    </section>
  );
}
