import { Fragment, type ReactNode } from 'react';
import { type AuditChange, type AuditEntry, auditRecord } from '../../../core/admin/audit';
import { formatDateTime } from '../../../core/format';
import { isRole } from '../../../core/router/menu';
import { useT } from '../../../widgets/use-t';
import { columnTable } from '../kit/columns';
import { DetailPage, numericId } from '../kit/detail-page';
import { SmallTable } from '../kit/small-table';
import { isRefused, operationKey, recordTypeKey } from './audit-words';
import { RecordLink } from './record-link';

/** One entry of the trail: when, who (roles, address), which operation on which record, outcome, each field old -> new. */
export function AuditDetail({ id }: { id: string }) {
  const t = useT('audit');
  return (
    <DetailPage
      area="audit"
      record={auditRecord}
      id={numericId(id, 15)}
      title={(entry) => t('entry.title', { id: entry.id })}
      fallbackTitle={t('title')}
      back={{ route: 'audit', label: t('backToList') }}
    >
      {(entry) => (
        <>
          <EntryFacts entry={entry} />
          <EntryChanges entry={entry} />
        </>
      )}
    </DetailPage>
  );
}

function EntryFacts({ entry }: { entry: AuditEntry }) {
  // i18n-keys: audit:role.* audit:record.*
  const t = useT('audit');
  const te = useT('error');
  const type = recordTypeKey(entry.recordType);
  const operation = operationKey(entry.operation);
  const summary = entry.summary ? (JSON.parse(entry.summary) as { succeeded: number; failed: number }) : null;
  const facts: [string, ReactNode][] = [
    [t('column.at'), formatDateTime(entry.at)],
    [t('column.actor'), entry.actor || t('nobody')],
    [t('entry.roles'), entry.actorRoles.map((role) => t(`role.${role}`)).join(', ') || t('none')],
    [t('entry.address'), entry.address],
    [t('column.operation'), operation ? t(operation) : <code key="operation">{entry.operation}</code>],
    [
      t('column.record'),
      entry.recordType ? (
        <RecordLink key="record" type={entry.recordType} id={entry.recordId}>
          {`${type ? t(type) : entry.recordType} ${entry.recordId}`}
        </RecordLink>
      ) : (
        t('none')
      ),
    ],
    [
      t('column.outcome'),
      isRefused(entry)
        ? `${t('outcome.refusedWith', { code: entry.code })}: ${te(`code.${entry.code}`)}`
        : t('outcome.done'),
    ],
  ];
  if (summary) facts.push([t('entry.import'), t('entry.importCounts', summary)]);
  return (
    <section className="section" aria-labelledby="audit-entry-facts">
      <h2 id="audit-entry-facts">{t('entry.facts')}</h2>
      <dl className="facts">
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

function EntryChanges({ entry }: { entry: AuditEntry }) {
  const t = useT('audit');
  const tc = useT('common');
  const value = (change: AuditChange, side: 'old' | 'new') => {
    if (change.secret) return t('entry.changed');
    const shown = change[side];
    if (shown === undefined || shown === null || shown === '') return t('entry.empty');
    if (typeof shown === 'boolean') return shown ? tc('yes') : tc('no');
    // A user's roles are kept as the contract's names, space-separated: shown by their names.
    if (change.field === 'roles' && entry.recordType === 'user' && typeof shown === 'string')
      return shown
        .split(' ')
        .map((role) => (isRole(role) ? t(`role.${role}`) : role))
        .join(', ');
    return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : JSON.stringify(shown);
  };
  return (
    <section className="section" aria-labelledby="audit-entry-changes">
      <h2 id="audit-entry-changes">{t('entry.changes')}</h2>
      <SmallTable
        caption={t('entry.changes')}
        columns={columnTable<AuditChange>('audit:entry', {
          field: { cell: (change) => <code>{change.field}</code> },
          old: { cell: (change) => value(change, 'old') },
          new: { cell: (change) => value(change, 'new') },
        })}
        rows={entry.changes}
        rowKey={(change) => change.field}
        empty={t('entry.noChanges')}
      />
    </section>
  );
}
