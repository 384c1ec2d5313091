import { PRODUCTS } from '../../../core/admin/organizations';
import { Checkbox } from '../../../widgets/inputs/checkbox/checkbox';
import { DateInput } from '../../../widgets/inputs/date/date-input';
import { NumberInput } from '../../../widgets/inputs/number-input/number-input';
import { Select } from '../../../widgets/inputs/select/select';
import { useT } from '../../../widgets/use-t';

/** A subscription's terms as a form holds them: a new one's, or an existing one's being edited. */
export interface Terms {
  product: (typeof PRODUCTS)[number];
  seats: number;
  maxOrganizers: number;
  perpetual: boolean;
  endDate?: string | null;
}

/** Props of the terms' fields: what they show, the loaded terms (old values), the errors, how a value changes. */
export interface TermsFieldsProps<Values extends Terms> {
  values: Values;
  old?: Values;
  errors: Partial<Record<keyof Terms, string>>;
  set: (patch: Partial<Values>) => void;
}

/** Product, seats, organizers allowed, perpetual, and the end date of a dated subscription. */
export function TermsFields<Values extends Terms>({ values, old, errors, set }: TermsFieldsProps<Values>) {
  const t = useT('organizations');
  return (
    <>
      <Select
        label={t('subscriptions.column.product')}
        options={PRODUCTS.map((product) => ({ value: product, label: product }))}
        value={values.product}
        oldValue={old?.product}
        error={errors.product}
        onMeetChange={(value) => set({ product: value } as Partial<Values>)}
      />
      <div className="pair">
        <NumberInput
          label={t('subscriptions.column.seats')}
          value={values.seats}
          oldValue={old?.seats}
          min={1}
          error={errors.seats}
          onMeetChange={(seats) => set({ seats } as Partial<Values>)}
        />
        <NumberInput
          label={t('newSubscription.maxOrganizers')}
          value={values.maxOrganizers}
          oldValue={old?.maxOrganizers}
          min={1}
          error={errors.maxOrganizers}
          onMeetChange={(maxOrganizers) => set({ maxOrganizers } as Partial<Values>)}
        />
      </div>
      <Checkbox
        label={t('subscriptions.perpetual')}
        checked={values.perpetual}
        oldValue={old?.perpetual}
        onMeetChange={(perpetual) => set({ perpetual } as Partial<Values>)}
      />
      {!values.perpetual && (
        <DateInput
          label={t('subscriptions.column.endDate')}
          value={values.endDate ?? null}
          oldValue={old?.endDate ?? undefined}
          error={errors.endDate}
          onMeetChange={(endDate) => set({ endDate: endDate ?? undefined } as Partial<Values>)}
        />
      )}
    </>
  );
}
