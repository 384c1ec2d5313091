import type { RouteParams } from '../../../core/router';

/** Props of every area's screen: the route it shows (one of its area's routes) and the route's parameters. */
export interface AreaScreenProps {
  route?: string;
  params?: RouteParams;
}
