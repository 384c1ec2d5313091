import { useStore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';
import { useMemo, useState } from 'react';
import {
  clearImport,
  downloadImportReport,
  type ImportLine,
  type ImportState,
  saveCsv,
} from '../../core/admin/imports';
import { ERROR_INVALID_PARAMETER } from '../../core/constants';
import { ProgressBar } from '../../widgets/chart/progress-bar';
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
  /** File name of the downloadable report. */
  reportName: string;
  onImport: (file: File, options: Record<string, boolean>) => Promise<boolean>;
  onClose: () => void;
}

const COLUMNS: TableColumn[] = [
  { name: 'line', translation: 'admin:import.line', width: '5rem' },
  { name: 'key', translation: 'admin:import.key' },
  { name: 'outcome', translation: 'admin:import.result', width: '8rem' },
  { name: 'message', translation: 'admin:import.message' },
];

/**
 * Imports a CSV file and shows the server's answer line by line (line, key, result, message), with the
 * progress while it works and the report as a CSV download; an unreadable file says so.
 */
export function ImportDialog(props: ImportDialogProps) {
  const { title, store, options = [], template, message, reportName, onImport, onClose } = props;
  const t = useT('admin');
  const te = useT('error');
  const state = useStore(store);
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState(() => Object.fromEntries(options.map((o) => [o.name, o.initial])));
  const busy = state.step === 'reading' || state.step === 'sending';
  const columns = useMemo(
    () => COLUMNS.map((c) => (c.name === 'key' ? { ...c, translation: props.keyLabel } : c)),
    [props.keyLabel],
  );
  const rows = useMemo(
    () =>
      state.lines.map((line: ImportLine) => ({
        line: line.line,
        key: line.key,
        outcome: line.result === 'success' ? t('import.success') : t('import.failure'),
        message: message(line.result),
      })),
    [state.lines, message, t],
  );
  const succeeded = state.lines.filter((line) => line.result === 'success').length;
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
          if (file) void onImport(file, chosen);
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
          <p className="alert" role="alert">
            {state.code === ERROR_INVALID_PARAMETER ? t('import.invalidFile') : te(`code.${state.code}`)}
          </p>
        )}
        {state.step === 'done' && (
          <>
            <p role="status">{t('import.summary', { succeeded, failed: state.lines.length - succeeded })}</p>
            <Table label={t('import.results')} columns={columns} rows={rows} />
            <div className="actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => downloadImportReport(reportName, state.lines, (line) => message(line.result))}
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
