import type { AreaScreenProps } from '../kit/area-screen';
import { CustomerRanking } from './customer-ranking';
import { StatisticsPage } from './statistics-page';

/** The statistics area of the administration console: operator statistics, or the customer ranking. */
export function StatisticsAdmin({ route }: AreaScreenProps) {
  if (route === 'customerRanking') return <CustomerRanking />;
  return <StatisticsPage />;
}
