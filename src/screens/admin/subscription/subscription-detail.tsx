import { useState } from 'react';
import { organizerUsage, subscriptionRecord } from '../../../core/admin/subscriptions';
import { formatDateTime, formatDay } from '../../../core/format';
import { routeHref } from '../../../core/router';
import { Alert } from '../../../widgets/alert/alert';
import { useStyleSheets } from '../../../widgets/styles';
import { Tabs } from '../../../widgets/tabs/tabs';
import { useT } from '../../../widgets/use-t';
import { DetailPage } from '../kit/detail-page';
import { HistoryLink } from '../kit/history-link';
import { useMayCall } from '../kit/use-may-call';
import { ContactsTab } from './contacts-tab';
import { FeaturesTab } from './features-tab';
import { GatewaysTab } from './gateways-tab';
import { OrganizersTab } from './organizers-tab';
import { StatisticsTab } from './statistics-tab';
import { SUBSCRIPTION_SHEETS } from './subscription-sheet';
import { TermsSection } from './terms-section';

const TABS = [
  { id: 'organizers', translation: 'subscriptions:tab.organizers' },
  { id: 'contacts', translation: 'subscriptions:tab.contacts' },
  { id: 'features', translation: 'subscriptions:tab.features' },
  { id: 'gateways', translation: 'subscriptions:tab.gateways' },
  { id: 'statistics', translation: 'subscriptions:tab.statistics' },
];

/** One subscription: its facts, then tabs for organizers, forced contacts, features, gateways and statistics. */
export function SubscriptionDetail({ uid }: { uid: string }) {
  const t = useT('subscriptions');
  const adopt = useStyleSheets(SUBSCRIPTION_SHEETS);
  const [tab, setTab] = useState('organizers');
  // Organization managers manage organizers and contacts; features, groups and terms stay with the contract's roles.
  const featuresEditable = useMayCall('updateSubscriptionFeatures');
  const groupsEditable = useMayCall('updateSubscription');

  return (
    <DetailPage
      area="subscription"
      record={subscriptionRecord}
      id={uid}
      title={(subscription) => `${subscription.organizationName} — ${subscription.product}`}
      fallbackTitle={t('title')}
      back={(subscription) => ({
        route: 'organization',
        params: { uid: subscription.organizationUid },
        label: t('backToOrganization'),
      })}
      actions={() => (
        <>
          <a className="button button--secondary" href={routeHref('organizerRanking', { uid })}>
            {t('ranking.open')}
          </a>
          <HistoryLink recordType="subscription" recordId={uid} />
        </>
      )}
    >
      {(subscription) => (
        <div ref={adopt} className="form">
          <dl className="facts">
            <dt>{t('fact.seats')}</dt>
            <dd>{subscription.seats}</dd>
            <dt>{t('fact.maxOrganizers')}</dt>
            <dd>{subscription.maxOrganizers}</dd>
            <dt>{t('fact.endDate')}</dt>
            <dd>
              {subscription.perpetual || !subscription.endDate
                ? t('fact.perpetual')
                : formatDay(subscription.endDate)}
            </dd>
            <dt>{t('fact.organizers')}</dt>
            <dd>{t('fact.organizerCount', organizerUsage(subscription))}</dd>
            <dt>{t('fact.creationDate')}</dt>
            <dd>{formatDateTime(subscription.creationDate)}</dd>
          </dl>
          {!subscription.enabled && <Alert tone="info">{t('disabled')}</Alert>}
          {groupsEditable && subscription.enabled && <TermsSection subscription={subscription} />}
          <Tabs
            tabs={TABS}
            selected={tab}
            label={t('tab.label')}
            onChange={setTab}
            panel={(id) => {
              if (id === 'contacts') return <ContactsTab subscription={subscription} />;
              if (id === 'features')
                return <FeaturesTab uid={uid} editable={featuresEditable && subscription.enabled} />;
              if (id === 'gateways') return <GatewaysTab uid={uid} />;
              if (id === 'statistics') return <StatisticsTab uid={uid} />;
              return <OrganizersTab subscription={subscription} administrator={groupsEditable} />;
            }}
          />
        </div>
      )}
    </DetailPage>
  );
}
