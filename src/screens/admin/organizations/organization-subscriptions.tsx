import { useId, useMemo, useState } from 'react';
import {
  type AdminOrganization,
  disableSubscription,
  type SubscriptionRow,
} from '../../../core/admin/organizations';
import { organizerUsage } from '../../../core/admin/subscriptions';
import { formatDay, formatNumber } from '../../../core/format';
import { notify } from '../../../core/notifications';
import { routeHref } from '../../../core/router';
import { Badge } from '../../../widgets/badge/badge';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useStyleSheets } from '../../../widgets/styles';
import { Table } from '../../../widgets/table/table';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { useTellRefusal } from '../kit/use-refusal';
import { AddSubscriptionForm } from './add-subscription-form';
import { ORGANIZATIONS_SHEETS } from './organizations-sheet';

const COLUMNS: TableColumn[] = [
  { name: 'product', translation: 'organizations:subscriptions.column.product' },
  { name: 'seats', translation: 'organizations:subscriptions.column.seats', width: '7rem', numeric: true },
  { name: 'endDate', translation: 'organizations:subscriptions.column.endDate' },
  { name: 'organizers', translation: 'organizations:subscriptions.column.organizers', numeric: true },
  {
    name: 'exceeding',
    translation: 'organizations:subscriptions.column.exceeding',
    width: '8rem',
    numeric: true,
  },
  { name: 'state', translation: 'organizations:subscriptions.column.state' },
];
/** The actions column, shown to who may change the organization: its state stays a badge beside it. */
const WITH_ACTIONS: TableColumn[] = [...COLUMNS, { name: 'actions', translation: 'admin:actions' }];

/** Props of the subscriptions section: the organization, and whether the user may change it. */
export interface OrganizationSubscriptionsProps {
  organization: AdminOrganization;
  editable: boolean;
}

/** The organization's subscriptions, each a link to its detail; add one; disable one for good, once confirmed. */
export function OrganizationSubscriptions({ organization, editable }: OrganizationSubscriptionsProps) {
  const t = useT('organizations');
  const tell = useTellRefusal();
  const tc = useT('common');
  const adopt = useStyleSheets(ORGANIZATIONS_SHEETS);
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const rows = useMemo(
    () => organization.subscriptions as unknown as Record<string, unknown>[],
    [organization],
  );

  async function disable(subscription: SubscriptionRow) {
    const asked = await confirmed({
      destructive: true,
      title: t('disable.title'),
      message: t('disable.message', { product: subscription.product }),
      validateLabel: t('disable.confirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    if (tell(t('disable.refused'), await disableSubscription(organization.uid, subscription.uid)))
      notify({
        title: t('subscriptions.heading'),
        message: t('disable.done', { product: subscription.product }),
      });
  }

  const renderCell = (row: Record<string, unknown>, column: string) => {
    const subscription = row as unknown as SubscriptionRow;
    switch (column) {
      case 'product':
        return <a href={routeHref('subscription', { uid: subscription.uid })}>{subscription.product}</a>;
      case 'endDate':
        return subscription.perpetual || !subscription.endDate
          ? t('subscriptions.perpetual')
          : formatDay(subscription.endDate);
      case 'organizers':
        return t('subscriptions.organizerCount', organizerUsage(subscription));
      case 'exceeding':
        return subscription.exceeding > 0 ? (
          <span className="badge">{formatNumber(subscription.exceeding)}</span>
        ) : undefined;
      case 'state':
        return subscription.enabled ? (
          <Badge text={t('subscriptions.enabled')} tone="success" />
        ) : (
          <Badge text={t('subscriptions.disabled')} tone="neutral" />
        );
      case 'actions':
        return (
          subscription.enabled && (
            <button
              type="button"
              className="button button--danger"
              aria-label={t('disable.label', { product: subscription.product })}
              onClick={() => void disable(subscription)}
            >
              {t('disable.open')}
            </button>
          )
        );
      default:
        return undefined;
    }
  };

  return (
    <section ref={adopt} className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('subscriptions.heading')}</h2>
      <Table
        label={t('subscriptions.heading')}
        columns={editable ? WITH_ACTIONS : COLUMNS}
        rows={rows}
        emptyMessage={t('subscriptions.none')}
        renderCell={renderCell}
      />
      {editable &&
        (adding ? (
          <AddSubscriptionForm uid={organization.uid} onDone={() => setAdding(false)} />
        ) : (
          <div className="toolbar">
            <button type="button" className="button" onClick={() => setAdding(true)}>
              {t('subscriptions.add')}
            </button>
          </div>
        ))}
    </section>
  );
}
