import { addForcedContact } from '../../../core/admin/subscriptions';
import { ERROR_ALREADY_EXISTS } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { isEmail } from '../../../core/validators';
import { useT } from '../../../widgets/use-t';
import { AddForm } from '../kit/add-form';

/** Adds a forced contact: e-mail, first name and last name, all required. */
export function AddContactForm({ uid }: { uid: string }) {
  const t = useT('subscriptions');
  return (
    <AddForm
      title={t('contacts.addTitle')}
      submit={t('contacts.add')}
      busySubmit={t('contacts.adding')}
      blank={{ email: '', firstName: '', lastName: '' }}
      check={(contact) => {
        if (!isEmail(contact.email)) return { email: t('contacts.emailInvalid') };
        if (!contact.firstName || !contact.lastName) return { form: t('contacts.namesRequired') };
      }}
      add={(contact) => addForcedContact(uid, contact)}
      refused={({ code }) => (code === ERROR_ALREADY_EXISTS ? { email: t('contacts.duplicate') } : undefined)}
      done={(_added, { email }) =>
        notify({ title: t('contacts.heading'), message: t('contacts.added', { email }) })
      }
    >
      {({ text }) => [
        text('email', {
          label: t('contacts.column.email'),
          type: 'email',
          maxLength: 320,
          autocomplete: 'off',
          required: true,
        }),
        text('firstName', { label: t('contacts.column.firstName'), maxLength: 100, required: true }),
        text('lastName', { label: t('contacts.column.lastName'), maxLength: 100, required: true }),
      ]}
    </AddForm>
  );
}
