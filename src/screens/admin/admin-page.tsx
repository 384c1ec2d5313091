import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { type AdminAreaId, areaById, canSeeArea, managesOrganizations } from '../../core/admin/areas';
import { rolesOf, routeHref } from '../../core/router';
import { $me, loadMe } from '../../core/stores/me';
import { $signedIn } from '../../core/stores/session';
import { restoreStandaloneSession } from '../../core/stores/standalone-session';
import { Alert } from '../../widgets/alert/alert';
import { focusHeading, takeHeadingFocus } from '../../widgets/focus/focus-heading';
import { useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import { ADMIN_SHEETS } from './admin-sheets';
import { LeavePrompt } from './leave-prompt';
import { SearchEverywhere } from './search-everywhere';

/** Props of an area's page: its area, its heading, what stands beside the heading, and its content. */
export interface AdminPageProps {
  area: AdminAreaId;
  title: string;
  /** Beside the heading: a back link, the toolbar. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every area of the administration console: it brings back the session when the area stands
 * alone on a page, shows the area only to the roles of its operation, and asks before unsaved edits are left.
 */
export function AdminPage({ area, title, aside, children }: AdminPageProps) {
  const t = useT('admin');
  const te = useT('error');
  const tc = useT('common');
  const adopt = useStyleSheets(ADMIN_SHEETS);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by an action (a record just created, a list after a delete): the heading takes the focus.
  useEffect(() => {
    if (takeHeadingFocus()) focusHeading(heading.current);
  }, []);
  const signedIn = useStore($signedIn);
  const me = useStore($me);
  useEffect(() => {
    void restoreStandaloneSession();
  }, []);
  useEffect(() => {
    if (signedIn && !me) loadMe().catch(() => undefined);
  }, [signedIn, me]);
  const row = areaById(area);
  const allowed = row !== undefined && canSeeArea(row, rolesOf(me), managesOrganizations(me));

  let content: ReactNode;
  if (!signedIn) content = <a href={routeHref('login')}>{t('signIn')}</a>;
  else if (!me)
    content = (
      <p className="muted" role="status">
        {tc('loading')}
      </p>
    );
  else if (!allowed) content = <Alert>{te('code.1005')}</Alert>;
  else content = children;

  return (
    <div ref={adopt} className="page admin" part="admin">
      <div className="admin__head">
        <h1 ref={heading}>{title}</h1>
        {signedIn && allowed && aside}
        {signedIn && me && <SearchEverywhere />}
      </div>
      {content}
      <LeavePrompt />
    </div>
  );
}
