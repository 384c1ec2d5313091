import { useStore } from '@nanostores/react';
import { useState } from 'react';
import {
  $meetingServers,
  endServerMeetings,
  loadServices,
  type MeetingServer,
  needsConfirmation,
  type ServerChange,
  updateMeetingServer,
} from '../../../core/admin/services';
import { formatNumber } from '../../../core/format';
import { notify } from '../../../core/notifications';
import { Badge, type BadgeTone } from '../../../widgets/badge/badge';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';
import { ActionButton } from '../kit/action-button';
import { columnTable } from '../kit/columns';
import { ReadOnlyNote } from '../kit/read-only-note';
import { SmallList } from '../kit/small-list';
import { useMayCall } from '../kit/use-may-call';
import { useTellRefusal } from '../kit/use-refusal';
import { MoveServerDialog } from './move-server-dialog';

/** The badge of each server status: running is good, degraded needs attention, stopped is down. */
const STATUS_TONE: Record<MeetingServer['status'], BadgeTone> = {
  running: 'success',
  degraded: 'warning',
  stopped: 'danger',
};

/**
 * The meeting servers with their state and counts; enable, accept new meetings, validate, move to a zone, end
 * every meeting of one (PILOS's "panic"), each confirmed.
 */
export function MeetingServers() {
  const t = useT('services');
  const tell = useTellRefusal();
  const tc = useT('common');
  const servers = useStore($meetingServers);
  const changeable = useMayCall('updateMeetingServer');
  const endable = useMayCall('endServerMeetings');
  const [moving, setMoving] = useState<MeetingServer>();

  async function change(
    server: MeetingServer,
    update: ServerChange,
    action: 'enable' | 'disable' | 'accept' | 'refuse' | 'validate' | 'move',
  ) {
    if (needsConfirmation(server, update)) {
      // Disabling, refusing new meetings and validating can each be undone: confirmed, not red.
      const asked = await confirmed({
        title: t(`servers.${action}.title`),
        message: t(`servers.${action}.message`, { name: server.name, count: server.meetingCount }),
        validateLabel: t(`servers.${action}.confirm`),
        cancelLabel: tc('cancel'),
      });
      if (!asked) return;
    }
    tell(t('servers.heading'), await updateMeetingServer(server.id, update));
  }

  async function endAll(server: MeetingServer) {
    const asked = await confirmed({
      destructive: true,
      title: t('servers.end.title'),
      message: t('servers.end.message', { name: server.name, count: server.meetingCount }),
      validateLabel: t('servers.end.confirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    const result = await endServerMeetings(server.id);
    if (tell(t('servers.heading'), result) && result.done)
      notify({
        title: t('servers.heading'),
        message: t('servers.ended', { name: server.name, count: result.value }),
      });
  }

  const flag = (on: boolean, name: 'enabledState' | 'connected' | 'accepts' | 'validated') =>
    t(`servers.${name}.${on ? 'yes' : 'no'}`);
  const columns = columnTable<MeetingServer>('services:servers.column', {
    name: {
      cell: (server) => (
        <>
          <strong className="host-name">{server.name}</strong>
          <br />
          <span className="muted host-name">{server.address}</span>
        </>
      ),
    },
    type: { cell: (server) => t(`servers.type.${server.type}`) },
    status: {
      cell: (server) => (
        <Badge text={t(`servers.status.${server.status}`)} tone={STATUS_TONE[server.status]} />
      ),
    },
    state: {
      cell: (server) => (
        <ul className="plain-list">
          <li>{flag(server.enabled, 'enabledState')}</li>
          <li>{flag(server.connected, 'connected')}</li>
          <li>{flag(server.acceptNewMeetings, 'accepts')}</li>
          <li>{flag(server.validated, 'validated')}</li>
        </ul>
      ),
    },
    version: {},
    meetings: { cell: (server) => formatNumber(server.meetingCount) },
    users: { cell: (server) => formatNumber(server.userCount) },
    zone: { cell: (server) => server.zoneName },
  });

  const actions = (server: MeetingServer) => (
    <>
      <ActionButton
        text={server.enabled ? t('servers.disable.open') : t('servers.enable.open')}
        label={t(server.enabled ? 'servers.disableOf' : 'servers.enableOf', { name: server.name })}
        tone={server.enabled ? 'secondary' : 'primary'}
        onClick={() => change(server, { enabled: !server.enabled }, server.enabled ? 'disable' : 'enable')}
      />
      <ActionButton
        text={server.acceptNewMeetings ? t('servers.refuse.open') : t('servers.accept.open')}
        label={t(server.acceptNewMeetings ? 'servers.refuseOf' : 'servers.acceptOf', { name: server.name })}
        onClick={() =>
          change(
            server,
            { acceptNewMeetings: !server.acceptNewMeetings },
            server.acceptNewMeetings ? 'refuse' : 'accept',
          )
        }
      />
      {!server.validated && (
        <ActionButton
          text={t('servers.validate.open')}
          label={t('servers.validateOf', { name: server.name })}
          onClick={() => change(server, { validated: true }, 'validate')}
        />
      )}
      {endable && server.meetingCount > 0 && (
        <ActionButton
          text={t('servers.end.open')}
          label={`${t('servers.end.open')}: ${server.name}`}
          tone="danger"
          onClick={() => void endAll(server)}
        />
      )}
      <ActionButton
        text={t('servers.move.open')}
        label={t('servers.moveOf', { name: server.name })}
        onClick={() => setMoving(server)}
      />
    </>
  );

  return (
    <SmallList
      heading={t('servers.heading')}
      loaded={servers}
      retry={() => void loadServices()}
      note={!changeable && <ReadOnlyNote />}
      columns={columns}
      rowKey={(server) => server.id}
      empty={t('servers.empty')}
      actions={changeable ? actions : undefined}
    >
      {moving && (
        <MoveServerDialog
          server={moving}
          onMove={(zoneId) => change(moving, { zoneId }, 'move')}
          onClose={() => setMoving(undefined)}
        />
      )}
    </SmallList>
  );
}
