import type { CustomerRanking } from '../../../core/admin/statistics';
import { Table } from '../../../widgets/table/table';
import type { TableColumn, TableRow } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';

type Entry = CustomerRanking['subscriptions'][number];

/**
 * A ranking (subscriptions or organizers): rank, name, detail, meetings and minutes. A top 5 (`paged` false) shows
 * no paging bar: it never has a second page.
 */
export function RankingTable({
  title,
  kind,
  entries,
  paged,
}: {
  title: string;
  kind: 'subscriptions' | 'organizers';
  entries: readonly Entry[];
  paged?: boolean;
}) {
  const t = useT('statistics');
  const columns: TableColumn[] = [
    { name: 'rank', translation: 'statistics:ranking.rank', width: '4rem', numeric: true },
    { name: 'name', translation: `statistics:ranking.name.${kind}` },
    { name: 'detail', translation: `statistics:ranking.detail.${kind}` },
    { name: 'meetingCount', translation: 'statistics:ranking.meetings', numeric: true },
    { name: 'minutes', translation: 'statistics:ranking.minutes', numeric: true },
  ];
  return (
    <section className="section" aria-label={title}>
      <h2>{title}</h2>
      <Table
        label={title}
        columns={columns}
        rows={entries as unknown as TableRow[]}
        emptyMessage={t('ranking.empty')}
        paged={paged}
      />
    </section>
  );
}
