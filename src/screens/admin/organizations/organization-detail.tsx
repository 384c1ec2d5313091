import { organizationRecord } from '../../../core/admin/organizations';
import { useT } from '../../../widgets/use-t';
import { DetailPage } from '../kit/detail-page';
import { HistoryLink } from '../kit/history-link';
import { useMayCall } from '../kit/use-may-call';
import { OrganizationLifecycle } from './organization-lifecycle';
import { OrganizationManagers } from './organization-managers';
import { OrganizationSubscriptions } from './organization-subscriptions';

/** One organization: its machine ID, its subscriptions (add, disable) and its managers (add, delete). */
export function OrganizationDetail({ uid }: { uid: string }) {
  const t = useT('organizations');
  // Organization managers read; only the contract's roles change the organization itself.
  const subscriptionsEditable = useMayCall('createSubscription');
  const managersEditable = useMayCall('addOrganizationManager');
  const lifecycle = useMayCall('updateOrganization');

  return (
    <DetailPage
      area="organizations"
      record={organizationRecord}
      id={uid}
      title={(organization) => organization.name}
      fallbackTitle={t('title')}
      back={{ route: 'organizations', label: t('backToList') }}
      actions={(organization) => <HistoryLink recordType="organization" recordId={organization.uid} />}
    >
      {(organization) => (
        <>
          <dl className="facts">
            <dt>{t('column.machineId')}</dt>
            <dd>{organization.machineId || '—'}</dd>
          </dl>
          <OrganizationSubscriptions organization={organization} editable={subscriptionsEditable} />
          <OrganizationManagers organization={organization} editable={managersEditable} />
          {lifecycle && <OrganizationLifecycle organization={organization} />}
        </>
      )}
    </DetailPage>
  );
}
