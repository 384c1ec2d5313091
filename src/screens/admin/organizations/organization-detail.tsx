import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $organization, loadOrganization } from '../../../core/admin/organizations';
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
  const loaded = useStore($organization);
  // Organization managers read; only the contract's roles change the organization itself.
  const subscriptionsEditable = useMayCall('createSubscription');
  const managersEditable = useMayCall('addOrganizationManager');
  const lifecycle = useMayCall('updateOrganization');
  useEffect(() => {
    void loadOrganization(uid);
  }, [uid]);

  return (
    <DetailPage
      area="organizations"
      loaded={loaded}
      isShown={(organization) => organization.uid === uid}
      title={(organization) => organization.name}
      fallbackTitle={t('title')}
      back={{ route: 'organizations', label: t('backToList') }}
      actions={(organization) => <HistoryLink recordType="organization" recordId={organization.uid} />}
      retry={() => void loadOrganization(uid)}
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
