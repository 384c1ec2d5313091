import { useStore } from '@nanostores/react';
import { $managementNodes } from '../../../core/admin/services';
import { formatDateTime } from '../../../core/format';
import { Alert } from '../../../widgets/alert/alert';
import { Gauge } from '../../../widgets/chart/gauge';
import { useT } from '../../../widgets/use-t';

/** The management server's nodes: master or not, CPU as a gauge, connected clients; asked again while shown. */
export function ManagementServer() {
  const t = useT('services');
  const te = useT('error');
  const nodes = useStore($managementNodes);
  return (
    <section className="section" aria-labelledby="management">
      <h2 id="management">{t('management.heading')}</h2>
      {nodes.state === 'failed' && (
        <Alert>
          {t('management.failed')} {te(`code.${nodes.code}`)}
        </Alert>
      )}
      {nodes.state === 'ready' && (
        <div className="meters">
          {nodes.data.map((node) => (
            <div key={node.address} className="node">
              <h3>
                <span className="host-name">{node.address}</span> ·{' '}
                {node.master ? t('management.master') : t('management.secondary')}
              </h3>
              <Gauge
                value={node.cpu}
                max={100}
                unit="%"
                label={t('management.cpu', { address: node.address })}
              />
              <dl className="facts">
                <dt>{t('management.clients')}</dt>
                <dd>{node.connectedClients}</dd>
                <dt>{t('management.version')}</dt>
                <dd>{node.version}</dd>
                <dt>{t('management.started')}</dt>
                <dd>{formatDateTime(node.startTime)}</dd>
              </dl>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
