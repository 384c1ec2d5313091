import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import type { RouteName } from '../../core/router';
import { PrerenderSlot, prerendered, releasePrerender } from '../../widgets/prerender/prerender';
import type { SkeletonShape } from '../../widgets/skeleton/skeleton';
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

/** The skeleton's code, loaded when a route first waits in a shape: the login route never does. */
const $skeleton = atom<typeof import('../../widgets/skeleton/skeleton') | undefined>();
let skeletonAsked = false;

function loadSkeleton(): void {
  if (skeletonAsked) return;
  skeletonAsked = true;
  void import('../../widgets/skeleton/skeleton').then((module) => $skeleton.set(module));
}

/**
 * What shows while a screen loads or the session is being restored: the route's view the page prerendered,
 * else its skeleton, else a spinner.
 */
export function Loading({ route }: { route?: RouteName | null }) {
  return route && prerendered(route) ? <PrerenderSlot /> : <Waiting route={route} />;
}

function Waiting({ route }: { route?: RouteName | null }) {
  const t = useT('common');
  const skeleton = useStore($skeleton);
  // A view prerendered for another route (a signed-in visitor sent on) is not shown: it goes.
  useEffect(releasePrerender, []);
  const shape = route ? SHAPES[route] : undefined;
  if (shape) loadSkeleton();
  // Until its code is here (one small file, asked for with the screen's), the place stays empty.
  if (shape) return skeleton ? <skeleton.Skeleton shape={shape} label={t('loading')} /> : null;
  return (
    <div className="app__loading" role="status" part="loading">
      <span className="app__spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
