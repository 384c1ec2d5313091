import type { ComponentType } from 'react';
import type { RouteParams } from '../../../core/router';

/** Props of every area's screen: the route it shows (one of its area's routes) and the route's parameters. */
export interface AreaScreenProps {
  route?: string;
  params?: RouteParams;
}

/**
 * The screen of a list + detail area: on `detailRoute` with an `id` in the address, the detail of that id (a new
 * one for another id), else the list.
 */
export function listOrDetail(
  List: ComponentType,
  detailRoute: string,
  Detail: ComponentType<{ id: string }>,
): ComponentType<AreaScreenProps> {
  return function AreaScreen({ route, params }: AreaScreenProps) {
    if (route === detailRoute && params?.id) return <Detail key={params.id} id={params.id} />;
    return <List />;
  };
}
