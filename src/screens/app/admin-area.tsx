import { routeHref } from '../../core/router';
import { useT } from '../../widgets/use-t';
import { Notice } from './notice';

/** Props of an administration area's place: which route it stands for. */
export interface AdminAreaProps {
  area?: string;
}

/**
 * The routes of the administration console exist in the table; their screens belong to the
 * administration console, so the application says so honestly and offers the way back.
 */
export function AdminArea({ area = '' }: AdminAreaProps) {
  // i18n-keys: app:title.*
  const t = useT('app');
  return (
    <Notice icon="administration" title={t(`title.${area}`)} text={t('admin.text')}>
      <a className="notice__action" href={routeHref('dashboard')}>
        {t('admin.back')}
      </a>
    </Notice>
  );
}
