import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { renewedEndDate } from '../../../core/admin/renewal';
import {
  loadTerms,
  type SubscriptionTerms,
  saveTerms,
  termsForm,
} from '../../../core/admin/subscription-terms';
import type { AdminSubscription } from '../../../core/admin/subscriptions';
import { notify } from '../../../core/notifications';
import { Alert } from '../../../widgets/alert/alert';
import { useT } from '../../../widgets/use-t';
import { TermsFields } from './terms-fields';

const today = () => new Date().toISOString().slice(0, 10);

/** A subscription's terms edited (product, seats, organizers allowed, end date or perpetual) and renewed by a year. */
export function TermsSection({ subscription }: { subscription: AdminSubscription }) {
  const t = useT('subscriptions');
  const to = useT('organizations');
  const te = useT('error');
  const form = useStore(termsForm.$form);
  const values = useStore(termsForm.$values);
  const edited = useStore(termsForm.$edited);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the terms start again from each subscription loaded.
  useEffect(() => loadTerms(subscription), [subscription.uid]);

  const set = (patch: Partial<SubscriptionTerms>) => {
    for (const [field, value] of Object.entries(patch))
      termsForm.edit(field as keyof SubscriptionTerms, value as never);
    setSaved(false);
  };
  const missingEnd = tried && !values.perpetual && !values.endDate;
  const refusal = (field: keyof SubscriptionTerms) =>
    form.field === field && form.code !== undefined ? te(`code.${form.code}`) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!values.perpetual && !values.endDate) return;
    const result = await saveTerms(subscription.uid);
    if (!result.done) return;
    setTried(false);
    setSaved(true);
    notify({ title: t('terms.heading'), message: t('terms.saved') });
  }

  return (
    <form
      className="form section"
      noValidate
      aria-labelledby="subscription-terms"
      aria-busy={form.saving}
      onSubmit={submit}
    >
      <h2 id="subscription-terms">{t('terms.heading')}</h2>
      <TermsFields
        values={values}
        old={form.original ?? undefined}
        errors={{
          product: refusal('product'),
          seats: refusal('seats'),
          maxOrganizers: refusal('maxOrganizers'),
          endDate: missingEnd ? to('newSubscription.endDateRequired') : refusal('endDate'),
        }}
        set={set}
      />
      {form.code !== undefined && !form.field && (
        <Alert>
          {t('terms.refused')} {te(`code.${form.code}`)}
        </Alert>
      )}
      {saved && !edited && (
        <Alert tone="success" takeFocus>
          {t('terms.saved')}
        </Alert>
      )}
      <div className="toolbar">
        <button type="submit" className="button" disabled={form.saving || !edited}>
          {form.saving ? t('terms.saving') : t('terms.save')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => set({ perpetual: false, endDate: renewedEndDate(values.endDate, today()) })}
        >
          {t('terms.renew')}
        </button>
      </div>
    </form>
  );
}
