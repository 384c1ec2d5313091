import { addSubscription, type NewSubscription } from '../../../core/admin/organizations';
import { notify } from '../../../core/notifications';
import { useT } from '../../../widgets/use-t';
import { AddForm } from '../kit/add-form';
import { TermsFields } from '../subscription/terms-fields';

const START: NewSubscription = { product: 'Meet Business', seats: 10, maxOrganizers: 5, perpetual: false };

/** Adds a subscription to an organization: product, seats, organizers allowed, and an end date or perpetual. */
export function AddSubscriptionForm({ uid, onDone }: { uid: string; onDone: () => void }) {
  const t = useT('organizations');
  const tc = useT('common');
  return (
    <AddForm
      title={t('newSubscription.title')}
      heading
      layout="form"
      submit={t('newSubscription.submit')}
      busySubmit={t('newSubscription.adding')}
      blank={START}
      check={(input) =>
        !input.perpetual && !input.endDate ? { endDate: t('newSubscription.endDateRequired') } : undefined
      }
      add={(input) => addSubscription(uid, input)}
      done={(_added, { product }) => {
        notify({ title: t('subscriptions.heading'), message: t('newSubscription.done', { product }) });
        onDone();
      }}
      cancel={{ label: tc('cancel'), onCancel: onDone }}
    >
      {({ values, errors, set }) => <TermsFields values={values} errors={errors} set={set} />}
    </AddForm>
  );
}
