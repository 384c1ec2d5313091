import { type FormEvent, useState } from 'react';
import { addOrganization } from '../../../core/admin/organizations';
import { ERROR_ALREADY_EXISTS } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { openRoute } from '../../../core/router';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { ORGANIZATIONS_SHEETS } from './organizations-sheet';

/** The list's toolbar form that adds an organization (name, machine ID), then opens it. */
export function AddOrganizationForm() {
  const t = useT('organizations');
  const te = useT('error');
  const adopt = useStyleSheets(ORGANIZATIONS_SHEETS);
  const [name, setName] = useState('');
  const [machineId, setMachineId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = name.trim();
    if (wanted === '') return setError(t('add.required'));
    setBusy(true);
    const result = await addOrganization(wanted, machineId.trim());
    setBusy(false);
    if (!result.done)
      return setError(result.code === ERROR_ALREADY_EXISTS ? t('add.duplicate') : te(`code.${result.code}`));
    setName('');
    setMachineId('');
    setError('');
    notify({ title: t('title'), message: t('add.done', { name: wanted }) });
    openRoute('organization', { uid: result.value });
  }

  return (
    <form
      ref={adopt}
      className="inline-form"
      noValidate
      aria-label={t('add.title')}
      aria-busy={busy}
      onSubmit={submit}
    >
      <TextInput
        label={t('add.name')}
        value={name}
        maxLength={100}
        required
        error={error}
        onMeetChange={(value) => {
          setName(value);
          setError('');
        }}
      />
      <TextInput
        label={t('add.machineId')}
        value={machineId}
        maxLength={64}
        pattern="[A-Za-z0-9-]*"
        onMeetChange={setMachineId}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('add.adding') : t('add.submit')}
      </button>
    </form>
  );
}
