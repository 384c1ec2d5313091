import { addSubscription, type NewSubscription, PRODUCTS } from '../../../core/admin/organizations';
import { notify } from '../../../core/notifications';
import { Checkbox } from '../../../widgets/inputs/checkbox/checkbox';
import { DateInput } from '../../../widgets/inputs/date/date-input';
import { NumberInput } from '../../../widgets/inputs/number-input/number-input';
import { Select } from '../../../widgets/inputs/select/select';
import { useT } from '../../../widgets/use-t';
import { AddForm } from '../kit/add-form';

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
      {({ values, errors, set }) => (
        <>
          <Select
            label={t('subscriptions.column.product')}
            options={PRODUCTS.map((product) => ({ value: product, label: product }))}
            value={values.product}
            onMeetChange={(value) => set({ product: value as NewSubscription['product'] })}
          />
          <div className="pair">
            <NumberInput
              label={t('subscriptions.column.seats')}
              value={values.seats}
              min={1}
              onMeetChange={(seats) => set({ seats })}
            />
            <NumberInput
              label={t('newSubscription.maxOrganizers')}
              value={values.maxOrganizers}
              min={1}
              onMeetChange={(maxOrganizers) => set({ maxOrganizers })}
            />
          </div>
          <Checkbox
            label={t('subscriptions.perpetual')}
            checked={values.perpetual}
            onMeetChange={(perpetual) => set({ perpetual })}
          />
          {!values.perpetual && (
            <DateInput
              label={t('subscriptions.column.endDate')}
              value={values.endDate ?? null}
              error={errors.endDate}
              onMeetChange={(endDate) => set({ endDate: endDate ?? undefined })}
            />
          )}
        </>
      )}
    </AddForm>
  );
}
