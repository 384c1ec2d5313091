import { addOrganization } from '../../../core/admin/organizations';
import { ERROR_ALREADY_EXISTS } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { openRoute } from '../../../core/router';
import { useT } from '../../../widgets/use-t';
import { AddForm } from '../kit/add-form';
import { ORGANIZATIONS_SHEETS } from './organizations-sheet';

/** The list's toolbar form that adds an organization (name, machine ID), then opens it. */
export function AddOrganizationForm() {
  const t = useT('organizations');
  return (
    <AddForm
      sheets={ORGANIZATIONS_SHEETS}
      title={t('add.title')}
      submit={t('add.submit')}
      busySubmit={t('add.adding')}
      blank={{ name: '', machineId: '' }}
      check={({ name }) => (name === '' ? { name: t('add.required') } : undefined)}
      add={({ name, machineId }) => addOrganization(name, machineId)}
      refused={({ code }) => (code === ERROR_ALREADY_EXISTS ? { name: t('add.duplicate') } : undefined)}
      done={(uid, { name }) => {
        notify({ title: t('title'), message: t('add.done', { name }) });
        openRoute('organization', { uid });
      }}
    >
      {({ text }) => [
        text('name', { label: t('add.name'), maxLength: 100, required: true }),
        text('machineId', { label: t('add.machineId'), maxLength: 64, pattern: '[A-Za-z0-9-]*' }),
      ]}
    </AddForm>
  );
}
