import { useStore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';
import { useMemo, useState } from 'react';
import {
  clearImport,
  countOutcomes,
  downloadImportReport,
  type ImportLine,
  type ImportOutcome,
  type ImportState,
  outcomeOf,
  saveCsv,
} from '../../core/admin/imports';
import { ERROR_INVALID_PARAMETER } from '../../core/constants';
import type { Key } from '../../core/i18n';
import { Alert } from '../../widgets/alert/alert';
import { ProgressBar } from '../../widgets/chart/progress-bar';
import { Icon, type IconColor } from '../../widgets/icon/icon';
import { Checkbox } from '../../widgets/inputs/checkbox/checkbox';
import { FileImport } from '../../widgets/inputs/file-import/file-import';
import { Modal } from '../../widgets/modal/modal';
import { Table } from '../../widgets/table/table';
import type { TableColumn } from '../../widgets/table/table-types';
import { useT } from '../../widgets/use-t';

/** A choice the import offers (send a reset e-mail, dry run), with its starting value. */
export interface ImportOption {
  name: string;
  label: string;
  initial: boolean;
}

/** Props of an import dialog: what it imports, how, and how a line's result reads. */
export interface ImportDialogProps {
  title: string;
  store: WritableAtom<ImportState>;
  options?: ImportOption[];
  /** A file to start from: its name and content. */
  template?: { fileName: string; text: string };
  /** The heading of the key column (e-mail, old -> new e-mail). */
  keyLabel: string;
  /** The message of a line's result ("Email is invalid."). */
  message: (result: string) => string;
  /** The message of a line that a dry run found good: what would happen ("Would be created."). */
  dryRunSuccess: string;
  /** File name of the downloadable report. */
  reportName: string;
  onImport: (file: File, options: Record<string, boolean>) => Promise<boolean>;
  onClose: () => void;
}

/** Each outcome's icon, colour and words (its word, its word in a dry run, its count, its count in a dry run). */
const OUTCOMES: Record<
  ImportOutcome,
  {
    icon: string;
    color: IconColor;
    word: Key<'admin'>;
    wouldWord: Key<'admin'>;
    count: Key<'admin'>;
    wouldCount: Key<'admin'>;
  }
> = {
  done: {
    icon: 'check',
    color: 'green',
    word: 'import.success',
    wouldWord: 'import.wouldSucceedWord',
    count: 'import.succeeded',
    wouldCount: 'import.wouldSucceed',
  },
  skipped: {
    icon: 'minus',
    color: 'blue',
    word: 'import.skippedWord',
    wouldWord: 'import.wouldSkipWord',
    count: 'import.skipped',
    wouldCount: 'import.wouldSkip',
  },
  refused: {
    icon: 'error',
    color: 'red',
    word: 'import.failure',
    wouldWord: 'import.wouldFailWord',
    count: 'import.failed',
    wouldCount: 'import.wouldFail',
  },
};

const COLUMNS: TableColumn[] = [
  { name: 'line', translation: 'admin:import.line', width: '4rem', numeric: true },
  { name: 'key', translation: 'admin:import.key' },
  { name: 'outcome', translation: 'admin:import.result' },
];

/**
 * Imports a CSV file and shows the server's answer line by line (line, key, and the result by icon, colour and word
 * above its message, so a phone shows both), with the progress while it works and the report as a CSV download; an
 * unreadable file says so. A dry run's report says what would happen.
 */
export function ImportDialog(props: ImportDialogProps) {
  const {
    title,
    store,
    options = [],
    template,
    message,
    dryRunSuccess,
    reportName,
    onImport,
    onClose,
  } = props;
  const t = useT('admin');
  const te = useT('error');
  const state = useStore(store);
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState(() => Object.fromEntries(options.map((o) => [o.name, o.initial])));
  // The report speaks of the run that made it, whatever the box says since.
  const [dryRun, setDryRun] = useState(false);
  const busy = state.step === 'reading' || state.step === 'sending';
  const columns = useMemo(
    () => COLUMNS.map((c) => (c.name === 'key' ? { ...c, translation: props.keyLabel } : c)),
    [props.keyLabel],
  );
  const lineMessage = (line: ImportLine) =>
    dryRun && line.result === 'success' ? dryRunSuccess : message(line.result);
  const rows = state.lines.map((line: ImportLine) => ({
    line: line.line,
    key: line.key,
    outcome: outcomeOf(line.result),
    message: lineMessage(line),
  }));
  const renderOutcome = (row: Record<string, unknown>, column: string) => {
    if (column !== 'outcome') return undefined;
    const outcome = row.outcome as ImportOutcome;
    const { icon, color, word, wouldWord } = OUTCOMES[outcome];
    return (
      <>
        <span className={`outcome outcome--${outcome}`}>
          <Icon name={icon} color={color} size={16} />
          {t(dryRun ? wouldWord : word)}
        </span>{' '}
        {String(row.message)}
      </>
    );
  };
  const counts = countOutcomes(state.lines);
  // Lines done and refused are always counted; skipped ones when there are any.
  const summary = (['done', 'skipped', 'refused'] as const)
    .filter((outcome) => outcome !== 'skipped' || counts.skipped > 0)
    .map((outcome) => {
      const { count, wouldCount } = OUTCOMES[outcome];
      return t(dryRun ? wouldCount : count, { count: counts[outcome] });
    });
  const close = () => {
    clearImport(store);
    onClose();
  };

  return (
    <Modal shown heading={title} cancelLabel={t('import.close')} width="min(56rem, 94vw)" onCancel={close}>
      <form
        className="form"
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return;
          setDryRun(chosen.dryRun === true);
          void onImport(file, chosen);
        }}
      >
        <FileImport
          label={t('import.file')}
          accept=".csv,text/csv,text/plain"
          buttonLabel={t('import.choose')}
          disabled={busy}
          onMeetChange={setFile}
        />
        {options.length > 0 && (
          <div className="options">
            {options.map((option) => (
              <Checkbox
                key={option.name}
                label={option.label}
                checked={chosen[option.name]}
                disabled={busy}
                onMeetChange={(checked) => setChosen({ ...chosen, [option.name]: checked })}
              />
            ))}
          </div>
        )}
        <div className="actions">
          {template && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => saveCsv(template.fileName, template.text)}
            >
              {t('import.template')}
            </button>
          )}
          <button type="submit" className="button" disabled={!file || busy}>
            {t('import.start')}
          </button>
        </div>
        {busy && (
          <div role="status">
            {state.step === 'reading' ? (
              <ProgressBar value={Math.round(state.read * 100)} unit="%" label={t('import.reading')} />
            ) : (
              <>
                <p>{t('import.sending')}</p>
                <progress className="progress" aria-label={t('import.sending')} />
              </>
            )}
          </div>
        )}
        {state.step === 'failed' && (
          <Alert>
            {state.code === ERROR_INVALID_PARAMETER ? t('import.invalidFile') : te(`code.${state.code}`)}
          </Alert>
        )}
        {state.step === 'done' && (
          <>
            <p role="status">{[...(dryRun ? [t('import.dryRunNote')] : []), ...summary].join(' ')}</p>
            <Table label={t('import.results')} columns={columns} rows={rows} renderCell={renderOutcome} />
            <div className="actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => downloadImportReport(reportName, state.lines, lineMessage)}
              >
                {t('import.download')}
              </button>
            </div>
          </>
        )}
      </form>
    </Modal>
  );
}
