import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $serverZones } from '../../../core/admin/server-zones';
import type { MeetingServer } from '../../../core/admin/services';
import { Select } from '../../../widgets/inputs/select/select';
import { Modal } from '../../../widgets/modal/modal';
import { useT } from '../../../widgets/use-t';

/** Props of the move dialog: the server, what moving it does, and its closing. */
export interface MoveServerDialogProps {
  server: MeetingServer;
  onMove: (zoneId: number) => void;
  onClose: () => void;
}

/** Asks which other zone a meeting server moves to; Move confirms, Cancel or Escape leaves it where it is. */
export function MoveServerDialog({ server, onMove, onClose }: MoveServerDialogProps) {
  const t = useT('services');
  const tc = useT('common');
  const zones = useStore($serverZones);
  const others = zones.state === 'ready' ? zones.data.filter((zone) => zone.id !== server.zoneId) : [];
  const [zoneId, setZoneId] = useState<number>();
  return (
    <Modal
      shown
      heading={t('servers.move.title')}
      confirmLabel={t('servers.move.confirm')}
      cancelLabel={tc('cancel')}
      confirmDisabled={zoneId === undefined}
      onValidate={() => zoneId !== undefined && onMove(zoneId)}
      onChange={onClose}
    >
      <p>{t('servers.move.message', { name: server.name, zone: server.zoneName })}</p>
      {others.length > 0 ? (
        <Select
          label={t('servers.move.zone')}
          options={others.map((zone) => ({ value: zone.id, label: zone.name }))}
          value={zoneId ?? null}
          onMeetChange={(value) => setZoneId(Number(value))}
        />
      ) : (
        <p>{t('servers.move.noOther')}</p>
      )}
    </Modal>
  );
}
