import type { RouteParams } from '../../../core/router';
import { CustomerRanking } from './customer-ranking';
import { StatisticsPage } from './statistics-page';

/** Props of the statistics area: the route it shows (`statistic` or `customerRanking`). */
export interface StatisticsAdminProps {
  route?: string;
  params?: RouteParams;
}

/** The statistics area of the administration console: operator statistics, or the customer ranking. */
export function StatisticsAdmin({ route }: StatisticsAdminProps) {
  if (route === 'customerRanking') return <CustomerRanking />;
  return <StatisticsPage />;
}
