import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { RouteParams, RouteSearch } from '../../core/router';
import {
  $seesSystemDashboard,
  $systemDashboard,
  $userDashboard,
  loadDashboards,
} from '../../core/stores/dashboard';
import { $signedIn } from '../../core/stores/session';
import { restoreStandaloneSession } from '../../core/stores/standalone-session';
import { FIELD_SHEET } from '../../widgets/inputs/field/field-sheet';
import { LoadFailed } from '../../widgets/load-gate/load-gate';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import { SCREEN_SHEET } from '../screen-sheet';
import css from './dashboard.css?inline';
import { SystemDashboard } from './system-dashboard';
import { UserDashboard } from './user-dashboard';

const SHEETS = [FIELD_SHEET, SCREEN_SHEET, sheet(css)];

/** Props every routed screen receives (the dashboard reads none). */
export interface DashboardProps {
  params?: RouteParams;
  search?: RouteSearch;
}

/** The dashboards: the system one first for administrators, then the user's own for everyone. */
export function Dashboard(_props: DashboardProps) {
  const t = useT('dashboard');
  const tc = useT('common');
  const adopt = useStyleSheets(SHEETS);
  const signedIn = useStore($signedIn);
  const admin = useStore($seesSystemDashboard);
  const system = useStore($systemDashboard);
  const user = useStore($userDashboard);
  useEffect(() => {
    void restoreStandaloneSession();
  }, []);
  useEffect(() => {
    if (signedIn) void loadDashboards();
  }, [signedIn]);

  const loading = (
    <p className="muted" role="status">
      {tc('loading')}
    </p>
  );
  const retry = () => void loadDashboards();
  return (
    <div ref={adopt} className="page dashboard" part="dashboard">
      <h1>{t('title')}</h1>
      {admin &&
        (system.state === 'ready' ? (
          <SystemDashboard data={system.data} />
        ) : system.state === 'failed' ? (
          <LoadFailed code={system.code} failed={t('loadFailed')} retry={retry} />
        ) : (
          loading
        ))}
      {user.state === 'ready' ? (
        <UserDashboard data={user.data} />
      ) : user.state === 'failed' ? (
        <LoadFailed code={user.code} failed={t('loadFailed')} retry={retry} />
      ) : (
        signedIn && loading
      )}
    </div>
  );
}
