import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { type RouteParams, type RouteSearch, redirectRoute, routeHref } from '../../core/router';
import { isInternalAccount } from '../../core/stores/account';
import { $me, loadMe } from '../../core/stores/me';
import { $signedIn } from '../../core/stores/session';
import { restoreStandaloneSession } from '../../core/stores/standalone-session';
import { Alert } from '../../widgets/alert/alert';
import { FIELD_SHEET } from '../../widgets/inputs/field/field-sheet';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { type TabItem, Tabs } from '../../widgets/tabs/tabs';
import { useT } from '../../widgets/use-t';
import { FORM_SHEET, SCREEN_SHEET } from '../screen-sheet';
import css from './account.css?inline';
import { DeleteAccount } from './delete-account';
import { GdprNotice } from './gdpr-notice';
import { MyFeatures } from './my-features';
import { MySubscriptions } from './my-subscriptions';
import { MyTags } from './my-tags';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

const SHEETS = [FIELD_SHEET, SCREEN_SHEET, FORM_SHEET, sheet(css)];
const TABS: readonly TabItem[] = [
  'information',
  'password',
  'features',
  'tags',
  'subscriptions',
  'delete',
].map((id) => ({ id, translation: `account:tab.${id}` }));

/** Props every routed screen receives. */
export interface AccountProps {
  params?: RouteParams;
  /** `tab` opens one section (information, password, features, tags, subscriptions, delete). */
  search?: RouteSearch;
}

// Once the session has ended (password changed, account deleted) the login page takes over.
const toLogin = () => redirectRoute('login');

/** The signed-in user's own account: information, password, features, tags, subscriptions, deletion. */
export function Account({ search }: AccountProps) {
  const t = useT('account');
  const tc = useT('common');
  const adopt = useStyleSheets(SHEETS);
  const me = useStore($me);
  const signedIn = useStore($signedIn);
  useEffect(() => {
    void restoreStandaloneSession();
  }, []);
  useEffect(() => {
    if (signedIn && !me) loadMe().catch(() => undefined);
  }, [signedIn, me]);

  const panel = (id: string) => {
    if (!me) return null;
    const internal = isInternalAccount(me);
    switch (id) {
      case 'information':
        return <ProfileForm key={me.email} me={me} />;
      case 'password':
        return internal ? (
          <PasswordForm onSignedOut={toLogin} />
        ) : (
          <External heading={t('password.heading')} text={t('password.external')} />
        );
      case 'features':
        return <MyFeatures />;
      case 'tags':
        return <MyTags />;
      case 'subscriptions':
        return <MySubscriptions />;
      default:
        // The GDPR account text tells what deleting the account erases: it sits with the deletion.
        return (
          <>
            {internal ? (
              <DeleteAccount onDeleted={toLogin} />
            ) : (
              <External heading={t('delete.heading')} text={t('delete.external')} />
            )}
            <GdprNotice />
          </>
        );
    }
  };

  return (
    <div ref={adopt} className="page account" part="account">
      <header className="account__header">
        <h1>{t('title')}</h1>
        {me && (
          <p className="muted">
            {me.firstName} {me.lastName} · {me.email}
          </p>
        )}
      </header>
      {me ? (
        <Tabs tabs={TABS} selected={search?.tab} label={t('tabsLabel')} panel={panel} />
      ) : signedIn ? (
        <p className="muted" role="status">
          {tc('loading')}
        </p>
      ) : (
        <p>
          <a href={routeHref('login')}>{t('signIn')}</a>
        </p>
      )}
    </div>
  );
}

/** A section an external account cannot use, and why. */
function External({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="form">
      <h2>{heading}</h2>
      <Alert tone="info">{text}</Alert>
    </section>
  );
}
