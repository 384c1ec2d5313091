import type { RouteName } from '../../core/router';
import { Skeleton, type SkeletonShape } from '../../widgets/skeleton/skeleton';
import { useT } from '../../widgets/use-t';

/** Routes that load into a list or a dashboard: they wait in their own shape rather than behind a spinner. */
const SHAPES: Partial<Record<RouteName, SkeletonShape>> = {
  users: 'list',
  tags: 'list',
  organizations: 'list',
  exceedingOrganizers: 'list',
  meeting: 'list',
  file: 'list',
  dashboard: 'dashboard',
  resources: 'dashboard',
  statistic: 'dashboard',
};

/** What shows while a screen loads or the session is being restored: the route's skeleton, else a spinner. */
export function Loading({ route }: { route?: RouteName | null }) {
  const t = useT('common');
  const shape = route ? SHAPES[route] : undefined;
  if (shape) return <Skeleton shape={shape} label={t('loading')} />;
  return (
    <div className="app__loading" role="status" part="loading">
      <span className="app__spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
