import { useStore } from '@nanostores/react';
import {
  $meetingServers,
  type MeetingServer,
  needsConfirmation,
  updateMeetingServer,
} from '../../../core/admin/services';
import { notify } from '../../../core/notifications';
import { Badge, type BadgeTone } from '../../../widgets/badge/badge';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';
import { ReadOnlyNote } from '../kit/read-only-note';
import { ScrollBox } from '../kit/scroll-box';
import { useMayCall } from '../kit/use-may-call';

type Change = { enabled?: boolean; acceptNewMeetings?: boolean };

/** The badge of each server status: running is good, degraded needs attention, stopped is down. */
const STATUS_TONE: Record<MeetingServer['status'], BadgeTone> = {
  running: 'success',
  degraded: 'warning',
  stopped: 'danger',
};

/** The meeting servers with their state and counts; enable/disable and accept/refuse new meetings. */
export function MeetingServers() {
  const t = useT('services');
  const tc = useT('common');
  const te = useT('error');
  const servers = useStore($meetingServers);
  const changeable = useMayCall('updateMeetingServer');
  const yes = (value: boolean) => (value ? t('yes') : t('no'));

  async function change(server: MeetingServer, update: Change, action: string) {
    if (needsConfirmation(server, update)) {
      const asked = await confirmed({
        destructive: true,
        title: t(`servers.${action}.title`),
        message: t(`servers.${action}.message`, { name: server.name, count: server.meetingCount }),
        validateLabel: t(`servers.${action}.confirm`),
        cancelLabel: tc('cancel'),
      });
      if (!asked) return;
    }
    const refused = await updateMeetingServer(server.id, update);
    if (refused !== undefined) notify({ title: t('servers.heading'), message: te(`code.${refused}`) });
  }

  return (
    <section className="section" aria-labelledby="servers">
      <h2 id="servers">{t('servers.heading')}</h2>
      {servers.state === 'failed' && (
        <p className="alert" role="alert">
          {te(`code.${servers.code}`)}
        </p>
      )}
      {!changeable && <ReadOnlyNote />}
      {servers.state === 'ready' && (
        <ScrollBox label={t('servers.heading')}>
          <table className="grid-table">
            <caption className="visually-hidden">{t('servers.heading')}</caption>
            <thead>
              <tr>
                {[
                  'name',
                  'address',
                  'type',
                  'status',
                  'version',
                  'connected',
                  'accepts',
                  'validated',
                  'enabled',
                  'meetings',
                  'users',
                  'zone',
                ].map((column) => (
                  <th key={column} scope="col">
                    {t(`servers.column.${column}`)}
                  </th>
                ))}
                {changeable && (
                  <th scope="col">
                    <span className="visually-hidden">{t('actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {servers.data.map((server) => (
                <tr key={server.id}>
                  <th scope="row" className="host-name">
                    {server.name}
                  </th>
                  <td className="host-name">{server.address}</td>
                  <td>{server.type}</td>
                  <td>
                    <Badge text={t(`servers.status.${server.status}`)} tone={STATUS_TONE[server.status]} />
                  </td>
                  <td>{server.version}</td>
                  <td>{yes(server.connected)}</td>
                  <td>{yes(server.acceptNewMeetings)}</td>
                  <td>{yes(server.validated)}</td>
                  <td>{yes(server.enabled)}</td>
                  <td>{server.meetingCount}</td>
                  <td>{server.userCount}</td>
                  <td>{server.zoneName}</td>
                  {changeable && (
                    <td>
                      <div className="row-actions">
                        <button
                          type="button"
                          className={server.enabled ? 'button button--danger' : 'button'}
                          aria-label={t(server.enabled ? 'servers.disableOf' : 'servers.enableOf', {
                            name: server.name,
                          })}
                          onClick={() =>
                            change(
                              server,
                              { enabled: !server.enabled },
                              server.enabled ? 'disable' : 'enable',
                            )
                          }
                        >
                          {server.enabled ? t('servers.disable.open') : t('servers.enable.open')}
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={t(server.acceptNewMeetings ? 'servers.refuseOf' : 'servers.acceptOf', {
                            name: server.name,
                          })}
                          onClick={() =>
                            change(
                              server,
                              { acceptNewMeetings: !server.acceptNewMeetings },
                              server.acceptNewMeetings ? 'refuse' : 'accept',
                            )
                          }
                        >
                          {server.acceptNewMeetings ? t('servers.refuse.open') : t('servers.accept.open')}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
