import { type FormEvent, useState } from 'react';
import { addSubscription, type NewSubscription, PRODUCTS } from '../../../core/admin/organizations';
import { notify } from '../../../core/notifications';
import { Checkbox } from '../../../widgets/inputs/checkbox/checkbox';
import { DateInput } from '../../../widgets/inputs/date/date-input';
import { NumberInput } from '../../../widgets/inputs/number-input/number-input';
import { Select } from '../../../widgets/inputs/select/select';
import { useT } from '../../../widgets/use-t';

const START: NewSubscription = { product: 'Meet Business', seats: 10, maxOrganizers: 5, perpetual: false };

/** Adds a subscription to an organization: product, seats, organizers allowed, and an end date or perpetual. */
export function AddSubscriptionForm({ uid, onDone }: { uid: string; onDone: () => void }) {
  const t = useT('organizations');
  const tc = useT('common');
  const te = useT('error');
  const [input, setInput] = useState<NewSubscription>(START);
  const [errors, setErrors] = useState<{ endDate?: string; other?: string }>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<NewSubscription>) => {
    setInput({ ...input, ...patch });
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!input.perpetual && !input.endDate)
      return setErrors({ endDate: t('newSubscription.endDateRequired') });
    setBusy(true);
    const result = await addSubscription(uid, input);
    setBusy(false);
    if (!result.done) return setErrors({ other: te(`code.${result.code}`) });
    notify({
      title: t('subscriptions.heading'),
      message: t('newSubscription.done', { product: input.product }),
    });
    onDone();
  }

  return (
    <form
      className="form"
      noValidate
      aria-label={t('newSubscription.title')}
      aria-busy={busy}
      onSubmit={submit}
    >
      <h3>{t('newSubscription.title')}</h3>
      <Select
        label={t('subscriptions.column.product')}
        options={PRODUCTS.map((product) => ({ value: product, label: product }))}
        value={input.product}
        onMeetChange={(value) => set({ product: value as NewSubscription['product'] })}
      />
      <div className="pair">
        <NumberInput
          label={t('subscriptions.column.seats')}
          value={input.seats}
          min={1}
          onMeetChange={(seats) => set({ seats })}
        />
        <NumberInput
          label={t('newSubscription.maxOrganizers')}
          value={input.maxOrganizers}
          min={1}
          onMeetChange={(maxOrganizers) => set({ maxOrganizers })}
        />
      </div>
      <Checkbox
        label={t('subscriptions.perpetual')}
        checked={input.perpetual}
        onMeetChange={(perpetual) => set({ perpetual })}
      />
      {!input.perpetual && (
        <DateInput
          label={t('subscriptions.column.endDate')}
          value={input.endDate ?? null}
          error={errors.endDate}
          onMeetChange={(endDate) => set({ endDate: endDate ?? undefined })}
        />
      )}
      {errors.other && (
        <p className="alert" role="alert">
          {errors.other}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          {tc('cancel')}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('newSubscription.adding') : t('newSubscription.submit')}
        </button>
      </div>
    </form>
  );
}
