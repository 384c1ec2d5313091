import { useStore } from '@nanostores/react';
import { routeHref } from '../../core/router';
import { $signedIn } from '../../core/stores/session';
import { useT } from '../../widgets/use-t';
import { Notice } from './notice';

/** The not-found screen (spec 2: "Page not found", header hidden), with a way home. */
export function NotFound() {
  const t = useT('app');
  const signedIn = useStore($signedIn);
  return (
    <Notice icon="search" title={t('notFound.title')} text={t('notFound.text')}>
      <a className="notice__action" href={routeHref(signedIn ? 'dashboard' : 'login')}>
        {signedIn ? t('notFound.dashboard') : t('notFound.login')}
      </a>
    </Notice>
  );
}
