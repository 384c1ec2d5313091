import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import type { Refusal } from '../../../core/admin/result';
import { $serverZones, type ServerZone } from '../../../core/admin/server-zones';
import {
  addServerZone,
  deleteServerZone,
  renameServerZone,
  setDefaultServerZone,
} from '../../../core/admin/services';
import { ERROR_INVALID_PARAMETER, ERROR_INVALID_PROPERTY_VALUE } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { Alert } from '../../../widgets/alert/alert';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';
import { ActionButton } from '../kit/action-button';
import { InlineAddForm } from '../kit/inline-add-form';
import { ReadOnlyNote } from '../kit/read-only-note';
import { ScrollBox } from '../kit/scroll-box';
import { useMayCall } from '../kit/use-may-call';
import { useRefusalText, useTellRefusal } from '../kit/use-refusal';

/** The message of a refused name: "Name already used" (spec 5), else the code's own. */
function useRefusal() {
  const t = useT('services');
  const catalogue = useRefusalText();
  return (refusal: Refusal | null) =>
    refusal?.code === ERROR_INVALID_PROPERTY_VALUE ? t('zones.nameUsed') : catalogue(refusal);
}

/** A zone made the default, or deleted once confirmed (refused with why while it is not empty). */
function ZoneActions({ zone }: { zone: ServerZone }) {
  const t = useT('services');
  const tc = useT('common');
  const tell = useTellRefusal();
  async function makeDefault() {
    if (tell(t('zones.refused'), await setDefaultServerZone(zone.id)))
      notify({ title: t('zones.heading'), message: t('zones.defaultSet', { name: zone.name }) });
  }
  async function remove() {
    const asked = await confirmed({
      destructive: true,
      title: t('zones.deleteTitle'),
      message: t('zones.deleteMessage', { name: zone.name }),
      validateLabel: t('zones.deleteConfirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    const result = await deleteServerZone(zone.id);
    if (result.done) notify({ title: t('zones.heading'), message: t('zones.deleted', { name: zone.name }) });
    else if (result.code === ERROR_INVALID_PARAMETER)
      notify({ title: t('zones.refused'), message: t('zones.notEmpty') });
    else tell(t('zones.refused'), result);
  }
  return (
    <span className="toolbar">
      {!zone.default && (
        <ActionButton
          text={t('zones.makeDefault')}
          label={`${t('zones.makeDefault')}: ${zone.name}`}
          onClick={() => void makeDefault()}
        />
      )}
      <ActionButton
        text={t('zones.delete')}
        label={t('zones.deleteOf', { name: zone.name })}
        tone="danger"
        onClick={() => void remove()}
      />
    </span>
  );
}

/** One zone's row: its name renamed in place (the typed name stays when refused), counts, default flag, actions. */
function ZoneRow({ zone, renamable }: { zone: ServerZone; renamable: boolean }) {
  const t = useT('services');
  const refusal = useRefusal();
  const manageable = useMayCall('deleteServerZone');
  const [name, setName] = useState(zone.name);
  const [failure, setFailure] = useState<Refusal | null>(null);
  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || name.trim() === zone.name) return;
    const result = await renameServerZone(zone.id, name);
    setFailure(result.done ? null : result);
  }
  return (
    <tr>
      <td>
        {!renamable ? (
          zone.name
        ) : (
          <form className="inline-form" onSubmit={rename} noValidate>
            <TextInput
              label={t('zones.nameOf', { name: zone.name })}
              value={name}
              oldValue={zone.name}
              maxLength={64}
              error={refusal(failure)}
              onMeetChange={setName}
            />
            <button type="submit" className="button button--secondary">
              {t('zones.rename')}
            </button>
          </form>
        )}
      </td>
      <td>{zone.serverCount}</td>
      <td>{zone.userCount}</td>
      <td>{zone.default ? t('zones.default') : ''}</td>
      {manageable && (
        <td>
          <ZoneActions zone={zone} />
        </td>
      )}
    </tr>
  );
}

/** The server zones: list with counts and the default flag, add, rename in place; names are unique. */
export function ServerZones() {
  const t = useT('services');
  const te = useT('error');
  const refusal = useRefusal();
  const zones = useStore($serverZones);
  const creatable = useMayCall('createServerZone');
  const renamable = useMayCall('renameServerZone');
  const manageable = useMayCall('deleteServerZone');
  return (
    <section className="section" aria-labelledby="zones">
      <h2 id="zones">{t('zones.heading')}</h2>
      {zones.state === 'failed' && <Alert>{te(`code.${zones.code}`)}</Alert>}
      {zones.state === 'ready' && (
        <ScrollBox label={t('zones.heading')}>
          <table className="grid-table">
            <caption className="visually-hidden">{t('zones.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('zones.name')}</th>
                <th scope="col">{t('zones.servers')}</th>
                <th scope="col">{t('zones.users')}</th>
                <th scope="col">{t('zones.defaultColumn')}</th>
                {manageable && <th scope="col">{t('zones.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {zones.data.map((zone) => (
                <ZoneRow key={`${zone.id}:${zone.name}`} zone={zone} renamable={renamable} />
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {!(creatable && renamable) && <ReadOnlyNote />}
      {creatable && (
        <InlineAddForm
          label={t('zones.newName')}
          button={t('zones.add')}
          maxLength={64}
          add={addServerZone}
          refused={refusal}
        />
      )}
    </section>
  );
}
