import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import type { Refusal } from '../../../core/admin/result';
import { $serverZones, type ServerZone } from '../../../core/admin/server-zones';
import { addServerZone, renameServerZone } from '../../../core/admin/services';
import { ERROR_INVALID_PROPERTY_VALUE } from '../../../core/constants';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';
import { InlineAddForm } from '../kit/inline-add-form';
import { ReadOnlyNote } from '../kit/read-only-note';
import { ScrollBox } from '../kit/scroll-box';
import { useMayCall } from '../kit/use-may-call';
import { useRefusalText } from '../kit/use-refusal';

/** The message of a refused name: "Name already used" (spec 5), else the code's own. */
function useRefusal() {
  const t = useT('services');
  const catalogue = useRefusalText();
  return (refusal: Refusal | null) =>
    refusal?.code === ERROR_INVALID_PROPERTY_VALUE ? t('zones.nameUsed') : catalogue(refusal);
}

/** One zone's row: its name renamed in place (the typed name stays when refused), counts, default flag. */
function ZoneRow({ zone, renamable }: { zone: ServerZone; renamable: boolean }) {
  const t = useT('services');
  const refusal = useRefusal();
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
  return (
    <section className="section" aria-labelledby="zones">
      <h2 id="zones">{t('zones.heading')}</h2>
      {zones.state === 'failed' && (
        <p className="alert" role="alert">
          {te(`code.${zones.code}`)}
        </p>
      )}
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
