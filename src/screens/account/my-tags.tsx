import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $myTags, loadMyTags } from '../../core/stores/account-lists';
import { LoadGate } from '../../widgets/load-gate/load-gate';
import { Table } from '../../widgets/table/table';
import type { TableColumn } from '../../widgets/table/table-types';
import { useT } from '../../widgets/use-t';

const COLUMNS: TableColumn[] = [
  { name: 'tag', translation: 'account:tags.tag', sortable: true },
  { name: 'value', translation: 'account:tags.value', sortable: true },
];

/** The user's tags and their values (a table). */
export function MyTags() {
  const t = useT('account');
  const tags = useStore($myTags);
  useEffect(() => {
    void loadMyTags();
  }, []);
  return (
    <section className="form" aria-labelledby="account-tags">
      <h2 id="account-tags">{t('tags.heading')}</h2>
      <LoadGate loaded={tags} retry={loadMyTags} failed={t('loadFailed')}>
        {(list) => (
          <Table columns={COLUMNS} rows={list} label={t('tags.label')} emptyMessage={t('tags.empty')} />
        )}
      </LoadGate>
    </section>
  );
}
