import { type ReactNode, useState } from 'react';
import type { BulkReport } from '../../core/admin/bulk';
import type { Refusal, Result } from '../../core/admin/result';
import { Alert } from '../../widgets/alert/alert';
import { Icon } from '../../widgets/icon/icon';
import { Select, type SelectOption } from '../../widgets/inputs/select/select';
import { Modal } from '../../widgets/modal/modal';
import { Table } from '../../widgets/table/table';
import type { TableColumn } from '../../widgets/table/table-types';
import { useT } from '../../widgets/use-t';
import { useRefusalText } from './kit/use-refusal';

/** An action a list offers on its selected rows, answered record by record. */
export interface BulkAction<Row> {
  name: string;
  label: string;
  /** Deletes or ends something: its button is red. */
  destructive?: boolean;
  /** What must be chosen first (a tag, a role). */
  choice?: { label: string; options: readonly SelectOption[] };
  run: (rows: readonly Row[], choice: string) => Promise<Result<BulkReport>>;
  /** The words for a refusal this action knows better than the catalogue (a limit it names). */
  refused?: (refusal: Refusal) => string | undefined;
}

const COLUMNS: TableColumn[] = [
  { name: 'key', translation: 'admin:bulk.record' },
  { name: 'outcome', translation: 'admin:bulk.result' },
];

/**
 * The selection bar's "Actions…" button and the dialog it opens: the action (and what it needs), confirmed by a
 * button that says how many rows it acts on, then each record's result (done, or refused with its reason) as the
 * imports show theirs. The dialog outlives the selection, which the reloaded list clears.
 */
export function useBulkActions<Row>(actions: readonly BulkAction<Row>[] | undefined): {
  button?: (rows: readonly Row[]) => ReactNode;
  dialog: ReactNode;
} {
  const t = useT('admin');
  const [rows, setRows] = useState<readonly Row[] | null>(null);
  if (!actions || actions.length === 0) return { dialog: null };
  return {
    button: (selected) => (
      <button type="button" onClick={() => setRows(selected)}>
        {t('bulk.open')}
      </button>
    ),
    dialog: rows && <BulkDialog actions={actions} rows={rows} onClose={() => setRows(null)} />,
  };
}

interface BulkDialogProps<Row> {
  actions: readonly BulkAction<Row>[];
  rows: readonly Row[];
  onClose: () => void;
}

function BulkDialog<Row>({ actions, rows, onClose }: BulkDialogProps<Row>) {
  const t = useT('admin');
  const refusalText = useRefusalText();
  const [name, setName] = useState(actions[0]?.name ?? '');
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  // The answer with the action that was sent: the one selected may have changed while it was on its way.
  const [answer, setAnswer] = useState<{ sent: BulkAction<Row>; result: Result<BulkReport> } | null>(null);
  const action = actions.find((a) => a.name === name);
  const ready = action !== undefined && (!action.choice || choice !== '') && !busy;
  const count = rows.length;
  const reason = (code: number | undefined) =>
    refusalText({ done: false, code: code ?? 1000, message: '' } satisfies Refusal);
  const report = answer?.result.done ? answer.result.value : null;
  const refusal =
    answer && !answer.result.done
      ? (answer.sent.refused?.(answer.result) ?? refusalText(answer.result))
      : null;
  const renderOutcome = (row: Record<string, unknown>, column: string) => {
    if (column !== 'outcome') return undefined;
    const done = row.result === 'done';
    return (
      <>
        <span className="outcome">
          <Icon name={done ? 'check' : 'error'} color={done ? 'green' : 'red'} size={16} />
          {t(done ? 'bulk.doneWord' : 'bulk.refusedWord')}
        </span>{' '}
        {done ? '' : reason(row.code as number | undefined)}
      </>
    );
  };

  return (
    <Modal
      shown
      heading={t('bulk.title', { count })}
      cancelLabel={t('bulk.close')}
      width="min(48rem, 94vw)"
      onCancel={onClose}
    >
      {!report ? (
        <form
          className="form"
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            if (!action || !ready) return;
            setBusy(true);
            void action.run(rows, choice).then((result) => {
              setAnswer({ sent: action, result });
              setBusy(false);
            });
          }}
        >
          <Select
            label={t('bulk.action')}
            options={actions.map((a) => ({ value: a.name, label: a.label }))}
            value={name}
            required
            onMeetChange={(value) => {
              setName(String(value));
              setChoice('');
            }}
          />
          {action?.choice && (
            <Select
              key={action.name}
              label={action.choice.label}
              options={[...action.choice.options]}
              value={choice || null}
              required
              onMeetChange={(value) => setChoice(String(value))}
            />
          )}
          <div className="actions">
            <button
              type="submit"
              className={action?.destructive ? 'button button--danger' : 'button'}
              disabled={!ready}
            >
              {t('bulk.apply', { count })}
            </button>
          </div>
          {busy && <p role="status">{t('bulk.working')}</p>}
          {refusal && <Alert>{refusal}</Alert>}
        </form>
      ) : (
        <>
          <p role="status">
            {t('bulk.succeeded', { count: report.succeeded })} {t('bulk.failed', { count: report.failed })}
          </p>
          <Table
            label={t('bulk.results')}
            columns={COLUMNS}
            rows={report.results}
            renderCell={renderOutcome}
          />
        </>
      )}
    </Modal>
  );
}
