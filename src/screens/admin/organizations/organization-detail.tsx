import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $organization, loadOrganization } from '../../../core/admin/organizations';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { BackLink } from '../kit/back-link';
import { useMayCall } from '../kit/use-may-call';
import { OrganizationManagers } from './organization-managers';
import { OrganizationSubscriptions } from './organization-subscriptions';

/** One organization: its machine ID, its subscriptions (add, disable) and its managers (add, delete). */
export function OrganizationDetail({ uid }: { uid: string }) {
  const t = useT('organizations');
  const tc = useT('common');
  const te = useT('error');
  const loaded = useStore($organization);
  // Organization managers read; only the contract's roles change the organization itself.
  const subscriptionsEditable = useMayCall('createSubscription');
  const managersEditable = useMayCall('addOrganizationManager');
  useEffect(() => {
    void loadOrganization(uid);
  }, [uid]);
  const organization = loaded.state === 'ready' && loaded.data.uid === uid ? loaded.data : undefined;

  const back = <BackLink route="organizations" label={t('backToList')} />;

  return (
    <AdminPage area="organizations" title={organization?.name ?? t('title')} aside={back}>
      {loaded.state === 'failed' ? (
        <p className="alert" role="alert">
          {te(`code.${loaded.code}`)}
        </p>
      ) : organization ? (
        <>
          <dl className="facts">
            <dt>{t('column.machineId')}</dt>
            <dd>{organization.machineId || '—'}</dd>
          </dl>
          <OrganizationSubscriptions organization={organization} editable={subscriptionsEditable} />
          <OrganizationManagers organization={organization} editable={managersEditable} />
        </>
      ) : (
        <p className="muted" role="status">
          {tc('loading')}
        </p>
      )}
    </AdminPage>
  );
}
