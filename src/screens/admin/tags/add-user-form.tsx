import { type AdminTag, addTagUser } from '../../../core/admin/tags';
import { ERROR_INVALID_PROPERTY_VALUE, ERROR_NOT_FOUND } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { isEmail } from '../../../core/validators';
import { Select } from '../../../widgets/inputs/select/select';
import { useT } from '../../../widgets/use-t';
import { AddForm } from '../kit/add-form';

/** The value choice that sends no value: the tag's default rule applies. */
const DEFAULT_CHOICE = 0;

/** Gives a user (by e-mail) a value for the tag: one of its rules, or its default value. */
export function AddUserForm({ tag }: { tag: AdminTag }) {
  const t = useT('tags');
  const te = useT('error');
  const fallback = tag.rules.find((rule) => rule.defaultValue);
  const options = [
    {
      value: DEFAULT_CHOICE,
      label: fallback ? t('users.defaultChoice', { value: fallback.value }) : t('users.noDefault'),
    },
    ...tag.rules.map((rule) => ({ value: rule.id, label: rule.value })),
  ];
  return (
    <AddForm
      title={t('users.addTitle')}
      submit={t('users.add')}
      busySubmit={t('users.adding')}
      blank={{ email: '', choice: DEFAULT_CHOICE }}
      check={({ email }) =>
        isEmail(email)
          ? undefined
          : { email: email === '' ? t('users.emailRequired') : t('users.emailInvalid') }
      }
      add={({ email, choice }) =>
        addTagUser(tag.id, email, tag.rules.find((rule) => rule.id === choice)?.value)
      }
      refused={(refusal) => {
        const field = { [ERROR_NOT_FOUND]: 'email', [ERROR_INVALID_PROPERTY_VALUE]: 'choice' }[refusal.code];
        return { [field ?? 'form']: te(`code.${refusal.code}`) };
      }}
      refusedAlert={te('tagAddUser')}
      done={(_added, { email }) =>
        notify({ title: t('users.heading'), message: t('users.added', { email }) })
      }
    >
      {({ values, errors, set, text }) => (
        <>
          {text('email', {
            label: t('users.email'),
            type: 'email',
            maxLength: 320,
            required: true,
            autocomplete: 'off',
          })}
          <Select
            label={t('users.value')}
            options={options}
            value={values.choice}
            error={errors.choice}
            helper={!fallback && values.choice === DEFAULT_CHOICE ? t('users.noDefaultHelper') : undefined}
            onMeetChange={(choice) => set({ choice: Number(choice) })}
          />
        </>
      )}
    </AddForm>
  );
}
